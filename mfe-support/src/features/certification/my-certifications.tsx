import { productByProId, type CertificationItem } from '@dpu/contracts';
import { STATUS_TEXT } from '../../components/certification-status';
import styles from './certification.module.css';

/** The caller's certification requests with their status (docs/api.md GET /certification/mine). */
export function MyCertifications({
  items,
  emptyText,
}: {
  items: CertificationItem[];
  emptyText: string;
}) {
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <table className={styles.table} data-testid="my-certifications">
      <thead>
        <tr>
          <th scope="col">产品</th>
          <th scope="col">序列号</th>
          <th scope="col">提交时间</th>
          <th scope="col">状态</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>{item.productName ?? productByProId(item.proId)?.name ?? item.proId}</td>
            <td>{item.serialNumber}</td>
            <td>{formatTime(item.createdAt)}</td>
            <td>
              <span className={`${styles.status} ${styles[item.status] ?? ''}`}>
                {STATUS_TEXT[item.status] ?? item.status}
              </span>
              {item.status === 'rejected' && item.reason && (
                <span className={styles.reason}>原因：{item.reason}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
