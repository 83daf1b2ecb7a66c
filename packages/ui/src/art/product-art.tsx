import { useMemo } from 'react';
import {
  describeHardware,
  productArt,
  readHardware,
  type Hardware,
  type SvgNode,
} from '@dpu/product-art';
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

interface Drawing {
  facts: Hardware;
  node: SvgNode;
  description: string;
}

/** Drawings by name and facts: a few products, drawn on every page that shows them. */
const drawings = new Map<string, Drawing | undefined>();
const KEPT_DRAWINGS = 100;

/**
 * The drawing of these facts, made once: the facts arrive as a new object with every page's
 * data, and drawing and describing them anew was a tenth of a server render of the home page.
 */
function drawingOf(hardware: unknown, name: string): Drawing | undefined {
  const key = `${name}\n${JSON.stringify(hardware) ?? ''}`;
  if (drawings.has(key)) return drawings.get(key);
  const facts = readHardware(hardware);
  const drawing = facts
    ? { facts, node: productArt(facts, name), description: describeHardware(facts, name) }
    : undefined;
  drawings.set(key, drawing);
  if (drawings.size > KEPT_DRAWINGS) drawings.delete(drawings.keys().next().value as string);
  return drawing;
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
  const drawing = useMemo(() => drawingOf(hardware, name), [hardware, name]);
  if (!drawing) return null;
  const { facts, node } = drawing;
  return (
    <span
      className={[styles.art, styles[frame], className].filter(Boolean).join(' ')}
      data-art={facts.kind}
    >
      <ArtSvg node={node} label={decorative ? '' : drawing.description} testId="product-art" />
    </span>
  );
}
