import { useCallback } from 'react';
import { useNavigate } from '@dpu/router';
import { PRODUCT_STACK_PATH } from '@dpu/contracts';
import { writeStored } from '@dpu/session';

/**
 * docs/site.md §4 'Customer-support button' / guard Reading B: to /login with path '/contact' and
 * backPath the page to come back to ('/' when it is /productStack).
 */
export function rememberForLogin(backPath: string): void {
  writeStored('path', '/contact');
  writeStored('backPath', backPath === PRODUCT_STACK_PATH ? '/' : backPath);
}

export function useGoToLogin(): (backPath: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (backPath: string) => {
      rememberForLogin(backPath);
      navigate('/login');
    },
    [navigate],
  );
}
