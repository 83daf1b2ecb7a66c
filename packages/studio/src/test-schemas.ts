import type { ContentFieldKind } from '@dpu/contracts';
import type { FieldSchema } from './field-schema';

// Collection schemas as GET /studio/collections sends them (JSON Schema with the contracts'
// `title` and `kind`; content-fields.ts builds the real ones). Jest cannot load TypeBox (ESM),
// so the tests use these copies of the shapes.

/** A string field of one kind, with the rule its contracts schema adds (a pattern or a format). */
const stringField =
  (kind: ContentFieldKind, rule: Pick<FieldSchema, 'pattern' | 'format'>) =>
  (title: string): FieldSchema => ({ type: 'string', title, kind, ...rule });
const text = stringField('text', { pattern: '\\S' });
const longText = stringField('longText', { pattern: '\\S' });
const day = stringField('date', { format: 'date' });
const productKey = (title: string): FieldSchema => ({
  title,
  kind: 'productKey',
  anyOf: [{ const: 'swift2200N' }, { const: 'conflux2200E' }],
});

export const NEWS: FieldSchema = {
  type: 'object',
  title: '新闻',
  kind: 'object',
  body: '正文',
  required: ['title', 'date', 'description'],
  properties: {
    title: text('标题'),
    date: day('发布日期'),
    description: longText('摘要'),
    category: text('分类'),
    illustration: text('插图'),
  },
};

export const JOB: FieldSchema = {
  type: 'object',
  title: '招聘职位',
  kind: 'object',
  body: '职位描述',
  required: ['title', 'kind'],
  properties: {
    title: text('职位名称'),
    kind: {
      title: '招聘类型',
      kind: 'enum',
      anyOf: [{ const: 'social' }, { const: 'school' }],
      labels: { social: '社会招聘', school: '校园招聘' },
    },
    headcount: { type: 'integer', title: '招聘人数', kind: 'number' },
  },
};

export const CASE: FieldSchema = {
  type: 'object',
  title: '成功案例',
  kind: 'object',
  properties: {
    title: text('标题'),
    products: { type: 'array', title: '相关产品', kind: 'list', items: productKey('产品') },
  },
};

export const VIDEO: FieldSchema = {
  type: 'object',
  title: '视频',
  kind: 'object',
  properties: {
    poster: { type: 'string', title: '封面图', kind: 'media', accept: 'image' },
    file: { type: 'string', title: 'PDF 文件', kind: 'media', accept: 'file' },
  },
};
