import type { Stat } from '../../components/content-types';

export interface HomeAction {
  label: string;
  to: string;
}

export interface HomeSlide {
  title: string;
  subtitle?: string;
  /** Key of the product whose drawing the slide shows. */
  product?: string;
  action?: HomeAction;
}

export interface HomeContent {
  title: string;
  description?: string;
  keywords?: string;
  hero: HomeSlide[];
  products: {
    title: string;
    subtitle?: string;
    items: Array<{ key: string; text: string }>;
  };
  solutions: { title: string; subtitle?: string; items: string[] };
  cases: { title: string; subtitle?: string; items: string[] };
  stats: Stat[];
  news: { title: string; subtitle?: string };
  cta: { title: string; text?: string; action: HomeAction };
}
