import { useEffect, useState } from 'react';

/**
 * A boolean derived from window.scrollY (e.g. 'scrolled past 0'); re-renders only when it
 * flips, not on every scrolled pixel.
 */
export function useScrollFlag(predicate: (scrollY: number) => boolean): boolean {
  const [flag, setFlag] = useState(() =>
    typeof window === 'undefined' ? false : predicate(window.scrollY),
  );
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setFlag(predicate(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [predicate]);
  return flag;
}
