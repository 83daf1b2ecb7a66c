import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isProtectedPath } from '@dpu/contracts';
import { guardProtectedPath } from './guard';

/**
 * Runs the guard on every navigation to a protected path and tells the layout whether the
 * page may render: nothing of a protected page shows until the check answered 'yes'.
 */
export function useProtectedAccess(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const guarded = isProtectedPath(location.pathname);
  const [allowedKey, setAllowedKey] = useState<string | null>(null);

  useEffect(() => {
    if (!isProtectedPath(location.pathname)) return;
    let active = true;
    void guardProtectedPath(location.pathname, location.search).then((outcome) => {
      if (!active) return;
      if (outcome.kind === 'allow') setAllowedKey(location.key);
      else navigate(outcome.to, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [location, navigate]);

  return !guarded || allowedKey === location.key;
}
