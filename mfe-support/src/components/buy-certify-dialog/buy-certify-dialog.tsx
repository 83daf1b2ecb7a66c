import { useEffect, useRef } from 'react';
import { useNavigate } from '@dpu/router';
import type { SelectedProduct } from '@dpu/contracts';
import { readStored } from '@dpu/session';
import { buttonClassName, useScrollLock } from '@dpu/ui';
import styles from './buy-certify-dialog.module.css';

// docs/site.md §1, §2 'Buy/certify dialog' — the message and the button labels, letter for letter.
export const DIALOG_MESSAGE = '请购买或认证产品后，获取产品驱动与手册。';
export const DIALOG_BUTTONS = { cancel: '取消', buy: '去购买', certify: '去认证' } as const;
export const CERTIFY_PATH = '/productStack/customerVerify';
export const BUY_PATH = '/contact';

export interface BuyCertifyDialogProps {
  open: boolean;
  /** docs/site.md §3 Selected product: where certification starts. */
  selected: SelectedProduct | null;
  /** Called after any button has done its part; the caller hides the dialog. */
  onClose?: () => void;
}

export function certifyUrl({ series, proId }: SelectedProduct): string {
  const query = new URLSearchParams({ series, proId });
  return `${CERTIFY_PATH}?${query.toString()}`;
}

/**
 * Shown to a logged-in user without rights to a product (docs/site.md §2, §4):
 * cancel → backPath (or '/'), buy → /contact in a new tab, certify → certification page.
 */
export function BuyCertifyDialog({ open, selected, onClose }: BuyCertifyDialogProps) {
  const navigate = useNavigate();
  useScrollLock(open);

  const cancel = () => {
    onClose?.();
    navigate(readStored('backPath') || '/');
  };
  const buy = () => {
    window.open(BUY_PATH, '_blank', 'noopener');
  };
  const certify = () => {
    onClose?.();
    if (selected) navigate(certifyUrl(selected));
  };

  return open ? (
    <Dialog canCertify={selected !== null} onCancel={cancel} onBuy={buy} onCertify={certify} />
  ) : null;
}

/**
 * The browser's own modal dialog: the page behind is inert and focus starts inside; a click
 * beside it does nothing, and Escape is the keyboard's 取消 (and does what 取消 does).
 */
function Dialog({
  canCertify,
  onCancel,
  onBuy,
  onCertify,
}: {
  canCertify: boolean;
  onCancel: () => void;
  onBuy: () => void;
  onCertify: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // a browser without modal dialogs (jsdom in tests) shows it in place
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="buy-certify-title"
      aria-describedby="buy-certify-message"
      // the browser's own Escape handling would close it without going to backPath
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="buy-certify-title" className={styles.title}>
        提示
      </h2>
      <p id="buy-certify-message" data-testid="buy-certify-message" className={styles.message}>
        {DIALOG_MESSAGE}
      </p>
      <div className={styles.footer}>
        <button type="button" className={buttonClassName('outline', 'small')} onClick={onCancel}>
          {DIALOG_BUTTONS.cancel}
        </button>
        <button type="button" className={buttonClassName('outline', 'small')} onClick={onBuy}>
          {DIALOG_BUTTONS.buy}
        </button>
        <button
          type="button"
          className={buttonClassName('primary', 'small')}
          onClick={onCertify}
          disabled={!canCertify}
        >
          {DIALOG_BUTTONS.certify}
        </button>
      </div>
    </dialog>
  );
}

// Module Federation expose './BuyCertifyDialog' loads the default export.
export default BuyCertifyDialog;
