import { createElement, type ReactNode } from 'react';
import { Link } from '@dpu/router';
import type { ContentNode, ContentRoot } from '@dpu/contracts';

// Renders the Markdown body tree of the content API (Nuxt v1 shape) as React elements.
// Only allow-listed tags and attributes are rendered, so content can never inject script.

// The tree's type is the API's (@dpu/contracts); pages that hold a body take it from here too.
export type { ContentNode, ContentRoot };

const TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'sup',
  'sub',
  'span',
  'div',
  'figure',
  'figcaption',
  'input',
  // ![alt](media:12): the server renders a media-library image as <picture> of its sizes
  'picture',
  'source',
]);
const VOID = new Set(['hr', 'br', 'img', 'input', 'source']);
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;

function safeProps(tag: string, props: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof props.id === 'string') out.id = props.id;
  if (Array.isArray(props.className)) out.className = props.className.join(' ');
  if (tag === 'a' && typeof props.href === 'string' && SAFE_URL.test(props.href)) {
    out.href = props.href;
    if (/^https?:/i.test(props.href)) {
      out.target = '_blank';
      out.rel = 'noopener noreferrer';
    }
  }
  if (tag === 'img' && typeof props.src === 'string' && SAFE_URL.test(props.src)) {
    out.src = props.src;
    out.alt = typeof props.alt === 'string' ? props.alt : '';
    out.loading = 'lazy';
  }
  if (tag === 'source' && typeof props.srcSet === 'string') {
    // every candidate a site path (the media library's /api/media/…)
    const safe = props.srcSet.split(',').every((candidate) => candidate.trim().startsWith('/'));
    if (safe) out.srcSet = props.srcSet;
    if (typeof props.type === 'string') out.type = props.type;
    if (typeof props.sizes === 'string') out.sizes = props.sizes;
  }
  if (tag === 'input') {
    out.type = 'checkbox';
    out.checked = Boolean(props.checked);
    out.disabled = true;
  }
  if ((tag === 'td' || tag === 'th') && typeof props.align === 'string') {
    out.style = { textAlign: props.align };
  }
  return out;
}

function renderNode(node: ContentNode, key: number): ReactNode {
  if (node.type === 'text') return node.value;
  const children = (node.children ?? []).map(renderNode);
  if (node.tag === 'nuxt-link') {
    const to = typeof node.props?.to === 'string' ? node.props.to : '/';
    return (
      <Link key={key} to={to}>
        {children}
      </Link>
    );
  }
  if (!TAGS.has(node.tag)) return children.length ? <span key={key}>{children}</span> : null;
  const props = { key, ...safeProps(node.tag, node.props) };
  return VOID.has(node.tag)
    ? createElement(node.tag, props)
    : createElement(node.tag, props, ...children);
}

export function ContentBody({
  body,
  className,
}: {
  body: ContentRoot | undefined;
  className?: string;
}) {
  if (!body) return null;
  return <div className={className}>{body.children.map(renderNode)}</div>;
}
