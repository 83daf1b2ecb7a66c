import layout from './layout.module.css';
import type { Stat } from './content-types';

/** A row of big numbers with labels ('500+ 行业客户'). */
export function StatList({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <ul className={layout.stats} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <span className={layout.statValue}>{String(stat.value)}</span>
          <span className={layout.statLabel}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
