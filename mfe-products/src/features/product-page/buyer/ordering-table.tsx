import { SectionTitle } from '@dpu/ui';
import type { BuyerCopy, OrderingRow } from '../../../components/buyer/types';
import styles from '../../../components/buyer/buyer.module.css';

/** Standard part numbers and variants; on a phone each row becomes a labelled card. */
export function OrderingTable({ rows, copy }: { rows: OrderingRow[]; copy: BuyerCopy }) {
  const columns = copy.orderingColumns;
  return (
    <section className={styles.section} data-testid="product-section-ordering">
      <div className={styles.inner}>
        <SectionTitle title={copy.orderingTitle} subtitle={copy.orderingIntro} />
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">{columns.partNumber}</th>
              <th scope="col">{columns.variant}</th>
              <th scope="col">{columns.ports}</th>
              <th scope="col">{columns.bracket}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.partNumber}>
                <th scope="row" data-label={columns.partNumber} className={styles.partNumber}>
                  {row.partNumber}
                </th>
                <td data-label={columns.variant}>{row.variant}</td>
                <td data-label={columns.ports}>{row.ports ?? '—'}</td>
                <td data-label={columns.bracket}>{row.bracket ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
