import { screen } from '@testing-library/react';
import { renderApp } from '@dpu/test-utils';
import { ContentBody, type ContentNode, type ContentRoot } from './content-body';

// Builders for body trees, so that each fixture reads like the markup it stands for.
const text = (value: string): ContentNode => ({ type: 'text', value });
const el = (
  tag: string,
  props: Record<string, unknown>,
  ...children: ContentNode[]
): ContentNode => ({ type: 'element', tag, props, children });
const root = (...children: ContentNode[]): ContentRoot => ({ type: 'root', children });

const body = root(
  el('h2', { id: 'intro' }, text('产品简介')),
  el(
    'p',
    {},
    el('nuxt-link', { to: '/contact' }, text('联系我们')),
    el('a', { href: 'javascript:alert(1)' }, text('坏链接')),
    el('a', { href: 'https://example.com' }, text('外链')),
  ),
  el('script', {}, text('alert(1)')),
  el('img', { src: 'javascript:alert(1)', onerror: 'alert(1)' }),
);

describe('ContentBody', () => {
  it('when given a body tree, then headings, site links and external links render', () => {
    renderApp(<ContentBody body={body} />);
    expect(screen.getByRole('heading', { name: '产品简介' })).toHaveAttribute('id', 'intro');
    expect(screen.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: '外链' })).toHaveAttribute('target', '_blank');
  });

  it('when the tree holds unsafe tags or URLs, then they are not rendered', () => {
    const { container } = renderApp(<ContentBody body={body} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('坏链接').closest('a')).not.toHaveAttribute('href');
    expect(container.querySelector('img')).not.toHaveAttribute('src');
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('when the tree holds a media-library <picture>, then its sources render with site URLs only', () => {
    const picture = root(
      el(
        'picture',
        {},
        el('source', { type: 'image/avif', srcSet: '/api/media/3/w320.avif 320w', sizes: '800px' }),
        el('source', { type: 'image/webp', srcSet: 'javascript:alert(1) 320w' }),
        el('img', { src: '/api/media/3/w960.webp', alt: '芯片' }),
      ),
    );
    const { container } = renderApp(<ContentBody body={picture} />);
    const sources = container.querySelectorAll('picture > source');
    expect(sources[0]).toHaveAttribute('srcset', '/api/media/3/w320.avif 320w');
    expect(sources[0]).toHaveAttribute('sizes', '800px');
    expect(sources[1]).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: '芯片' })).toHaveAttribute(
      'src',
      '/api/media/3/w960.webp',
    );
  });
});
