import { Link } from '@dpu/router';
import { RichText } from '@dpu/ui';
import type { NavItem } from '../../lib/navigation/navigation-content';
import styles from './desktop-menu.module.css';

interface DesktopMenuProps {
  menus: NavItem[];
  activeKey: string | null;
}

function ItemLink({ item, className }: { item: NavItem; className?: string }) {
  const title = <RichText as="span" html={item.title} />;
  if (item.to === null) return <span className={className}>{title}</span>;
  return (
    <Link to={item.to} className={className}>
      {title}
    </Link>
  );
}

/** A dropdown: columns of groups (产品体系) or one list of entries. */
function Dropdown({ items }: { items: NavItem[] }) {
  const grouped = items.some((item) => item.children.length > 0);
  if (!grouped) {
    return (
      <ul className={styles.dropdown}>
        {items.map((item) => (
          <li key={`${item.title}${item.to}`}>
            <ItemLink item={item} className={styles.entry} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={`${styles.dropdown} ${styles.groups}`}>
      {items.map((group) => (
        <div key={group.title} className={styles.group}>
          <ItemLink item={group} className={styles.groupTitle} />
          <ul>
            {group.children.map((item) => (
              <li key={`${item.title}${item.to}`}>
                <ItemLink item={item} className={styles.entry} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** docs/site.md §2 desktop menus; a dropdown opens on hover or keyboard focus. */
export function DesktopMenu({ menus, activeKey }: DesktopMenuProps) {
  return (
    <nav aria-label="主导航" className={styles.nav}>
      <ul className={styles.menu}>
        {menus.map((menu) => {
          const active = menu.key !== undefined && menu.key === activeKey;
          return (
            <li
              key={menu.key ?? menu.title}
              className={active ? `${styles.item} ${styles.active}` : styles.item}
              data-active={active || undefined}
            >
              <ItemLink item={menu} className={styles.top} />
              {menu.children.length > 0 && <Dropdown items={menu.children} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
