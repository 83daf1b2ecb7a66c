import { toSearchResults } from './site-search';

describe('search results mapping', () => {
  it.each([
    ['/news/conflux-2200p-launch', '/news/newsDetails?id=conflux-2200p-launch'],
    ['/cases/bareMetalServices', '/case/bareMetalServices'],
    // published in the studio after the build: every published case has its page
    ['/cases/edgeGateway', '/case/edgeGateway'],
    ['/solutions/smartFactory', '/solution/smartFactory'],
    ['/whitepapers/edgeComputing', '/whitepaper/edgeComputing'],
    ['/solutions/cloudSecurity', '/solution/cloudSecurity'],
    ['/whitepapers/IoD', '/whitepaper/IoD'],
    ['/videos/289', '/video/video_detail?id=289'],
    ['/developers/flow-table-offload', '/developers/developersDetails?id=flow-table-offload'],
    ['/leaders/zhouqihang', '/about/leadership/zhouqihang'],
    ['/jobs/school-ic-design', '/joinus/school/schooldetail?id=school-ic-design'],
    ['/jobs/social-dpu-architect', '/joinus/social/socialdetail?id=social-dpu-architect'],
    ['/products/conflux2200E', '/product/conflux2200E'],
    ['/about/history', '/about/companyhistory'],
    ['/about/routeguide', '/about/routeguide'],
    ['/protocol/agreementSecret', '/protocol/agreementSecret'],
    ['/pages/incentivePrograms', '/developers/incentivePrograms'],
    ['/careers/joinusSchool', '/about/joinusSchool'],
    ['/home', '/'],
  ])('when a hit is %s, then it links to %s', (path, route) => {
    expect(toSearchResults([{ path, title: '标题', description: '描述' }])).toEqual([
      { title: '标题', description: '描述', route },
    ]);
  });

  it('when hits are not pages of their own, then they are left out', () => {
    const hits = [
      { path: '/site', title: undefined },
      { path: '/navigation', title: '导航' },
      { path: '/support/downloads', title: '客户区' },
      { path: '/products/no-such-product', title: '未知产品' },
      { path: '/news/x', title: '' },
    ];
    expect(toSearchResults(hits)).toEqual([]);
  });

  it('when two hits show on one page, then the page is listed once', () => {
    const hits = [
      { path: '/about/intro', title: '公司简介' },
      { path: '/about/intro', title: '公司简介' },
    ];
    expect(toSearchResults(hits)).toHaveLength(1);
  });
});
