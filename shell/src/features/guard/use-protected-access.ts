import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@dpu/router';
import { findRoute } from '@dpu/contracts';
import { useSiteConfig } from '../../lib/site-config';
import { guardProtectedPath } from './guard';

/**
 * Runs the guard on every navigation to a protected path and tells the layout whether the
 * page may render: nothing of a protected page shows until the check answered 'yes'.
 */
export function useProtectedAccess(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const { routes } = useSiteConfig();
  const guarded = findRoute(routes, location.pathname)?.route.protected === true;
  const [allowedKey, setAllowedKey] = useState<string | null>(null);

  useEffect(() => {
    if (!guarded) return;
    let active = true;
    void guardProtectedPath(location.pathname, location.search).then((outcome) => {
      if (!active) return;
      if (outcome.kind === 'allow') setAllowedKey(location.key);
      else navigate(outcome.to, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [guarded, location, navigate]);

  return !guarded || allowedKey === location.key;
}
