import { contentPage, TextList } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { DocHeader } from '../../components/page-header';
import { CtaBand } from '../../components/cta-band';
import { PageSection } from '../../components/page-section';
import styles from './customer-page.module.css';

interface CustomerDoc {
  title: string;
  subtitle?: string;
  description?: string;
  industries: Array<{ name: string; illustration?: string; text: string; customers: string[] }>;
  partners?: { title: string; text?: string; groups: Array<{ name: string; items: string[] }> };
  cta?: { title: string; text?: string };
}

function Customers({ doc }: { doc: CustomerDoc }) {
  return (
    <div>
      <DocHeader doc={doc} image={illustrationUrl('people')} />
      <PageSection>
        <ul className={styles.industries}>
          {doc.industries.map((industry) => (
            <li key={industry.name} className={styles.industry}>
              <img src={illustrationUrl(industry.illustration)} alt="" />
              <div>
                <h2>{industry.name}</h2>
                <p>{industry.text}</p>
                <TextList
                  items={industry.customers}
                  className={styles.names}
                  label={`${industry.name}客户`}
                />
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      {doc.partners && (
        <PageSection title={doc.partners.title} subtitle={doc.partners.text} alt>
          <div className={styles.partners}>
            {doc.partners.groups.map((group) => (
              <div key={group.name} className={styles.group}>
                <h3>{group.name}</h3>
                <TextList items={group.items} />
              </div>
            ))}
          </div>
        </PageSection>
      )}
      {doc.cta && (
        <CtaBand
          title={doc.cta.title}
          text={doc.cta.text}
          action={{ label: '联系我们', to: '/contact' }}
        />
      )}
    </div>
  );
}

/** /customer: our customers and partners. */
export const CustomerPage = contentPage<CustomerDoc>('/pages/customer', Customers);
