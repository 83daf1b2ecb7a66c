import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_STACK_PATH } from '@dpu/contracts';
import { readStored, useSession, writeStored } from '@dpu/session';

/** spec §6: 'logged in' means holding a token (session value, else local storage). */
export function useHasToken(): boolean {
  const value = useSession((state) => state.token.value);
  return Boolean(value ?? readStored('token'));
}

/**
 * spec §4 'Customer-support button' / guard Reading B: to /login with path '/contact' and
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
