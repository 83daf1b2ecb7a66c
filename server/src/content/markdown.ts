import { mediaPicture, type ContentNode, type ContentRoot } from '@dpu/contracts';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Markdown → the Nuxt Content v1 body shape (docs/content-query.md part B §8): element nodes
// {type:'element', tag, props, children}, text nodes {type:'text', value}; site-relative
// links become 'nuxt-link' with props.to. The front end renders this tree with a tag
// allow-list, so no HTML string from content ever reaches innerHTML.

export interface TocEntry {
  id: string;
  depth: number;
  text: string;
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** What an article column shows an image at: the full column up to its 800 px. */
const MEDIA_SIZES = '(max-width: 840px) 100vw, 800px';

/**
 * `![alt](media:12)`: an image of the media library as a <picture> of its responsive sizes
 * (AVIF, then WebP; the server makes them on first request), lazily loaded.
 */
function mediaImage(id: number, alt: unknown): ContentNode {
  const picture = mediaPicture(id);
  return {
    type: 'element',
    tag: 'picture',
    props: {},
    children: [
      ...picture.sources.map((source): ContentNode => ({
        type: 'element',
        tag: 'source',
        props: { type: source.type, srcSet: source.srcSet, sizes: MEDIA_SIZES },
        children: [],
      })),
      {
        type: 'element',
        tag: 'img',
        props: { src: picture.src, alt: typeof alt === 'string' ? alt : '' },
        children: [],
      },
    ],
  };
}

function convert(node: ElementContent): ContentNode | undefined {
  if (node.type === 'text') return { type: 'text', value: node.value };
  if (node.type !== 'element') return undefined;
  const element = node as Element;
  const media =
    element.tagName === 'img' && /^media:(\d{1,15})$/.exec(String(element.properties.src));
  if (media) return mediaImage(Number(media[1]), element.properties.alt);
  const props: Record<string, unknown> = { ...element.properties };
  let tag = element.tagName;
  if (/^h[1-6]$/.test(tag)) props.id ??= slugify(element.children.map(textOf).join(''));
  if (tag === 'a' && typeof props.href === 'string' && props.href.startsWith('/')) {
    tag = 'nuxt-link';
    props.to = props.href;
    delete props.href;
  }
  return {
    type: 'element',
    tag,
    props,
    children: element.children.map(convert).filter((c): c is ContentNode => c !== undefined),
  };
}

export function markdownToBody(markdown: string): ContentRoot {
  const hast = processor.runSync(processor.parse(markdown)) as HastRoot;
  return {
    type: 'root',
    children: (hast.children as ElementContent[])
      .map(convert)
      .filter((c): c is ContentNode => c !== undefined && !(c.type === 'text' && c.value === '\n')),
  };
}

function plainText(node: ContentNode): string {
  return node.type === 'text' ? node.value : node.children.map(plainText).join('');
}

/** h2 and h3 among the root's children (tocDepth 3). */
export function tableOfContents(body: ContentRoot): TocEntry[] {
  return body.children.flatMap((node) =>
    node.type === 'element' && (node.tag === 'h2' || node.tag === 'h3')
      ? [{ id: String(node.props.id ?? ''), depth: Number(node.tag[1]), text: plainText(node) }]
      : [],
  );
}

export const EXCERPT_SEPARATOR = '<!--more-->';

export function excerptDescription(markdown: string): {
  excerpt?: ContentRoot;
  description: string;
} {
  const index = markdown.indexOf(EXCERPT_SEPARATOR);
  if (index === -1) return { description: '' };
  const excerpt = markdownToBody(markdown.slice(0, index));
  return { excerpt, description: excerpt.children.map(plainText).join('').trim() };
}
