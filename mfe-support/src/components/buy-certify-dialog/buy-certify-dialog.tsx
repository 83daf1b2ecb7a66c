import { Button, Modal } from 'antd';
import { useNavigate } from '@dpu/router';
import type { SelectedProduct } from '@dpu/contracts';
import { readStored } from '@dpu/session';
import { useScrollLock } from '@dpu/ui';
import { BrandProvider } from '@dpu/ui/form';

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

  return (
    // autoInsertSpace off: the labels stay exactly '取消' etc. (antd would show '取 消')
    <BrandProvider>
      <Modal
        open={open}
        title="提示"
        centered
        closable={false}
        mask={{ closable: false }}
        // Escape is the keyboard's 取消 (and does what 取消 does)
        onCancel={cancel}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={cancel}>
            {DIALOG_BUTTONS.cancel}
          </Button>,
          <Button key="buy" onClick={buy}>
            {DIALOG_BUTTONS.buy}
          </Button>,
          <Button key="certify" type="primary" onClick={certify} disabled={!selected}>
            {DIALOG_BUTTONS.certify}
          </Button>,
        ]}
      >
        <p data-testid="buy-certify-message">{DIALOG_MESSAGE}</p>
      </Modal>
    </BrandProvider>
  );
}

// Module Federation expose './BuyCertifyDialog' loads the default export.
export default BuyCertifyDialog;
