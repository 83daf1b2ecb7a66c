import { useEffect, useState } from 'react';

/**
 * The index of the item showing, moved on every `intervalMs` — except while `paused` (the
 * visitor points at or is in the carousel: WCAG 2.2.2) and never for a visitor who asks for
 * reduced motion.
 */
export function useAutoRotate(count: number, intervalMs: number, paused: boolean) {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);
  return [current, setCurrent] as const;
}
