import { Link } from '@dpu/router';
import { COPYRIGHT_YEAR } from '@dpu/contracts';
import { RichText, useSiteFacts } from '@dpu/ui';
import type { FooterList } from '../../lib/navigation/navigation-content';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { readFooterFacts, type FooterFacts } from './footer-facts';
import styles from './site-footer.module.css';

const ROUTE_GUIDE = '/about/routeguide';

function LinkLists({ lists }: { lists: FooterList[] }) {
  return (
    <>
      {lists.map((list) => (
        <section key={list.title} className={styles.column}>
          <h2 className={styles.heading}>
            <RichText as="span" html={list.title} />
          </h2>
          <ul className={styles.links}>
            {list.links.map((link) => (
              <li key={`${link.title}${link.address}`}>
                <Link to={link.address}>
                  <RichText as="span" html={link.title} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Contact({ facts }: { facts: FooterFacts }) {
  const { emails } = facts;
  return (
    <section className={styles.contact}>
      <h2 className={styles.heading}>联系我们</h2>
      <p className={styles.phone}>
        <span>服务热线</span>
        <a href={`tel:${facts.phone.replace(/[^\d+]/g, '')}`}>{facts.phone}</a>
      </p>
      <dl className={styles.emails}>
        <dt>商务合作</dt>
        <dd>
          <a href={`mailto:${emails.business}`}>{emails.business}</a>
        </dd>
        <dt>人才招聘</dt>
        <dd>
          <a href={`mailto:${emails.recruiting}`}>{emails.recruiting}</a>
        </dd>
        <dt>媒体/投资者关系</dt>
        <dd>
          <a href={`mailto:${emails.media}`}>{emails.media}</a>
        </dd>
      </dl>
      {facts.logoPackage && (
        <a className={styles.download} href={facts.logoPackage} download>
          下载品牌标识包
        </a>
      )}
    </section>
  );
}

function Qr({ facts }: { facts: FooterFacts }) {
  if (!facts.qrCode) return null;
  return (
    <figure className={styles.qr}>
      <img
        src={facts.qrCode}
        alt={`${facts.companyName}官方公众号二维码`}
        width={112}
        height={112}
        loading="lazy"
      />
      <figcaption>关注官方公众号</figcaption>
    </figure>
  );
}

function Offices({ facts }: { facts: FooterFacts }) {
  return (
    <section className={styles.offices} aria-label="办公地址">
      <ul>
        {facts.offices.map((office) => (
          <li key={office.name}>
            {office.anchor ? (
              <Link to={`${ROUTE_GUIDE}#${office.anchor}`}>
                <strong>{office.name}</strong>
              </Link>
            ) : (
              <strong>{office.name}</strong>
            )}
            <span>{office.address}</span>
          </li>
        ))}
      </ul>
      <Link to={ROUTE_GUIDE} className={styles.guide}>
        来访指南
      </Link>
    </section>
  );
}

function Legal({ facts }: { facts: FooterFacts }) {
  const { filings } = facts;
  const filing = (label: string, url: string | undefined) =>
    url ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  return (
    <div className={styles.legal}>
      <span>
        Copyright © {COPYRIGHT_YEAR} {facts.copyrightHolder} 版权所有
      </span>
      {filings.icp && filing(filings.icp, filings.icpUrl)}
      {filings.police && filing(filings.police, filings.policeUrl)}
    </div>
  );
}

/** docs/site.md §2 Footer: link lists, contacts, offices, downloads, QR code, copyright, filings. */
export function SiteFooter() {
  const { footer } = useNavigation();
  const siteFacts = useSiteFacts();
  const facts = siteFacts ? readFooterFacts(siteFacts) : undefined;
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.top}>
        <LinkLists lists={footer} />
        {facts && <Contact facts={facts} />}
        {facts && <Qr facts={facts} />}
      </div>
      {facts && <Offices facts={facts} />}
      {facts ? (
        <Legal facts={facts} />
      ) : (
        <div className={styles.legal}>Copyright © {COPYRIGHT_YEAR}</div>
      )}
    </footer>
  );
}
