import { useState } from 'react';
import { Link } from '@dpu/router';
import { RichText } from '@dpu/ui';
import type { NavItem } from '../../lib/navigation/navigation-content';
import styles from './mobile-header.module.css';

interface TreeProps {
  items: NavItem[];
  activeKey: string | null;
  onNavigate: () => void;
  depth?: number;
}

/** One level of the mobile tree: entries with children expand and collapse (spec §2). */
function MobileTree({ items, activeKey, onNavigate, depth = 0 }: TreeProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className={styles.tree} data-depth={depth}>
      {items.map((item) => {
        const id = `${item.title}${item.to}`;
        const title = <RichText as="span" html={item.title} />;
        const active = depth === 0 && item.key !== undefined && item.key === activeKey;
        if (item.children.length === 0) {
          return (
            <li key={id}>
              <Link
                to={item.to ?? '/'}
                className={active ? `${styles.leaf} ${styles.active}` : styles.leaf}
                onClick={onNavigate}
              >
                {title}
              </Link>
            </li>
          );
        }
        const open = expanded.has(id);
        return (
          <li key={id}>
            <button
              type="button"
              className={active ? `${styles.branch} ${styles.active}` : styles.branch}
              aria-expanded={open}
              onClick={() => toggle(id)}
            >
              {title}
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            {open && (
              <MobileTree
                items={item.children}
                activeKey={activeKey}
                onNavigate={onNavigate}
                depth={depth + 1}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function MobileMenu(props: Omit<TreeProps, 'depth'>) {
  return (
    <nav id="mobile-menu" aria-label="主导航" className={styles.panel}>
      <MobileTree {...props} />
    </nav>
  );
}
