import { useContent } from '@dpu/ui';

// Copy of a section landing (content/pages/<name>.yaml): its title for breadcrumbs and the
// closing call to action of its detail pages.

export interface SectionCopy {
  title: string;
  subtitle?: string;
  description?: string;
  cta?: { title: string; text?: string; action: { label: string; to: string } };
  [key: string]: unknown;
}

export function useSectionCopy(name: string): SectionCopy | undefined {
  const state = useContent<SectionCopy>(`/pages/${name}`);
  return state.status === 'ready' ? state.data : undefined;
}
