import { useEffect, useState } from 'react';
import { useHydrated } from '@dpu/ui';

// Below this width the site shows its mobile header, buttons and side widget (docs/site.md §2, §9
// 'on mobile'). Tablets in portrait get the mobile layout: the nine desktop menus need
// about 1000 px. The same breakpoint is the `max-width: 1023px` media query of the header
// and widget stylesheets, which choose the variant until the page is hydrated.
export const MOBILE_MAX_WIDTH = 1023;

export interface Viewport {
  width: number;
  mobile: boolean;
}

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

function read(): Viewport {
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  return { width, mobile: isMobileWidth(width) };
}

/**
 * The viewport width, updated on resize; undefined on the server and while the page is
 * hydrated, so the first render matches the server's HTML whatever the screen (callers
 * then render what CSS media queries can choose from).
 */
export function useViewport(): Viewport | undefined {
  const hydrated = useHydrated();
  const [viewport, setViewport] = useState<Viewport>(read);
  useEffect(() => {
    const update = () =>
      setViewport((previous) => {
        const next = read();
        return next.width === previous.width ? previous : next;
      });
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return hydrated ? viewport : undefined;
}
