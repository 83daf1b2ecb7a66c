import type { ReactNode } from 'react';
import { SectionFrame, type BreadcrumbItem } from '@dpu/ui';
import { illustrationUrl } from '../assets/illustrations';

// The about section's own menu (docs/site.md §2 About routes); /about/joinus belongs to careers.
const ABOUT_MENU = {
  label: '关于我们',
  links: [
    { to: '/about', label: '公司简介', end: true },
    { to: '/about/companyhistory', label: '发展历程' },
    { to: '/about/honor', label: '荣誉资质' },
    { to: '/about/leadership', label: '管理团队' },
    { to: '/about/joinus', label: '加入我们' },
    { to: '/about/connect', label: '联系我们' },
    { to: '/about/routeguide', label: '来访指南' },
  ],
};

interface AboutFrameProps {
  title: string;
  subtitle?: string;
  illustration?: string;
  /** Trail below '首页 > 关于我们'; the current page by default. */
  trail?: BreadcrumbItem[];
  children: ReactNode;
}

/** Banner, section menu and breadcrumbs shared by every /about page. */
export function AboutFrame({ title, subtitle, illustration, trail, children }: AboutFrameProps) {
  return (
    <SectionFrame
      title={title}
      subtitle={subtitle}
      image={illustrationUrl(illustration, 'building')}
      menu={ABOUT_MENU}
      breadcrumbs={[
        { label: '首页', to: '/' },
        { label: '关于我们', to: '/about' },
        ...(trail ?? [{ label: title }]),
      ]}
    >
      {children}
    </SectionFrame>
  );
}
