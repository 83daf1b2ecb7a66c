import { PRODUCTS } from '@dpu/contracts';
import { readContentYaml } from '../../test/site-api';
import { parseNavigation, type NavItem } from './navigation-content';

// content/navigation.yaml against docs/site.md §2: the menus, their groups and entries.
const nav = parseNavigation(readContentYaml('navigation'));
const menu = (title: string): NavItem => {
  const found = nav.menus.find((item) => item.title === title);
  if (!found) throw new Error(`menu ${title} missing`);
  return found;
};
const routes = (items: NavItem[]) => items.map((item) => item.to);
const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/[®™]/g, '');

describe('content/navigation.yaml (docs/site.md §2 header)', () => {
  it('when loaded, then it holds the six menus of docs/site.md §2 plus 首页, DPU芯片 and 加入我们', () => {
    expect(nav.menus.map((item) => item.title)).toEqual([
      '首页',
      'DPU芯片',
      '产品体系',
      '解决方案',
      '成功案例',
      '新闻中心',
      '文档中心',
      '加入我们',
      '关于我们',
    ]);
    expect(nav.menus.map((item) => item.key)).toEqual([
      'home',
      'dpu',
      'products',
      'solutions',
      'cases',
      'news',
      'documents',
      'joinus',
      'about',
    ]);
  });

  it('when 产品体系 is read, then it links to /product with the groups DPU芯片, DPU产品, 开发平台', () => {
    const products = menu('产品体系');
    expect(products.to).toBe('/product');
    expect(products.children.map((group) => group.title)).toEqual([
      'DPU芯片',
      'DPU产品',
      '开发平台',
    ]);
    const [chip, dpu, platform] = products.children;
    expect(chip?.children.map((item) => plain(item.title))).toEqual(['K2-Pro']);
    expect(dpu?.children.map((item) => plain(item.title))).toEqual([
      'SWIFT-2200N Pro',
      'SWIFT-NDPP',
      'FLEXFLOW-2200T',
      'FLEXFLOW-2200R',
      'CONFLUX-2200E',
      'CONFLUX-2200P',
      'CONFLUX-2200D',
    ]);
    expect(platform?.children.map((item) => plain(item.title))).toEqual([
      'HADOS',
      'SWIFT-NDPP',
      '开物数据网络开发平台',
    ]);
  });

  it('when a product entry is read, then its route is the one of PRODUCTS', () => {
    const entries = menu('产品体系').children.flatMap((group) => group.children);
    const catalogueRoutes = PRODUCTS.map((product) => product.route);
    entries.forEach((entry) => expect(catalogueRoutes).toContain(entry.to));
    expect(routes(entries)).toContain('/product/conflux2200E');
    expect(routes(entries)).toContain('/dpu/K2-Pro');
  });

  it('when 解决方案 is read, then it holds the seven /solution pages', () => {
    expect(routes(menu('解决方案').children).sort()).toEqual(
      [
        '/solution/BareMetalServices',
        '/solution/cloudSecurity',
        '/solution/DPU',
        '/solution/financialIndustry',
        '/solution/financialTrading',
        '/solution/losslessNetwork',
        '/solution/networkConvergence',
      ].sort(),
    );
  });

  it('when 成功案例 is read, then it opens with 我们的客户 and holds the seven named cases in the order of docs/site.md', () => {
    const [overview, ...cases] = menu('成功案例').children;
    expect(overview).toMatchObject({ title: '我们的客户', to: '/customer' });
    expect(routes(cases)).toEqual([
      '/case/localizationTransformation',
      '/case/bareMetalServices',
      '/case/computingNetworkIntegration',
      '/case/cloudPlatform',
      '/case/transportationSystem',
      '/case/bigData',
      '/case/database',
    ]);
  });

  it('when 新闻中心, 文档中心 and 关于我们 are read, then they link as docs/site.md §2 says', () => {
    expect(menu('新闻中心').to).toBe('/news/newsCenter');
    expect(menu('文档中心').to).toBe('/developers');
    expect(routes(menu('关于我们').children)).toEqual([
      '/about',
      '/about/leadership',
      '/about/joinus',
      '/about/connect',
      '/about/routeguide',
    ]);
  });

  it('when the footer lists are read, then there are product, solution, case and white-paper lists', () => {
    expect(nav.footer.map((list) => list.title)).toEqual([
      '产品体系',
      '解决方案',
      '成功案例',
      '白皮书',
    ]);
    nav.footer.forEach((list) => expect(list.links.length).toBeGreaterThan(0));
  });
});
