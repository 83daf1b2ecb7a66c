import { Link } from '@dpu/router';
import { productByKey } from '@dpu/contracts';
import { SectionTitle } from '@dpu/ui';
import type { BuyerCopy, FamilyMember } from './types';
import styles from './buyer.module.css';

/** The products that have comparison facts, in catalogue order (the 2200 family). */
export function familyOf(members: readonly FamilyMember[]): FamilyMember[] {
  return members
    .filter((member) => member.compare && productByKey(member.key))
    .sort((a, b) => order(a.key) - order(b.key));
}

const FAMILY_ORDER = [
  'conflux2200E',
  'conflux2200P',
  'conflux2200D',
  'flexflow2200T',
  'flexflow2200R',
  'swift2200N',
];
const order = (key: string) => {
  const index = FAMILY_ORDER.indexOf(key);
  return index < 0 ? FAMILY_ORDER.length : index;
};

/**
 * The 2200 family side by side, the current product marked. Wider than a phone: the table
 * scrolls inside its own frame (labelled and focusable, so a keyboard can scroll it too),
 * with the row names kept in view; the page itself never runs off the screen.
 */
export function FamilyCompare({
  members,
  current,
  copy,
}: {
  members: readonly FamilyMember[];
  current?: string;
  copy: BuyerCopy;
}) {
  const family = familyOf(members);
  if (family.length < 2) return null;
  return (
    <section className={styles.section} data-testid="product-section-compare">
      <div className={styles.inner}>
        <SectionTitle title={copy.compareTitle} subtitle={copy.compareIntro} />
        <div className={styles.scroller} role="region" aria-label={copy.compareTitle} tabIndex={0}>
          <table className={`${styles.table} ${styles.compare}`}>
            <thead>
              <tr>
                <td />
                {family.map((member) => {
                  const product = productByKey(member.key);
                  const isCurrent = member.key === current;
                  return (
                    <th
                      key={member.key}
                      scope="col"
                      className={isCurrent ? styles.current : undefined}
                      aria-current={isCurrent ? 'page' : undefined}
                    >
                      {isCurrent ? (
                        <>
                          {product?.name}
                          <span className={styles.currentMark}>{copy.compareCurrent}</span>
                        </>
                      ) : (
                        <Link to={product?.route ?? '/product'}>{product?.name}</Link>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {copy.compareRows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {family.map((member) => (
                    <td
                      key={member.key}
                      className={member.key === current ? styles.current : undefined}
                    >
                      {member.compare?.[row.key] ?? '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
