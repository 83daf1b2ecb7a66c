import type { ReactNode } from 'react';
import { Card, CardGrid, ProductPicture, SectionTitle, type CardProps } from '@dpu/ui';
import { illustrationUrl } from '../assets/illustrations';
import type { TeaserDoc } from '../lib/teasers';
import layout from './layout.module.css';

export interface CardItem extends Omit<CardProps, 'children'> {
  key: string;
}

/** A grid of cards, one per item; the grid's accessible name is `label`. */
export function CardList({
  items,
  label,
  columns = 3,
}: {
  items: readonly CardItem[];
  label: string;
  columns?: 2 | 3 | 4;
}) {
  return (
    <CardGrid columns={columns} label={label}>
      {items.map(({ key, ...card }) => (
        <Card key={key} {...card} />
      ))}
    </CardGrid>
  );
}

interface PageSectionProps {
  /** The section's heading (h2), also the name of its card grid. */
  title?: string;
  subtitle?: string;
  /** The tinted background, to set a section apart from its neighbours. */
  alt?: boolean;
  children: ReactNode;
}

/** A full-width band of a content page holding a centred column. */
export function PageSection({ title, subtitle, alt = false, children }: PageSectionProps) {
  return (
    <section className={alt ? layout.sectionAlt : layout.section}>
      <div className={layout.container}>
        {title && <SectionTitle title={title} subtitle={subtitle} />}
        {children}
      </div>
    </section>
  );
}

/**
 * A card of a collection entry (solution, case, white paper) linking to its page, with the
 * drawing of the product it is about (its illustration when it names none).
 */
export function teaserCard(doc: TeaserDoc, route: (slug: string) => string): CardItem {
  const product = doc.products?.[0];
  return {
    key: doc.slug,
    title: doc.title,
    text: doc.description,
    meta: doc.industry,
    to: route(doc.slug),
    image: illustrationUrl(doc.illustration),
    media: product ? <ProductPicture productKey={product} frame="bare" decorative /> : undefined,
  };
}
