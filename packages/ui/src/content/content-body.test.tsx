import { screen } from '@testing-library/react';
import { renderApp } from '@dpu/test-utils';
import { ContentBody, type ContentRoot } from './content-body';

const body: ContentRoot = {
  type: 'root',
  children: [
    {
      type: 'element',
      tag: 'h2',
      props: { id: 'intro' },
      children: [{ type: 'text', value: '产品简介' }],
    },
    {
      type: 'element',
      tag: 'p',
      props: {},
      children: [
        {
          type: 'element',
          tag: 'nuxt-link',
          props: { to: '/contact' },
          children: [{ type: 'text', value: '联系我们' }],
        },
        {
          type: 'element',
          tag: 'a',
          props: { href: 'javascript:alert(1)' },
          children: [{ type: 'text', value: '坏链接' }],
        },
        {
          type: 'element',
          tag: 'a',
          props: { href: 'https://example.com' },
          children: [{ type: 'text', value: '外链' }],
        },
      ],
    },
    { type: 'element', tag: 'script', props: {}, children: [{ type: 'text', value: 'alert(1)' }] },
    {
      type: 'element',
      tag: 'img',
      props: { src: 'javascript:alert(1)', onerror: 'alert(1)' },
      children: [],
    },
  ],
};

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
    const picture: ContentRoot = {
      type: 'root',
      children: [
        {
          type: 'element',
          tag: 'picture',
          props: {},
          children: [
            {
              type: 'element',
              tag: 'source',
              props: { type: 'image/avif', srcSet: '/api/media/3/w320.avif 320w', sizes: '800px' },
              children: [],
            },
            {
              type: 'element',
              tag: 'source',
              props: { type: 'image/webp', srcSet: 'javascript:alert(1) 320w' },
              children: [],
            },
            {
              type: 'element',
              tag: 'img',
              props: { src: '/api/media/3/w960.webp', alt: '芯片' },
              children: [],
            },
          ],
        },
      ],
    };
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
