import { useCallback, useState } from 'react';
import { useNavigate } from '@dpu/router';
import { checkProductAccessOrLogin } from '@dpu/api-client';
import { AUTH_YES, PRODUCT_STACK_PATH, type SelectedProduct } from '@dpu/contracts';
import { useHasToken } from '@dpu/session';
import { useGoToLogin } from '../../lib/session-access';

export const CUSTOMER_HOME_PATH = '/productStack/customer';

export function customerHomeUrl(proId: string): string {
  return `${CUSTOMER_HOME_PATH}?${new URLSearchParams({ proId }).toString()}`;
}

/**
 * The action 'drivers and manuals' of one product (docs/site.md §4 'Customer-support button',
 * 'Product authorisation check'): logged out → /login; authorised → the customer home;
 * otherwise the buy/certify dialog for that product.
 */
export function useOpenMaterials() {
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const hasToken = useHasToken();
  const [dialogFor, setDialogFor] = useState<SelectedProduct | null>(null);
  const [checking, setChecking] = useState<string | null>(null);

  const open = useCallback(
    async (product: SelectedProduct) => {
      if (!hasToken) return goToLogin(PRODUCT_STACK_PATH);
      setChecking(product.proId);
      const result = await checkProductAccessOrLogin(product.proId);
      setChecking(null);
      if (result === 'login') goToLogin(PRODUCT_STACK_PATH);
      else if (result === AUTH_YES) navigate(customerHomeUrl(product.proId));
      else setDialogFor({ series: product.series, proId: product.proId });
    },
    [hasToken, goToLogin, navigate],
  );

  return { open, checking, dialogFor, closeDialog: () => setDialogFor(null) };
}
