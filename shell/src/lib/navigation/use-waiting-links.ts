import { useEffect } from 'react';
import { findRoute } from '@dpu/contracts';
import { useNavigate } from '@dpu/router';
import { waitsForHydration } from '@dpu/ui';
import { useSiteConfig } from '../site-config';

/** A plain left click that the page may take over (no new tab, window or download). */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Parts of a server-rendered page that have nothing to operate but links are not hydrated
 * (HydrateOnVisible 'navigation', docs/composition.md): nothing of React listens there. A
 * click on a link of the site in such a part navigates in the browser, as a Link would,
 * instead of loading the whole page again. Listens in the capture phase, before React.
 */
export function useWaitingLinks(): void {
  const navigate = useNavigate();
  const { routes } = useSiteConfig();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !waitsForHydration(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      const here = window.location;
      if (url.origin !== here.origin || !findRoute(routes, url.pathname)) return;
      // a jump within this page stays the browser's
      if (url.pathname === here.pathname && url.search === here.search && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, routes]);
}
