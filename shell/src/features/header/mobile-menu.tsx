import { useState } from 'react';
import { Link } from '@dpu/router';
import { OperatorActiveIcon, OperatorDownIcon, RichText } from '@dpu/ui';
import type { NavItem } from '../../lib/navigation/navigation-content';
import styles from './mobile-header.module.css';

const OVERVIEW_SUFFIX = '总览';

interface TreeProps {
  items: NavItem[];
  activeKey: string | null;
  onNavigate: () => void;
  depth?: number;
}

/**
 * The entries under an expanded branch. A branch is a button (it expands), so when it has a
 * page of its own that none of its children links to (产品体系 → /product), that page comes
 * first as an overview entry: on a phone every page of the menu stays reachable.
 */
function withOwnPage(item: NavItem): NavItem[] {
  const { to, children } = item;
  if (to === null || children.some((child) => child.to === to)) return children;
  return [{ title: `${item.title}${OVERVIEW_SUFFIX}`, to, children: [] }, ...children];
}

/** One level of the mobile tree: entries with children expand and collapse (docs/site.md §2). */
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
                <span className={styles.label}>
                  {depth === 0 && <OperatorActiveIcon active={active} size={14} />}
                  {title}
                </span>
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
              <span className={styles.label}>
                {depth === 0 && <OperatorActiveIcon active={active} size={14} />}
                {title}
              </span>
              <OperatorDownIcon size={20} className={styles.chevron} />
            </button>
            {open && (
              <MobileTree
                items={withOwnPage(item)}
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
