import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popover, menu or dialog the way keyboard and pointer users expect: Escape
 * closes it and gives focus back to the control that opened it; a click, tap or focus
 * outside `container` closes it.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !container.current?.contains(target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger?.current?.focus();
    };
    const onPointer = (event: PointerEvent) => outside(event.target) && close();
    const onFocus = (event: FocusEvent) => outside(event.target) && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close, container, trigger]);
}
