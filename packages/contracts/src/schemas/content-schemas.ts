import type { Static, TObject } from 'typebox';
import {
  choice,
  day,
  documentOf,
  group,
  integer,
  list,
  longText,
  media,
  optional,
  productKey,
  text,
} from './content-fields';

// One schema per content collection (../content-collections.ts names them): the server checks
// every document with it (at start, in the build check and on publish), the studio API sends
// it, and the studio generates its forms from it. content/README.md lists the same rules.

const illustration = optional(
  text('插图', { description: '页面自带的 SVG 插图名，如 chip、card、cloud、server、network' }),
);
const summary = longText('摘要', { description: '列表与搜索结果中显示的一两句话' });
const title = text('标题');

export const SiteFacts = documentOf('站点信息', {
  companyName: text('公司名称'),
  description: longText('站点描述'),
  phone: text('电话'),
  emails: group('邮箱', {
    business: text('商务合作'),
    recruiting: text('人才招聘'),
    media: text('媒体与投资者'),
  }),
  offices: list(
    '办公地点',
    group('办公地点', { city: text('城市'), name: text('名称'), address: text('地址') }),
    { minItems: 4, maxItems: 4 },
  ),
  filings: group('备案', { icp: text('ICP 备案号'), police: text('公安备案号') }),
  storeUrl: text('商城地址'),
  logoPackage: media('Logo 资源包', 'file'),
  qrCode: media('公众号二维码', 'image'),
  copyrightHolder: text('版权所有者'),
});

export const NavigationMenus = documentOf('导航菜单', {});

export const HomePage = documentOf('首页', { title, description: optional(longText('页面描述')) });

export const NewsItem = documentOf(
  '新闻',
  {
    title,
    date: day('发布日期'),
    description: summary,
    category: optional(text('分类', { description: '如 公司新闻、产品动态、行业活动' })),
    products: optional(list('相关产品', productKey('产品'))),
    illustration,
  },
  { body: '正文' },
);

export const CaseStudy = documentOf(
  '成功案例',
  {
    title,
    description: summary,
    industry: text('行业'),
    customer: optional(text('客户')),
    products: optional(list('相关产品', productKey('产品'))),
    illustration,
  },
  { body: '正文' },
);

export const Solution = documentOf(
  '解决方案',
  {
    title,
    subtitle: optional(text('副标题')),
    description: summary,
    products: optional(list('相关产品', productKey('产品'))),
    illustration,
  },
  { body: '正文' },
);

export const Whitepaper = documentOf(
  '白皮书',
  {
    title,
    subtitle: optional(text('副标题')),
    description: summary,
    date: day('发布日期'),
    file: optional(media('PDF 文件', 'file')),
    chapters: optional(list('章节', text('章节标题'))),
    products: optional(list('相关产品', productKey('产品'))),
    illustration,
  },
  { body: '正文' },
);

export const Video = documentOf('视频', {
  id: integer('视频编号', { description: '与文件名相同的数字，如 289' }),
  title,
  description: optional(summary),
  src: list('视频文件', media('视频文件', 'video'), {
    description: '依次为 /data/file/video/ 下的 .webm 与 .mp4 文件',
  }),
  poster: media('封面图', 'image', { description: '/data/file/video/ 下的 .jpg 文件' }),
  date: day('发布日期'),
  duration: optional(text('时长', { description: '如 02:15' })),
  category: optional(text('分类')),
  product: optional(productKey('相关产品')),
  keyFacts: list('要点', text('要点')),
});

export const DeveloperDoc = documentOf(
  '开发者文档',
  {
    title,
    category: text('分类', { description: '如 快速入门、开发指南、最佳实践、常见问题' }),
    date: day('发布日期'),
    description: summary,
    product: optional(productKey('相关产品')),
  },
  { body: '正文' },
);

export const Leader = documentOf(
  '管理团队成员',
  {
    title,
    name: text('姓名'),
    position: text('职务'),
    order: integer('排序', { description: '数字小的排在前面' }),
    description: optional(summary),
  },
  { body: '简介' },
);

/** A page of copy (about, section landings, careers landings, support pages). */
const pageCopy = (label: string) =>
  documentOf(label, { title, description: optional(longText('页面描述')) }, { body: '正文' });

export const AboutPage = pageCopy('关于我们页面');
export const SectionPage = pageCopy('栏目页面');
export const ProtocolPage = pageCopy('协议条款');
export const CareersPage = pageCopy('招聘页面');
export const SupportPage = pageCopy('客户支持页面');

export const JOB_KINDS = ['social', 'school'] as const;

export const JobOpening = documentOf(
  '招聘职位',
  {
    title: text('职位名称'),
    kind: choice('招聘类型', JOB_KINDS, { social: '社会招聘', school: '校园招聘' }),
    department: text('部门'),
    location: text('工作地点'),
    date: day('发布日期'),
    headcount: optional(integer('招聘人数')),
    education: optional(text('学历要求')),
    experience: optional(text('经验要求')),
    description: optional(summary),
  },
  { body: '职位描述' },
);

export const ProductLanding = documentOf('产品体系页面', {
  title,
  bannerBigTitle: text('横幅大标题'),
  bannerTitle: optional(text('横幅标题')),
  bannerSubTitle: optional(longText('横幅副标题')),
  description: optional(longText('页面描述')),
});

export const ProductPage = documentOf('产品页面', {
  title,
  key: productKey('产品'),
  description: optional(longText('页面描述')),
  summary: optional(longText('一句话介绍')),
  bannerBigTitle: text('横幅大标题'),
  bannerTitle: text('横幅标题', { description: '可含 <sup>®</sup>' }),
  bannerSubTitle: optional(longText('横幅副标题')),
  buyUrl: optional(text('购买链接')),
  videoId: optional(integer('产品视频编号')),
  profileTitle: optional(text('简介标题')),
  profileContent: optional(longText('产品简介', { description: '可含 <p>、<strong>、<sup>' })),
});

/** The schema of each collection, by the collection's name. */
export const CONTENT_SCHEMAS: Readonly<Record<string, TObject>> = {
  site: SiteFacts,
  navigation: NavigationMenus,
  home: HomePage,
  news: NewsItem,
  cases: CaseStudy,
  solutions: Solution,
  whitepapers: Whitepaper,
  videos: Video,
  developers: DeveloperDoc,
  leaders: Leader,
  about: AboutPage,
  pages: SectionPage,
  protocol: ProtocolPage,
  jobs: JobOpening,
  careers: CareersPage,
  'product-landings': ProductLanding,
  products: ProductPage,
  support: SupportPage,
};

/** The authored fields of a document of each editorial collection (as the form edits them). */
export type NewsItemFields = Static<typeof NewsItem>;
export type CaseStudyFields = Static<typeof CaseStudy>;
export type SolutionFields = Static<typeof Solution>;
export type WhitepaperFields = Static<typeof Whitepaper>;
export type VideoFields = Static<typeof Video>;
export type JobOpeningFields = Static<typeof JobOpening>;
