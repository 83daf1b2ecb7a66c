import { screen, within } from '@testing-library/react';
import { expectLink, fakeSiteApi, roleTexts, type FakeDoc } from '@dpu/test-utils';
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
    const results = await screen.findByRole('region', { name: '搜索结果' });
    // jsdom names a link with a <mark> inside with a space at the mark's edge; browsers do not
    expectLink(results, /^裸金属\s?云服务$/, '/case/bareMetalServices');
    expectLink(results, /^裸金属\s?联合验证$/, '/news/newsDetails?id=bare-metal');
    expect(screen.getByText('找到 2 条相关结果')).toBeVisible();
    expect(contentQueries).toContainEqual({
      path: '/',
      query: { deep: true, search: { query: '裸金属' }, only: ['title', 'description', 'path'] },
    });
    expect(screen.getByRole('searchbox', { name: '搜索关键词' })).toHaveValue('裸金属');
  });

  it('when a search finds several types, then results are grouped, filterable and the words marked', async () => {
    fakeSiteApi({
      content: [...DOCS, { path: '/products/conflux2200E', title: '裸金属 CONFLUX-2200E' }],
    });
    renderRoute('/search?q=裸金属');
    const results = await screen.findByRole('region', { name: '搜索结果' });
    expect(roleTexts(results, 'heading', { level: 2 })).toEqual(['产品', '案例', '新闻']);
    expect(results.querySelectorAll('mark')[0]?.textContent).toBe('裸金属');
    const filter = screen.getByRole('navigation', { name: '按类型筛选' });
    expectLink(filter, '全部（3）', '/search?q=%E8%A3%B8%E9%87%91%E5%B1%9E');
    expectLink(filter, '新闻（1）', '/search?q=%E8%A3%B8%E9%87%91%E5%B1%9E&type=news');
  });

  it('when a type is chosen, then only that type shows', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/search?q=裸金属&type=news');
    const results = await screen.findByRole('region', { name: '搜索结果' });
    expect(roleTexts(results, 'link')).toEqual(['裸金属联合验证']);
    expect(screen.getByRole('link', { name: '新闻（1）' })).toHaveAttribute('aria-current', 'true');
  });

  it('when more than ten match, then the results are paged', async () => {
    const news = Array.from({ length: 12 }, (_, i) => ({
      path: `/news/n${i}`,
      title: `裸金属新闻${i}`,
    }));
    fakeSiteApi({ content: [...DOCS, ...news] });
    renderRoute('/search?q=裸金属&type=news&page=2');
    const results = await screen.findByRole('region', { name: '搜索结果' });
    expect(within(results).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeVisible();
  });

  it('when the page is opened with keyword=, then it searches that and the address becomes q=', async () => {
    const { contentQueries } = fakeSiteApi({ content: DOCS });
    renderRoute('/search?keyword=裸金属');
    await screen.findByRole('region', { name: '搜索结果' });
    expect(contentQueries).toContainEqual(
      expect.objectContaining({ query: expect.objectContaining({ search: { query: '裸金属' } }) }),
    );
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
