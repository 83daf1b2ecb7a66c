import { useMemo } from 'react';
import { useContent } from '@dpu/ui';
import { NAVIGATION_PATH, parseNavigation, type Navigation } from './navigation-content';

const EMPTY: Navigation = { menus: [], footer: [] };

/** The header menus and footer lists; empty while loading or when the content fails. */
export function useNavigation(): Navigation {
  const state = useContent<unknown>(NAVIGATION_PATH);
  const document = state.status === 'ready' ? state.data : undefined;
  return useMemo(() => (document ? parseNavigation(document) : EMPTY), [document]);
}
