import { screen } from '@testing-library/react';
import { fakeSiteApi } from '@dpu/test-utils';
import { renderRoute } from './test/render-route';

describe('marketing routes', () => {
  it('when a path no route claims is opened, then the 404 page shows without asking for content', async () => {
    const { contentQueries } = fakeSiteApi({ content: [] });
    renderRoute('/about/nothing-here');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(contentQueries.filter((c) => c.path !== '/site')).toEqual([]);
  });

  // the detail routes are patterns: a slug is a page while its document is published
  it.each([
    ['/solution/notASolution', '/solutions/notASolution'],
    ['/case/notACase', '/cases/notACase'],
    ['/whitepaper/nope', '/whitepapers/nope'],
  ])('when %s has no published document, then the 404 page shows', async (url, document) => {
    const { contentQueries } = fakeSiteApi({ content: [] });
    renderRoute(url);
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(contentQueries.map((c) => c.path)).toContain(document);
  });

  it('when a case published after the build is opened, then its page shows', async () => {
    fakeSiteApi({
      content: [
        {
          path: '/cases/edgeGateway',
          slug: 'edgeGateway',
          title: '边缘网关加速',
          industry: '制造',
          description: '工厂边缘网关的 DPU 卸载',
          body: { type: 'root', children: [] },
        },
      ],
    });
    renderRoute('/case/edgeGateway');
    expect(await screen.findByRole('heading', { level: 1, name: '边缘网关加速' })).toBeVisible();
  });

  it('when a solution page opens, then its title, features and related product links show', async () => {
    fakeSiteApi({
      content: [
        {
          path: '/solutions/DPU',
          title: 'DPU 通用基础设施卸载方案',
          description: '说明',
          features: [{ title: '释放 CPU 算力', text: '卸载' }],
          products: ['conflux2200E'],
          body: { type: 'root', children: [] },
        },
      ],
    });
    renderRoute('/solution/DPU');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'DPU 通用基础设施卸载方案' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: '释放 CPU 算力' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'CONFLUX-2200E' })).toHaveAttribute(
      'href',
      '/product/conflux2200E',
    );
  });

  it('when a video id is unknown, then the 404 page shows', async () => {
    fakeSiteApi({
      content: [
        {
          path: '/videos/289',
          id: 289,
          title: '介绍',
          src: '/data/file/video/a.mp4',
          date: '2024-01-01',
        },
      ],
    });
    renderRoute('/video/video_detail?id=999');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
  });

  it('when video 289 is opened, then its player shows', async () => {
    fakeSiteApi({
      content: [
        {
          path: '/videos/289',
          id: 289,
          title: '介绍视频',
          src: ['/data/file/video/a.webm', '/data/file/video/a.mp4'],
          date: '2024-01-01',
        },
      ],
    });
    const { container } = renderRoute('/video/video_detail?id=289');
    expect(await screen.findByRole('heading', { level: 1, name: '介绍视频' })).toBeVisible();
    const sources = container.querySelectorAll('video source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual([
      'video/webm',
      'video/mp4',
    ]);
  });
});
