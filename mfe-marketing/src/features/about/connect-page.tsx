import {
  ButtonLink,
  contentPage,
  officesOf,
  SectionTitle,
  TextCards,
  useSiteFacts,
  useSitePageMeta,
} from '@dpu/ui';
import { AboutFrame } from '../../components/about-frame';
import styles from './about.module.css';

type EmailKey = 'business' | 'recruiting' | 'media';

interface ConnectDoc {
  title: string;
  description?: string;
  channels: Array<{ key: EmailKey; title: string; text: string }>;
  consult?: { title: string; text: string };
}

function Connect({ doc }: { doc: ConnectDoc }) {
  useSitePageMeta(doc.title, { description: doc.description });
  // addresses, e-mails and the phone number are site facts, never copied into this page
  const facts = useSiteFacts();
  const offices = officesOf(facts);
  return (
    <AboutFrame title={doc.title} subtitle={doc.description} illustration="network">
      <div className={styles.cards}>
        <TextCards
          items={doc.channels.map((channel) => {
            const email = facts?.emails?.[channel.key];
            const extra = email && (
              <p>
                邮箱：<a href={`mailto:${email}`}>{email}</a>
              </p>
            );
            return { title: channel.title, text: channel.text, extra };
          })}
        />
      </div>
      {facts?.phone && (
        <p className={styles.hotline}>
          服务热线：<a href={`tel:${facts.phone.replace(/[^\d+]/g, '')}`}>{facts.phone}</a>
        </p>
      )}
      {offices.length > 0 && (
        <>
          <SectionTitle title="办公地址" align="left" />
          <div className={styles.cards}>
            <TextCards
              columns={2}
              items={offices.map((office) => ({ title: office.name, text: office.address }))}
            />
          </div>
        </>
      )}
      {doc.consult && (
        <div className={styles.consult}>
          <div>
            <h2>{doc.consult.title}</h2>
            <p>{doc.consult.text}</p>
          </div>
          <ButtonLink to="/contact">合作咨询</ButtonLink>
        </div>
      )}
    </AboutFrame>
  );
}

/** /about/connect: contact channels, offices and the consultation form link. */
export const ConnectPage = contentPage<ConnectDoc>('/about/connect', Connect);
