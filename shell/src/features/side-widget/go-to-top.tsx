import { OperatorTopIcon } from '@dpu/ui';
import { isGoTopVisible } from '../../lib/navigation/header-look';
import { useScrollFlag } from '../../lib/ui/use-scroll-flag';
import styles from './side-widget.module.css';

/** docs/site.md §4, §9: visible once the page is scrolled past 500 px. */
export function GoTop() {
  const visible = useScrollFlag(isGoTopVisible);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.entry}
      aria-label="返回顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <OperatorTopIcon light size={22} />
      <span className={styles.label}>顶部</span>
    </button>
  );
}
