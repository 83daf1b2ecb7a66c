import type { ReactNode } from 'react';
import { SectionFrame, type BreadcrumbItem } from '@dpu/ui';

// Every careers tab is marked only on its own route.
const CAREERS_MENU = {
  label: '招聘导航',
  links: [
    { to: '/about/joinus', label: '加入我们', end: true },
    { to: '/joinus/social', label: '社会招聘', end: true },
    { to: '/about/joinusSchool', label: '校园招聘', end: true },
    { to: '/joinus/school', label: '校招职位', end: true },
  ],
};

interface CareersFrameProps {
  title: string;
  subtitle?: string;
  description?: string;
  image?: string;
  /** Trail after '首页'. */
  trail: readonly BreadcrumbItem[];
  children: ReactNode;
}

/** Banner, section menu and breadcrumbs of the careers pages. */
export function CareersFrame({ trail, children, ...banner }: CareersFrameProps) {
  return (
    <SectionFrame
      {...banner}
      menu={CAREERS_MENU}
      breadcrumbs={[{ label: '首页', to: '/' }, ...trail]}
    >
      {children}
    </SectionFrame>
  );
}
