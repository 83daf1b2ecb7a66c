import { screen, within } from '@testing-library/react';
import { contentDocs, expectLink, fakeSiteApi, roleTexts, type FakeDoc } from '@dpu/test-utils';
import { renderRoute } from '../../test/render-route';

const body = { type: 'root', children: [{ type: 'element', tag: 'p', props: {}, children: [] }] };

// 14 items, one a month from 2024-01 to 2025-02; their paths are shuffled, so path order
// (the engine's natural order) is not date order
const NEWS: FakeDoc[] = Array.from({ length: 14 }, (_, i) => {
  const month = new Date(Date.UTC(2024, i, 10)).toISOString();
  return {
    path: `/news/item-${String((i * 5) % 14).padStart(2, '0')}`,
    title: `新闻 ${month.slice(0, 7)}`,
    description: `摘要 ${i}`,
    date: month,
    body,
  };
});
const DOCS: FakeDoc[] = [...NEWS, { path: '/pages/news', title: '新闻中心', subtitle: '动态' }];

function listTitles(): string[] {
  const list = screen.getByRole('list', { name: '新闻列表' });
  return roleTexts(list, 'heading');
}

describe('news list', () => {
  it('when the list opens, then it shows the six newest items, newest first', async () => {
    const { contentQueries } = fakeSiteApi({ content: DOCS });
    renderRoute('/news/newsCenter');
    await screen.findByRole('list', { name: '新闻列表' });
    expect(listTitles()).toEqual([
      '新闻 2025-02',
      '新闻 2025-01',
      '新闻 2024-12',
      '新闻 2024-11',
      '新闻 2024-10',
      '新闻 2024-09',
    ]);
    const listCall = contentQueries.find((c) => c.path === '/news' && c.query.limit);
    expect(listCall?.query).toMatchObject({ sortBy: [{ date: 'desc' }], limit: 6 });
  });

  it('when page 2 is opened, then the next six items show and the pager marks page 2', async () => {
    const { contentQueries } = fakeSiteApi({ content: DOCS });
    renderRoute('/news/newsCenter?page=2');
    await screen.findByRole('list', { name: '新闻列表' });
    expect(listTitles()[0]).toBe('新闻 2024-08');
    expect(listTitles()).toHaveLength(6);
    expect(contentQueries.some((c) => c.query.skip === 6 && c.query.limit === 6)).toBe(true);
    const pager = await screen.findByRole('navigation', { name: '分页' });
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    expectLink(pager, '第 3 页', '/news/newsCenter?page=3');
    expectLink(pager, '上一页', '/news/newsCenter');
  });

  it('when the last page is opened, then it holds the remaining items and no next link', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/news/newsCenter?page=3');
    await screen.findByRole('list', { name: '新闻列表' });
    expect(listTitles()).toEqual(['新闻 2024-02', '新闻 2024-01']);
    const pager = await screen.findByRole('navigation', { name: '分页' });
    expect(within(pager).queryByRole('link', { name: '下一页' })).toBeNull();
  });

  it('when the list opens, then the banner features the newest item about a product, with its drawing', async () => {
    // the two newest items name no product; the third names CONFLUX-2200P
    const withProducts = NEWS.map((doc, i) =>
      i === 11 ? { ...doc, products: ['conflux2200P'] } : doc,
    );
    fakeSiteApi({
      content: [...withProducts, ...DOCS.slice(NEWS.length), ...contentDocs('/products')],
    });
    renderRoute('/news/newsCenter');
    const featured = await screen.findByTestId('featured-news');
    expect(featured).toHaveAttribute('href', '/news/newsDetails?id=item-13'); // 11 × 5 mod 14
    expect(featured).toHaveTextContent('新闻 2024-12');
    expect(await within(featured).findByTestId('product-art')).toBeInTheDocument();
  });
});

describe('news detail', () => {
  it('when an item is opened, then it links to the newer item as previous and the older as next', async () => {
    fakeSiteApi({ content: DOCS });
    const middle = NEWS[5]!;
    renderRoute(`/news/newsDetails?id=${middle.path.split('/')[2]}`);
    expect(await screen.findByRole('heading', { level: 1, name: '新闻 2024-06' })).toBeVisible();
    const nav = await screen.findByRole('navigation', { name: '上一篇和下一篇' });
    expect(within(nav).getByRole('link', { name: '新闻 2024-07' })).toHaveAttribute(
      'href',
      `/news/newsDetails?id=${NEWS[6]!.path.split('/')[2]}`,
    );
    expect(within(nav).getByRole('link', { name: '新闻 2024-05' })).toHaveAttribute(
      'href',
      `/news/newsDetails?id=${NEWS[4]!.path.split('/')[2]}`,
    );
  });

  it('when the newest item is opened, then there is no previous item', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute(`/news/newsDetails?id=${NEWS[13]!.path.split('/')[2]}`);
    const nav = await screen.findByRole('navigation', { name: '上一篇和下一篇' });
    expect(within(nav).getByText('没有了')).toBeVisible();
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
  });

  it('when the id names no news item, then the 404 page shows', async () => {
    fakeSiteApi({ content: DOCS });
    renderRoute('/news/newsDetails?id=no-such-item');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('when the id is missing or tries to leave the news folder, then the 404 page shows without a request for it', async () => {
    const { contentQueries } = fakeSiteApi({ content: DOCS });
    const { unmount } = renderRoute('/news/newsDetails');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    unmount();
    renderRoute('/news/newsDetails?id=..%2Fsite');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(contentQueries.some((c) => c.path.includes('site'))).toBe(false);
  });
});
