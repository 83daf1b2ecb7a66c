// The content collections (content/README.md): which files form each one, who edits it in
// the studio and where it is shown. Plain data, so the browser may import it; each
// collection's field schema (TypeBox) is in ./schemas/content-schemas.ts under the same name.

import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from './staff-roles';

/** The staff roles of issue 23 (管理员 may do everything): staff-roles.ts holds them. */
export const CONTENT_ROLES = STAFF_ROLES;
export type ContentRole = StaffRole;
export const CONTENT_ROLE_LABELS = STAFF_ROLE_LABELS;

/** The remote whose studio section shows the collection (the remote that owns its pages). */
export type ContentTeam = 'marketing' | 'careers' | 'products' | 'support' | 'shell';

/** How a field is edited: the `kind` annotation of every field of a content schema. */
export const CONTENT_FIELD_KINDS = [
  'text',
  'longText',
  'markdown',
  'date',
  'enum',
  'productKey',
  'number',
  'boolean',
  'list',
  'object',
  'media',
] as const;
export type ContentFieldKind = (typeof CONTENT_FIELD_KINDS)[number];

/**
 * The part of a collection's JSON Schema (./schemas/content-schemas.ts, as GET
 * /studio/collections sends it) that the server's field checks and the studio's form read:
 * every field has a `title` (its label) and a `kind`.
 */
export interface ContentFieldSchema {
  type?: string;
  title?: string;
  kind?: ContentFieldKind;
  description?: string;
  pattern?: string;
  format?: string;
  const?: unknown;
  anyOf?: ContentFieldSchema[];
  labels?: Record<string, string>;
  properties?: Record<string, ContentFieldSchema>;
  required?: string[];
  items?: ContentFieldSchema;
  minItems?: number;
  maxItems?: number;
  accept?: 'image' | 'video' | 'file';
  /** A document's schema: the label of its Markdown body (none: no body). */
  body?: string;
}

export interface ContentCollectionInfo {
  name: string;
  /** What staff call it (Chinese). */
  label: string;
  /** Every file under this folder (any depth), or exactly this root file (any extension). */
  match: { folder: string } | { rootFile: string };
  /** The extension a document made in the studio gets. */
  extension: '.md' | '.yaml';
  team: ContentTeam;
  /** Who may edit it besides 管理员. */
  roles: readonly ContentRole[];
}

const folder = (name: string) => ({ folder: name });
const rootFile = (name: string) => ({ rootFile: name });

/**
 * First match wins: products/system (the /product and /dpu landings) is listed before
 * products so its files are not taken for product pages.
 */
export const CONTENT_COLLECTIONS: readonly ContentCollectionInfo[] = [
  {
    name: 'site',
    label: '站点信息',
    match: rootFile('site'),
    extension: '.yaml',
    team: 'shell',
    roles: [],
  },
  {
    name: 'navigation',
    label: '导航菜单',
    match: rootFile('navigation'),
    extension: '.yaml',
    team: 'shell',
    roles: [],
  },
  {
    name: 'home',
    label: '首页',
    match: rootFile('home'),
    extension: '.yaml',
    team: 'marketing',
    roles: ['marketing'],
  },
  {
    name: 'news',
    label: '新闻',
    match: folder('news'),
    extension: '.md',
    team: 'marketing',
    roles: ['marketing'],
  },
  {
    name: 'cases',
    label: '成功案例',
    match: folder('cases'),
    extension: '.md',
    team: 'marketing',
    roles: ['marketing'],
  },
  {
    name: 'solutions',
    label: '解决方案',
    match: folder('solutions'),
    extension: '.md',
    team: 'marketing',
    roles: ['marketing'],
  },
  {
    name: 'whitepapers',
    label: '白皮书',
    match: folder('whitepapers'),
    extension: '.md',
    team: 'marketing',
    roles: ['marketing'],
  },
  {
    name: 'videos',
    label: '视频',
    match: folder('videos'),
    extension: '.yaml',
    team: 'marketing',
    roles: ['marketing'],
  },
  {
    name: 'developers',
    label: '开发者文档',
    match: folder('developers'),
    extension: '.md',
    team: 'marketing',
    roles: ['marketing', 'support'],
  },
  {
    name: 'leaders',
    label: '管理团队',
    match: folder('leaders'),
    extension: '.md',
    team: 'marketing',
    roles: ['marketing'],
  },
  {
    name: 'about',
    label: '关于我们页面',
    match: folder('about'),
    extension: '.yaml',
    team: 'marketing',
    roles: ['marketing'],
  },
  {
    name: 'pages',
    label: '栏目页面',
    match: folder('pages'),
    extension: '.yaml',
    team: 'marketing',
    roles: ['marketing'],
  },
  {
    name: 'protocol',
    label: '协议条款',
    match: folder('protocol'),
    extension: '.md',
    team: 'shell',
    roles: [],
  },
  {
    name: 'jobs',
    label: '招聘职位',
    match: folder('jobs'),
    extension: '.md',
    team: 'careers',
    roles: ['hr'],
  },
  {
    name: 'careers',
    label: '招聘页面',
    match: folder('careers'),
    extension: '.yaml',
    team: 'careers',
    roles: ['hr'],
  },
  {
    name: 'product-landings',
    label: '产品体系页面',
    match: folder('products/system'),
    extension: '.yaml',
    team: 'products',
    roles: ['marketing'],
  },
  {
    name: 'products',
    label: '产品页面',
    match: folder('products'),
    extension: '.yaml',
    team: 'products',
    roles: ['marketing'],
  },
  {
    name: 'support',
    label: '客户支持页面',
    match: folder('support'),
    extension: '.yaml',
    team: 'support',
    roles: ['support'],
  },
];

/** The collection a content file (relative path, forward slashes) belongs to, if any. */
export function contentCollectionOf(file: string): ContentCollectionInfo | undefined {
  return CONTENT_COLLECTIONS.find((collection) =>
    'folder' in collection.match
      ? file.startsWith(`${collection.match.folder}/`) &&
        file.length > collection.match.folder.length + 1
      : /^[^/]+$/.test(file) &&
        file.replace(/\.(?:ya?ml|json|md)$/, '') === collection.match.rootFile,
  );
}

/** Whether a staff member with these roles may edit the collection (管理员: every one). */
export function mayEditCollection(
  roles: readonly ContentRole[],
  collection: ContentCollectionInfo,
): boolean {
  return roles.includes('admin') || collection.roles.some((role) => roles.includes(role));
}

/**
 * What a remote's studio section module exposes (`./StudioSection`, default export): the
 * title of its section in the staff console and the collections it owns, with their labels.
 * The editor itself is @dpu/studio, loaded by the console.
 */
export interface StudioSectionInfo {
  title: string;
  collections: { name: string; label: string }[];
}

/** A studio section of the named collections, labelled as CONTENT_COLLECTIONS says. */
export function studioSection(title: string, names: readonly string[]): StudioSectionInfo {
  return {
    title,
    collections: names.map((name) => {
      const collection = CONTENT_COLLECTIONS.find((c) => c.name === name);
      if (!collection) throw new Error(`unknown content collection ${name}`);
      return { name, label: collection.label };
    }),
  };
}
