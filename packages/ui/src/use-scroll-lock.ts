import { useEffect } from 'react';

/**
 * While something covers the page (support's buy/certify dialog, docs/site.md §4; the shell's
 * mobile menu) the page behind cannot scroll; the old style comes back after.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const previous = { body: body.style.overflow, html: documentElement.style.overflow };
    body.style.overflow = 'hidden';
    documentElement.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous.body;
      documentElement.style.overflow = previous.html;
    };
  }, [locked]);
}
