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
});
