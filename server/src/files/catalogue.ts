import { HANDBOOK_PDF_IDS, PRODUCTS, type CatalogueProduct } from '@dpu/contracts';

// The files catalogue (docs/decisions.md): stable numeric ids, an optional pdf key, the
// product (null = public) and where the file lives. The bytes are made at build time from
// the content (generate/sources.ts names the generator of each kind); the server only
// records and serves them. Public files live under public/ (also served at /data/file/);
// gated ones outside it.

export interface FileSpec {
  id: number;
  pdfKey: string | null;
  proId: string | null;
  kind: 'handbook' | 'guide' | 'driver' | 'brand';
  title: string;
  fileName: string;
  contentType: string;
  version: string;
  releaseDate: string;
  releaseNotes: string;
  /** Relative to FILES_DIR. */
  storagePath: string;
}

const PDF = 'application/pdf';
const ZIP = 'application/zip';

/** Handbook ids: docs/site.md's two (§9: 4591, 5543) and stable ids for the others. */
const HANDBOOK_IDS: Record<string, number> = {
  'K2-Pro': 4501,
  swift2200N: 4502,
  ndpp: 4503,
  flexflow2200T: 4504,
  flexflow2200R: 4505,
  conflux2200E: Number(HANDBOOK_PDF_IDS.conflux2200E),
  conflux2200P: Number(HANDBOOK_PDF_IDS.conflux2200P),
  conflux2200D: 4508,
  devops: 4509,
  DNDP: 4510,
  swiftip1900t: 4511,
  swiftip1900u: 4512,
};

const GUIDE_ID_BASE = 6100;
const DRIVER_ID_BASE = 6200;
export const LOGO_PACKAGE_ID = 7001;
export const QR_CODE_ID = 7002;

export const DRIVER_VERSION = '3.2.1';
export const DOC_VERSION = 'V2.1';

function productFiles(product: CatalogueProduct, index: number): FileSpec[] {
  return [
    {
      id: HANDBOOK_IDS[product.key] ?? 4500 + index + 1,
      pdfKey: product.key,
      proId: null, // handbooks are public (docs/site.md §6: not access-controlled)
      kind: 'handbook',
      title: `${product.name} 产品手册`,
      fileName: `${product.name} 产品手册.pdf`,
      contentType: PDF,
      version: DOC_VERSION,
      releaseDate: '2025-03-18',
      releaseNotes: '更新产品规格与典型应用场景。',
      storagePath: `public/handbooks/${product.key}.pdf`,
    },
    {
      id: GUIDE_ID_BASE + index + 1,
      pdfKey: null,
      proId: product.proId,
      kind: 'guide',
      title: `${product.name} 安装配置指南`,
      fileName: `${product.name} 安装配置指南.pdf`,
      contentType: PDF,
      version: DOC_VERSION,
      releaseDate: '2025-04-02',
      releaseNotes: '新增 aarch64 平台的安装步骤。',
      storagePath: `gated/${product.key}/installation-guide.pdf`,
    },
    {
      id: DRIVER_ID_BASE + index + 1,
      pdfKey: null,
      proId: product.proId,
      kind: 'driver',
      title: `${product.name} Linux 驱动 ${DRIVER_VERSION}`,
      fileName: `${product.key}-driver-${DRIVER_VERSION}.zip`,
      contentType: ZIP,
      version: DRIVER_VERSION,
      releaseDate: '2025-05-20',
      releaseNotes: '支持 Linux 6.8 内核；修复多队列场景下的中断亲和性问题。',
      storagePath: `gated/${product.key}/driver-${DRIVER_VERSION}.zip`,
    },
  ];
}

export const FILE_SPECS: readonly FileSpec[] = [
  ...PRODUCTS.flatMap(productFiles),
  {
    id: LOGO_PACKAGE_ID,
    pdfKey: null,
    proId: null,
    kind: 'brand',
    title: '品牌标志包',
    fileName: 'logo-package.zip',
    contentType: ZIP,
    version: '1.0',
    releaseDate: '2025-01-01',
    releaseNotes: '',
    storagePath: 'public/brand/logo-package.zip',
  },
  {
    id: QR_CODE_ID,
    pdfKey: null,
    proId: null,
    kind: 'brand',
    title: '官方公众号二维码',
    fileName: 'official-account-qr.svg',
    contentType: 'image/svg+xml',
    version: '1.0',
    releaseDate: '2025-01-01',
    releaseNotes: '',
    storagePath: 'public/brand/official-account-qr.svg',
  },
];

export function fileSpecFor(productKey: string, kind: FileSpec['kind']): FileSpec | undefined {
  const product = PRODUCTS.find((p) => p.key === productKey);
  if (!product) return undefined;
  return FILE_SPECS.find(
    (spec) =>
      spec.kind === kind &&
      (kind === 'handbook' ? spec.pdfKey === product.key : spec.proId === product.proId),
  );
}
