import { useEffect, useState } from 'react';

// Below this width the site shows its mobile header, buttons and side widget (spec §2, §9
// 'on mobile'). Tablets in portrait get the mobile layout: the nine desktop menus need
// about 1000 px.
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

/** The viewport width, updated on resize (read synchronously first: no layout flash). */
export function useViewport(): Viewport {
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
  return viewport;
}
