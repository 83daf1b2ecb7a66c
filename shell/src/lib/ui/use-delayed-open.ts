import { useCallback, useEffect, useRef, useState } from 'react';
import { POPOVER_CLOSE_DELAY_MS, POPOVER_OPEN_DELAY_MS } from '@dpu/contracts';

export interface DelayedOpen {
  open: boolean;
  /** Pointer entered: open after the open delay (docs/site.md §9: 60 ms). */
  enter: () => void;
  /** Pointer left: close after the close delay (docs/site.md §9: 50 ms). */
  leave: () => void;
  /**
   * Click or tap (the mobile variant, keyboards): opens at once; a second click closes.
   * A popover the pointer opened stays open on click instead of flipping shut.
   */
  toggle: () => void;
  close: () => void;
}

/** Hover popovers of docs/site.md §9 with their open and close delays. */
export function useDelayedOpen(
  openDelay: number = POPOVER_OPEN_DELAY_MS,
  closeDelay: number = POPOVER_CLOSE_DELAY_MS,
): DelayedOpen {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByClick = useRef(false);
  const schedule = useCallback((value: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!value) openedByClick.current = false;
      setOpen(value);
    }, delay);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = useCallback(() => {
    clearTimeout(timer.current);
    const close = openedByClick.current;
    openedByClick.current = !close;
    setOpen(!close);
  }, []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    openedByClick.current = false;
    setOpen(false);
  }, []);
  return {
    open,
    enter: useCallback(() => schedule(true, openDelay), [schedule, openDelay]),
    leave: useCallback(() => schedule(false, closeDelay), [schedule, closeDelay]),
    toggle,
    close,
  };
}
