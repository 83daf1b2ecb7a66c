import { useMemo } from 'react';
import { describeHardware, productArt, readHardware } from '@dpu/product-art';
import { ArtSvg } from './art-svg';
import styles from './art.module.css';

export interface ProductArtProps {
  /** The `hardware:` facts of the product's content document (read defensively). */
  hardware: unknown;
  /** The product's name: printed on the board and part of the accessible name. */
  name: string;
  /** 'panel': on its own tinted panel (cards, tables); 'bare': on the banner's own colour. */
  frame?: 'panel' | 'bare';
  /** Leave the drawing out of the accessibility tree when the name is said beside it. */
  decorative?: boolean;
  className?: string;
}

/**
 * A product's picture, drawn from its hardware: the one illustration of a product in heroes,
 * product cards, the product system and comparisons. A product without hardware facts gets
 * no picture rather than a placeholder.
 */
export function ProductArt({
  hardware,
  name,
  frame = 'panel',
  decorative = false,
  className,
}: ProductArtProps) {
  const facts = useMemo(() => readHardware(hardware), [hardware]);
  const node = useMemo(() => (facts ? productArt(facts, name) : undefined), [facts, name]);
  if (!facts || !node) return null;
  return (
    <span
      className={[styles.art, styles[frame], className].filter(Boolean).join(' ')}
      data-art={facts.kind}
    >
      <ArtSvg
        node={node}
        label={decorative ? '' : describeHardware(facts, name)}
        testId="product-art"
      />
    </span>
  );
}
