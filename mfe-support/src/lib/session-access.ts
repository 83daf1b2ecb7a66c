import { useCallback } from 'react';
import { useNavigate } from '@dpu/router';
import { LOGIN_PAGE_PATH, rememberLoginReturn } from '@dpu/session';

/**
 * docs/site.md §4 'Customer-support button' / guard Reading B: to /login with path '/contact' and
 * backPath the page to come back to ('/' when it is /productStack).
 */
export function useGoToLogin(): (backPath: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (backPath: string) => {
      rememberLoginReturn(backPath);
      navigate(LOGIN_PAGE_PATH);
    },
    [navigate],
  );
}
