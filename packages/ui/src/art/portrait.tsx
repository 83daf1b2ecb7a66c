import { useMemo } from 'react';
import { portraitSvg, readPortrait } from '@dpu/product-art';
import { ArtSvg } from './art-svg';
import styles from './art.module.css';

/** A leader's illustrated portrait from the `portrait:` facts of their content (or the slug). */
export function Portrait({
  portrait,
  slug,
  name,
  className,
}: {
  portrait: unknown;
  slug: string;
  /** Whose portrait: the accessible name is '<name>的肖像插画'; empty when the name is beside it. */
  name?: string;
  className?: string;
}) {
  const node = useMemo(() => portraitSvg(readPortrait(portrait, slug)), [portrait, slug]);
  return (
    <span className={[styles.portrait, className].filter(Boolean).join(' ')}>
      <ArtSvg node={node} label={name ? `${name}的肖像插画` : ''} testId="portrait" />
    </span>
  );
}
