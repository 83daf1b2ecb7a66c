export {
  BUY_PATH,
  BuyCertifyDialog,
  CERTIFY_PATH,
  certifyUrl,
  DIALOG_BUTTONS,
  DIALOG_MESSAGE,
  type BuyCertifyDialogProps,
} from './buy-certify-dialog';
export { default } from './buy-certify-dialog';
