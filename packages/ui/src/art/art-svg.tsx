import { createElement, type ReactNode } from 'react';
import type { SvgNode } from '@dpu/product-art';

// React's renderer of @dpu/product-art's drawings (the server writes the same tree as SVG
// text for the Open Graph images): SVG's kebab-case attributes become React's camelCase
// props; aria-* and data-* stay as they are.

/** Attribute names repeat across every drawing: each is converted once. */
const propNames = new Map<string, string>();

function propName(name: string): string {
  let prop = propNames.get(name);
  if (prop === undefined) {
    if (name === 'class') prop = 'className';
    else if (name.startsWith('aria-') || name.startsWith('data-')) prop = name;
    else prop = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    propNames.set(name, prop);
  }
  return prop;
}

function render(node: SvgNode | string, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    if (value !== undefined) props[propName(name)] = value;
  }
  return createElement(node.tag, props, ...node.children.map((child, i) => render(child, i)));
}

/**
 * A drawing's elements, made once per drawing: React elements are immutable, so a drawing
 * kept by its maker (product-art.tsx) is not turned into elements again on every render
 * (on the server that was a tenth of an uncached home page's CPU).
 */
const elementsOf = new WeakMap<
  SvgNode,
  { attrs: Record<string, unknown>; children: ReactNode[] }
>();

function elements(node: SvgNode) {
  let made = elementsOf.get(node);
  if (!made) {
    made = {
      attrs: Object.fromEntries(
        Object.entries(node.attrs).map(([name, value]) => [propName(name), value]),
      ),
      children: node.children.map((child, i) => render(child, i)),
    };
    elementsOf.set(node, made);
  }
  return made;
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
  const { attrs, children } = elements(node);
  return createElement(
    'svg',
    {
      ...attrs,
      ...a11y,
      className,
      'data-testid': testId,
      preserveAspectRatio: 'xMidYMid meet',
      focusable: 'false',
    },
    ...children,
  );
}
