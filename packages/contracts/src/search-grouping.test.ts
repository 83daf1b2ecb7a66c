import {
  groupSearchResults,
  markTerms,
  searchPageHref,
  searchPageView,
  searchTypeOf,
} from './search-grouping';

const result = (title: string, route: string) => ({ title, description: '', route });

describe('search grouping', () => {
  it.each([
    ['/product/conflux2200E', 'product'],
    ['/dpu/K2-Pro', 'product'],
    ['/ipcore/swiftip1900t', 'product'],
    ['/solution/DPU', 'solution'],
    ['/case/bigData', 'case'],
    ['/news/newsDetails?id=x', 'news'],
    ['/whitepaper/IoD', 'whitepaper'],
    ['/video/video_detail?id=289', 'video'],
    ['/developers/developersDetails?id=a', 'document'],
    ['/joinus/social/socialdetail?id=social-dpu-architect', 'job'],
    ['/about/joinusSchool', 'job'],
    ['/about/leadership/x', 'company'],
    ['/', 'other'],
  ])('when a hit links to %s, then its type is %s', (route, type) => {
    expect(searchTypeOf(route)).toBe(type);
  });

  it('when the query names a product, then products come first, the named one at their head', () => {
    const groups = groupSearchResults(
      [
        result('DPU 架构师', '/joinus/social/socialdetail?id=a'),
        result('裸金属方案', '/solution/BareMetalServices'),
        result('CONFLUX-2200P', '/product/conflux2200P'),
        result('CONFLUX-2200E', '/product/conflux2200E'),
      ],
      '2200e',
    );
    expect(groups.map((g) => g.label)).toEqual(['产品', '招聘', '解决方案']);
    expect(groups[0]?.results.map((r) => r.title)).toEqual(['CONFLUX-2200E', 'CONFLUX-2200P']);
  });

  it('when the query names no product, then groups keep the order of their best hit', () => {
    const groups = groupSearchResults(
      [result('招聘', '/joinus/social/socialdetail?id=a'), result('某产品', '/product/ndpp')],
      '招聘',
    );
    expect(groups.map((g) => g.type)).toEqual(['job', 'product']);
  });

  it('when results fill several pages, then one page holds ten, filtered by type', () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      result(`新闻${i}`, `/news/newsDetails?id=${i}`),
    );
    const groups = groupSearchResults([...many, result('K2', '/dpu/K2-Pro')], 'x');
    const all = searchPageView(groups, '', 3);
    expect(all).toMatchObject({ total: 24, matching: 24, page: 3, pages: 3 });
    expect(all.groups.map((g) => [g.type, g.results.length])).toEqual([
      ['news', 3],
      ['product', 1],
    ]);
    const news = searchPageView(groups, 'news', 9);
    expect(news).toMatchObject({ matching: 23, page: 3, pages: 3 });
    expect(news.counts).toEqual([
      { type: 'news', label: '新闻', count: 23 },
      { type: 'product', label: '产品', count: 1 },
    ]);
  });

  it('when a page URL is made, then the first page and no filter are left out', () => {
    expect(searchPageHref('DPU 卡')).toBe('/search?q=DPU+%E5%8D%A1');
    expect(searchPageHref('DPU', 'news', 2)).toBe('/search?q=DPU&type=news&page=2');
  });

  it('when text holds a word of the query in any case, then that word is marked', () => {
    expect(markTerms('dpu 卡与 DPU 芯片', ['DPU'])).toEqual([
      { text: 'dpu', mark: true },
      { text: ' 卡与 ', mark: false },
      { text: 'DPU', mark: true },
      { text: ' 芯片', mark: false },
    ]);
    expect(markTerms('a+b (c)', ['(c)'])).toEqual([
      { text: 'a+b ', mark: false },
      { text: '(c)', mark: true },
    ]);
  });
});
