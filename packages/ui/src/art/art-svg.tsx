import { createElement, type ReactNode } from 'react';
import type { SvgNode } from '@dpu/product-art';

// React's renderer of @dpu/product-art's drawings (the server writes the same tree as SVG
// text for the Open Graph images): SVG's kebab-case attributes become React's camelCase
// props; aria-* and data-* stay as they are.

function propName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('aria-') || name.startsWith('data-')) return name;
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function render(node: SvgNode | string, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    if (value !== undefined) props[propName(name)] = value;
  }
  return createElement(node.tag, props, ...node.children.map((child, i) => render(child, i)));
}

export interface ArtSvgProps {
  /** The drawing's root <svg> node. */
  node: SvgNode;
  /** What the drawing shows, for screen readers; empty when text beside it says it. */
  label: string;
  className?: string;
  testId?: string;
}

/** A drawing of @dpu/product-art as an inline <svg> that scales to its box. */
export function ArtSvg({ node, label, className, testId }: ArtSvgProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return createElement(
    'svg',
    {
      ...Object.fromEntries(
        Object.entries(node.attrs).map(([name, value]) => [propName(name), value]),
      ),
      ...a11y,
      className,
      'data-testid': testId,
      preserveAspectRatio: 'xMidYMid meet',
      focusable: 'false',
    },
    ...node.children.map((child, i) => render(child, i)),
  );
}
