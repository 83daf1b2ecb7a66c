import { useContent } from '@dpu/ui';
import type { JobKind } from './jobs';

// Careers copy lives in content/careers/*.yaml.
export interface CareersCopy {
  title: string;
  subtitle?: string;
  description?: string;
  [key: string]: unknown;
}

const COPY_PATH: Readonly<Record<JobKind, string>> = {
  social: '/careers/joinus',
  school: '/careers/joinusSchool',
};

export function useCareersCopy(kind: JobKind): CareersCopy | undefined {
  const state = useContent<CareersCopy>(COPY_PATH[kind]);
  return state.status === 'ready' ? state.data : undefined;
}
