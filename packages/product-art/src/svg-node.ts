// A drawing is a tree of SVG elements as plain data, so one drawing function serves both
// renderers: React in the browser (@dpu/ui's ArtSvg) and SVG text on the server (the Open
// Graph images). Attribute names are SVG's own (kebab-case); React's renderer converts them.

export type SvgAttrs = Readonly<Record<string, string | number | undefined>>;

export interface SvgNode {
  tag: string;
  attrs: SvgAttrs;
  children: ReadonlyArray<SvgNode | string>;
}

export function el(
  tag: string,
  attrs: SvgAttrs = {},
  ...children: ReadonlyArray<SvgNode | string | false | null | undefined>
): SvgNode {
  return {
    tag,
    attrs,
    children: children.filter((child): child is SvgNode | string => !!child || child === ''),
  };
}

/** A group of nodes; lists from map() may be spread into el() as children. */
export function g(
  attrs: SvgAttrs,
  children: ReadonlyArray<SvgNode | false | null | undefined | ''>,
): SvgNode {
  return el('g', attrs, ...children);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** SVG text of a drawing (the server's renderer). */
export function toSvgString(node: SvgNode | string): string {
  if (typeof node === 'string') return escapeXml(node);
  const attrs = Object.entries(node.attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  const inner = node.children.map(toSvgString).join('');
  return `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}

/** Rounds drawing coordinates so the markup stays short and stable between renders. */
export function r(value: number): number {
  return Math.round(value * 10) / 10;
}
