import { useContent } from '@dpu/ui';
import { FAMILY_FIELDS, type BuyerCopy, type FamilyMember } from './types';

export function useBuyerCopy(): BuyerCopy | undefined {
  const state = useContent<BuyerCopy>('/pages/product-buyer');
  return state.status === 'ready' ? state.data : undefined;
}

/** Every product document's card and comparison facts (one query for the whole catalogue). */
export function useFamily(): FamilyMember[] | undefined {
  const state = useContent<FamilyMember[]>('/products', { only: FAMILY_FIELDS });
  return state.status === 'ready' && Array.isArray(state.data) ? state.data : undefined;
}

interface SolutionHit {
  title?: string;
  path?: string;
}

/** Titles of the solutions, by slug (content/solutions/<slug>.md). */
export function useSolutionTitles(): ReadonlyMap<string, string> | undefined {
  const state = useContent<SolutionHit[]>('/solutions', { only: ['title', 'path'] });
  if (state.status !== 'ready' || !Array.isArray(state.data)) return undefined;
  return new Map(
    state.data.flatMap((hit) =>
      hit.path && hit.title ? [[hit.path.split('/').pop() ?? '', hit.title] as const] : [],
    ),
  );
}
