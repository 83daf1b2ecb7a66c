import { PRODUCTS } from '@dpu/contracts';

// Collection schemas (content/README.md, docs/content-query.md part A "validated at build
// time"): which files form a collection and the fields each document must carry. Files in
// folders without a collection load as they are. content/README.md mirrors this table.

export type Rule =
  | 'string'
  | 'number'
  | 'date'
  | 'productKey'
  | { enum: readonly string[] }
  | { object: Readonly<Record<string, Rule>> }
  | { list: Rule; length?: number };

export interface Collection {
  name: string;
  /** Relative file paths (forward slashes) that belong to the collection. */
  files: RegExp;
  /** Every document needs a `title` string unless this is false. */
  title: boolean;
  fields: Readonly<Record<string, Rule>>;
  /** A cross-field check; returns [field, problem] when the document breaks it. */
  check?: (doc: Readonly<Record<string, unknown>>) => [string, string] | undefined;
}

const folder = (name: string) => new RegExp(`^${name}/.+`);
const rootFile = (name: string) => new RegExp(`^${name}\\.(?:ya?ml|json|md)$`);

const VIDEO_FILE = /^\/data\/file\/video\/[\w.-]+\.(webm|mp4|jpg)$/;

/** The generated files a video names: a WebM and an MP4 source and a JPEG poster. */
function checkVideoFiles(doc: Readonly<Record<string, unknown>>): [string, string] | undefined {
  const sources = Array.isArray(doc.src) ? (doc.src as unknown[]) : [];
  const formats = sources.map((src) =>
    typeof src === 'string' ? VIDEO_FILE.exec(src)?.[1] : undefined,
  );
  if (formats.length !== 2 || formats[0] !== 'webm' || formats[1] !== 'mp4') {
    return ['src', '须依次列出 /data/file/video/ 下的 .webm 与 .mp4 两个文件'];
  }
  if (typeof doc.poster !== 'string' || VIDEO_FILE.exec(doc.poster)?.[1] !== 'jpg') {
    return ['poster', '须为 /data/file/video/ 下的 .jpg 文件'];
  }
  return undefined;
}

export const PRODUCT_KEYS: readonly string[] = PRODUCTS.map((product) => product.key);

export const COLLECTIONS: readonly Collection[] = [
  {
    name: 'site',
    files: rootFile('site'),
    title: false,
    fields: {
      companyName: 'string',
      description: 'string',
      phone: 'string',
      emails: { object: { business: 'string', recruiting: 'string', media: 'string' } },
      offices: {
        list: { object: { city: 'string', name: 'string', address: 'string' } },
        length: 4,
      },
      filings: { object: { icp: 'string', police: 'string' } },
      storeUrl: 'string',
      logoPackage: 'string',
      qrCode: 'string',
      copyrightHolder: 'string',
    },
  },
  { name: 'navigation', files: rootFile('navigation'), title: false, fields: {} },
  { name: 'home', files: rootFile('home'), title: true, fields: {} },
  {
    name: 'news',
    files: folder('news'),
    title: true,
    fields: { date: 'date', description: 'string' },
  },
  {
    name: 'cases',
    files: folder('cases'),
    title: true,
    fields: { description: 'string', industry: 'string' },
  },
  { name: 'solutions', files: folder('solutions'), title: true, fields: { description: 'string' } },
  {
    name: 'whitepapers',
    files: folder('whitepapers'),
    title: true,
    fields: { description: 'string', date: 'date' },
  },
  {
    name: 'videos',
    files: folder('videos'),
    title: true,
    fields: {
      id: 'number',
      src: { list: 'string' },
      poster: 'string',
      date: 'date',
      keyFacts: { list: 'string' },
    },
    check: checkVideoFiles,
  },
  {
    name: 'developers',
    files: folder('developers'),
    title: true,
    fields: { category: 'string', date: 'date', description: 'string' },
  },
  {
    name: 'leaders',
    files: folder('leaders'),
    title: true,
    fields: { name: 'string', position: 'string', order: 'number' },
  },
  { name: 'about', files: folder('about'), title: true, fields: {} },
  { name: 'protocol', files: folder('protocol'), title: true, fields: {} },
  {
    name: 'jobs',
    files: folder('jobs'),
    title: true,
    fields: {
      kind: { enum: ['social', 'school'] },
      department: 'string',
      location: 'string',
      date: 'date',
    },
  },
  // The product section's landing pages (/product, /dpu), owned by mfe-products. Listed
  // before 'products' so their files are not taken for product pages (first match wins).
  {
    name: 'product-landings',
    files: folder('products/system'),
    title: true,
    fields: { bannerBigTitle: 'string' },
  },
  {
    name: 'products',
    files: folder('products'),
    title: true,
    fields: { key: 'productKey', bannerBigTitle: 'string', bannerTitle: 'string' },
    check: (doc) =>
      doc.key === doc.slug ? undefined : ['key', `须与文件名一致（${String(doc.slug)}）`],
  },
  { name: 'support', files: folder('support'), title: true, fields: {} },
];

export function collectionOf(file: string): Collection | undefined {
  return COLLECTIONS.find((collection) => collection.files.test(file));
}
