import { screen } from '@testing-library/react';
import { fakeSiteApi, type FakeDoc, expectLink } from '@dpu/test-utils';
import { renderRoute } from '../../test/render-route';

describe('search page', () => {
  const DOCS: FakeDoc[] = [
    { path: '/pages/search', title: '站内搜索', suggestions: ['裸金属'] },
    { path: '/cases/bareMetalServices', title: '裸金属云服务', description: '某云' },
    { path: '/news/bare-metal', title: '裸金属联合验证', description: '政务云' },
    { path: '/site', companyName: '某公司' },
  ];

  it('when a query is given, then the whole site is searched for three fields and hits link to their pages', async () => {
    const { contentQueries } = fakeSiteApi({ content: DOCS });
    renderRoute('/search?q=裸金属');
    const results = await screen.findByRole('list', { name: '搜索结果' });
    expectLink(results, '裸金属云服务', '/case/bareMetalServices');
    expectLink(results, '裸金属联合验证', '/news/newsDetails?id=bare-metal');
    expect(screen.getByText('找到 2 条相关结果')).toBeVisible();
    expect(contentQueries).toContainEqual({
      path: '/',
      query: { deep: true, search: { query: '裸金属' }, only: ['title', 'description', 'path'] },
    });
    expect(screen.getByRole('searchbox', { name: '搜索关键词' })).toHaveValue('裸金属');
  });

  it('when nothing matches, then the page says so', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/search?q=量子');
    expect(await screen.findByText('没有找到与“量子”相关的内容，请换个关键词试试。')).toBeVisible();
  });

  it('when no query is given, then suggestions show and nothing is searched', async () => {
    const { contentQueries } = fakeSiteApi({ content: DOCS });
    renderRoute('/search');
    expect(await screen.findByRole('link', { name: '裸金属' })).toHaveAttribute(
      'href',
      `/search?q=${encodeURIComponent('裸金属')}`,
    );
    expect(contentQueries.some((c) => c.query.search)).toBe(false);
  });
});
