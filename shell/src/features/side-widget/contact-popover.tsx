import { useId, useRef, type ReactNode } from 'react';
import { useDelayedOpen } from '../../lib/ui/use-delayed-open';
import { useDismiss } from '../../lib/ui/use-dismiss';
import styles from './side-widget.module.css';

interface ContactPopoverProps {
  mobile: boolean;
  label: string;
  icon: ReactNode;
  content: ReactNode;
}

/** A widget entry with a popover: hover with the docs/site.md §9 delays, or a tap on mobile. */
export function ContactPopover({ mobile, label, icon, content }: ContactPopoverProps) {
  const popover = useDelayedOpen();
  const id = useId();
  const holder = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(popover.open, popover.close, holder, trigger);
  const hover = mobile ? {} : { onMouseEnter: popover.enter, onMouseLeave: popover.leave };
  return (
    <div className={styles.holder} ref={holder} {...hover}>
      <button
        ref={trigger}
        type="button"
        className={styles.entry}
        aria-label={label}
        aria-expanded={popover.open}
        aria-controls={id}
        onClick={popover.toggle}
      >
        {icon}
        <span className={styles.label}>{label}</span>
      </button>
      {popover.open && (
        <div id={id} role="dialog" aria-label={label} className={styles.popover}>
          {content}
        </div>
      )}
    </div>
  );
}
