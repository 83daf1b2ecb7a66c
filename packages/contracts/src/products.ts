// The product catalogue: one list for the server (grants, materials, files) and the front
// end (product pages, the customer area, the buy/certify dialog). proIds are stable
// 32-hex ids (docs/site.md §3 Selected product); never change one once customers hold grants.

export interface CatalogueProduct {
  /** Route key and content key, e.g. 'conflux2200E' (also the pdf key of its handbook). */
  key: string;
  /** docs/site.md §3 series, e.g. 'conflux'. */
  series: string;
  proId: string;
  /** Display name as in the header menu. */
  name: string;
  /** Menu group of docs/site.md §2. */
  group: 'chip' | 'dpu' | 'platform' | 'ipcore';
  /** Site route of the product page. */
  route: string;
}

export const PRODUCTS: readonly CatalogueProduct[] = [
  {
    key: 'K2-Pro',
    series: 'k2',
    proId: 'bb5b7a5de91afa96b83d6c3c20c80c8c',
    name: 'K2-Pro',
    group: 'chip',
    route: '/dpu/K2-Pro',
  },
  {
    key: 'swift2200N',
    series: 'swift',
    proId: '538346d7eb041d9582e91ea51b60d349',
    name: 'SWIFT-2200N Pro',
    group: 'dpu',
    route: '/product/swift2200N',
  },
  {
    key: 'ndpp',
    series: 'swift',
    proId: 'f8d42b85204fe7122c431bf27b3dc97e',
    name: 'SWIFT-NDPP',
    group: 'dpu',
    route: '/product/ndpp',
  },
  {
    key: 'flexflow2200T',
    series: 'flexflow',
    proId: '630e26959bccf067e197c80603c879ae',
    name: 'FLEXFLOW-2200T',
    group: 'dpu',
    route: '/product/flexflow2200T',
  },
  {
    key: 'flexflow2200R',
    series: 'flexflow',
    proId: 'c823d444e06866a0c7feb972ee853c89',
    name: 'FLEXFLOW-2200R',
    group: 'dpu',
    route: '/product/flexflow2200R',
  },
  {
    key: 'conflux2200E',
    series: 'conflux',
    proId: '2385991fd4852682f1815000d1cc99e2',
    name: 'CONFLUX-2200E',
    group: 'dpu',
    route: '/product/conflux2200E',
  },
  {
    key: 'conflux2200P',
    series: 'conflux',
    proId: '34b8e59b38d9fcfbb3fdc6830cf1588e',
    name: 'CONFLUX-2200P',
    group: 'dpu',
    route: '/product/conflux2200P',
  },
  {
    key: 'conflux2200D',
    series: 'conflux',
    proId: '4146ff94b196adb05f376c8ed135a9e9',
    name: 'CONFLUX-2200D',
    group: 'dpu',
    route: '/product/conflux2200D',
  },
  {
    key: 'devops',
    series: 'hados',
    proId: '0f06b0b11ea41bca739de394b5184ec8',
    name: 'HADOS',
    group: 'platform',
    route: '/product/devops',
  },
  {
    key: 'DNDP',
    series: 'dndp',
    proId: 'ef8787ecb2fdcbbf0352263d2b50de2d',
    name: '开物数据网络开发平台',
    group: 'platform',
    route: '/product/DNDP',
  },
  {
    key: 'swiftip1900t',
    series: 'ipcore',
    proId: 'fdbd2da0c6df7467efb4ee63c508d442',
    name: 'SWIFT-IP1900T',
    group: 'ipcore',
    route: '/ipcore/swiftip1900t',
  },
  {
    key: 'swiftip1900u',
    series: 'ipcore',
    proId: '342337027ae49cf80eaedf136ba6bae9',
    name: 'SWIFT-IP1900U',
    group: 'ipcore',
    route: '/ipcore/swiftip1900u',
  },
];

export function productByKey(key: string): CatalogueProduct | undefined {
  return PRODUCTS.find((product) => product.key === key);
}

export function productByProId(proId: string): CatalogueProduct | undefined {
  return PRODUCTS.find((product) => product.proId === proId);
}

export const PRO_ID_PATTERN = /^[0-9a-f]{32}$/;
