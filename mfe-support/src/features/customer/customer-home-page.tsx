import { WithQueryClient } from '@dpu/api-client';
import { Link } from '@dpu/router';
import { useSession } from '@dpu/session';
import { CustomerFrame } from './components/customer-frame';
import { ReleaseMailSetting } from './components/release-mail-setting';
import { sectionUrl } from './use-customer-context';
import styles from './components/customer.module.css';

/** /productStack/customer?proId=…: the customer home of one product (guarded by the shell). */
export function CustomerHomePage() {
  const name = useSession((state) => state.userInfo.name);
  return (
    <CustomerFrame heading={(copy) => copy.homeTitle}>
      {({ copy, proId, product }) => (
        <section data-testid="customer-home">
          {copy.welcome && (
            <p className={styles.intro}>
              {copy.welcome.replace('{name}', name || '').replace('{product}', product?.name ?? '')}
            </p>
          )}
          {copy.intro && <p className={styles.intro}>{copy.intro}</p>}
          <ul className={styles.tiles} role="list">
            {copy.sections.map((section) => (
              <li key={section.path}>
                <Link to={sectionUrl(section.path, proId)} className={styles.tile}>
                  <h3>{section.title}</h3>
                  {section.description && <p>{section.description}</p>}
                </Link>
              </li>
            ))}
          </ul>
          <WithQueryClient>
            <ReleaseMailSetting />
          </WithQueryClient>
        </section>
      )}
    </CustomerFrame>
  );
}
