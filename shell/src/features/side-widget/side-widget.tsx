import { Link } from '@dpu/router';
import { useSiteFacts } from '@dpu/ui';
import { useViewport } from '../../lib/ui/use-viewport';
import { ContactPopover } from './contact-popover';
import { GoTop } from './go-to-top';
import { ConsultIcon, PhoneIcon, StoreIcon } from './widget-icons';
import styles from './side-widget.module.css';

export const SERVICE_PROMISE = '7*24小时服务，快速解决您的问题';

/**
 * docs/site.md §1, §9 side widget: consult → /contact; a phone popover with the 7×24 promise
 * and the number; 商品选购 → the external store in a new tab; go-to-top. Popovers open after
 * 60 ms and close after 50 ms; on mobile a tap toggles them. It floats at the right edge only
 * where the page leaves room for it (1440 px and wider); narrower, it is a labelled band of
 * its own between the page and the footer, so it never covers content.
 */
export function SideWidget() {
  const facts = useSiteFacts();
  const viewport = useViewport();
  // the compact look comes from the stylesheet's media query (the same breakpoint), so the
  // server's HTML fits phones too; after hydration a tap toggles the popovers on phones
  const mobile = viewport?.mobile ?? false;
  const phone = facts?.phone ?? '';
  return (
    <aside
      className={styles.widget}
      aria-label="快捷服务"
      data-testid="side-widget"
      data-variant={viewport && (mobile ? 'mobile' : 'desktop')}
    >
      <Link to="/contact" className={styles.entry} aria-label="咨询">
        <ConsultIcon />
        <span className={styles.label}>咨询</span>
      </Link>
      <ContactPopover
        mobile={mobile}
        label="电话"
        icon={<PhoneIcon />}
        content={
          <>
            <p className={styles.promise}>{SERVICE_PROMISE}</p>
            <a className={styles.number} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </>
        }
      />
      {facts?.storeUrl && (
        <a
          className={styles.entry}
          href={facts.storeUrl}
          target="_blank"
          rel="noopener noreferrer"
          title="进入官方旗舰店订购或预订"
          aria-label="商品选购"
        >
          <StoreIcon />
          <span className={styles.label}>商品选购</span>
        </a>
      )}
      <GoTop />
    </aside>
  );
}
