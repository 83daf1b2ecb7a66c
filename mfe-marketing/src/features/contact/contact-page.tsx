import { lazy, Suspense } from 'react';
import { ContentLoading, ContentView, useContent, useQueryParam, useSiteFacts } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { DocHeader } from '../../components/page-header';
import layout from '../../components/layout.module.css';
import { interestedProduct } from './contact-fields';
import styles from './contact-page.module.css';

// The form's code comes in a chunk of its own, after the page's (docs/decisions.md).
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

interface ContactCopy {
  title: string;
  subtitle?: string;
  description?: string;
  intro?: string;
  success: string;
  privacy?: string;
}

function ContactInfo() {
  const facts = useSiteFacts();
  if (!facts) return null;
  return (
    <aside className={styles.info} aria-label="联系方式">
      <h2>联系方式</h2>
      <p>
        服务热线
        <br />
        <a href={`tel:${facts.phone}`}>{facts.phone}</a>
      </p>
      <p>
        商务合作
        <br />
        <a href={`mailto:${facts.emails.business}`}>{facts.emails.business}</a>
      </p>
    </aside>
  );
}

function Contact({ copy, interested }: { copy: ContactCopy; interested?: string }) {
  return (
    <div>
      <DocHeader doc={copy} image={illustrationUrl('people')} />
      <div className={`${layout.container} ${styles.layout}`}>
        <section>
          {copy.intro && <p className={styles.intro}>{copy.intro}</p>}
          <Suspense fallback={<ContentLoading />}>
            <ContactForm
              interested={interested}
              successText={copy.success}
              privacyText={copy.privacy}
            />
          </Suspense>
        </section>
        <ContactInfo />
      </div>
    </div>
  );
}

/** /contact(?interested=<product key>): the consultation (lead) form. */
export function ContactPage() {
  const interested = interestedProduct(useQueryParam('interested'));
  const state = useContent<ContactCopy>('/pages/contact');
  return (
    <ContentView state={state}>
      {(copy) => <Contact copy={copy} interested={interested} />}
    </ContentView>
  );
}
