import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { CONTENT_COLLECTIONS } from '@dpu/contracts';
import { CONTENT_SCHEMAS, JobOpening, SiteFacts, Video } from '@dpu/contracts/schemas';
import { Value } from 'typebox/value';
import { loadConfig } from '../config';
import { objectProblems, type FieldSchema } from './check-fields';
import { collectionOf } from './collections';
import { readContentFiles } from './load-content';
import { authoredFields } from './validate-content';

// The content schemas of @dpu/contracts are read two ways: TypeBox (the API, the studio's
// forms) and check-fields.ts (messages per field in Chinese). They must agree.

const verdict = (schema: FieldSchema, value: Record<string, unknown>) =>
  objectProblems(value, schema).length === 0;

describe('content schemas', () => {
  test('when the collections are listed, then each has a schema with a label on every field', () => {
    for (const collection of CONTENT_COLLECTIONS) {
      const schema = CONTENT_SCHEMAS[collection.name] as FieldSchema | undefined;
      assert.ok(schema, collection.name);
      assert.ok(schema.title, `${collection.name} has a title`);
      for (const [key, field] of Object.entries(schema.properties ?? {})) {
        assert.match(field.title ?? '', /\p{Script=Han}/u, `${collection.name}.${key} label`);
        assert.ok(field.kind, `${collection.name}.${key} kind`);
      }
    }
  });

  test('when the site content is checked, then every document fits and TypeBox agrees', () => {
    const { files } = readContentFiles(loadConfig({ NODE_ENV: 'test' }).contentDir);
    let checked = 0;
    for (const file of files) {
      const collection = collectionOf(file.file);
      if (!collection) continue;
      for (const raw of file.raws) {
        const fields = authoredFields(raw, path.extname(file.file));
        assert.deepEqual(objectProblems(fields, collection.schema), [], file.file);
        assert.ok(Value.Check(CONTENT_SCHEMAS[collection.name]!, fields), file.file);
        checked += 1;
      }
    }
    assert.ok(checked > 80, `${checked} documents checked`);
  });

  test('when a document breaks a rule, then both readings refuse it', () => {
    const job = {
      title: '工程师',
      kind: 'social',
      department: '研发',
      location: '北京',
      date: '2025-06-01',
    };
    const video = { id: 1, title: 'v', src: ['/a.webm'], date: '2025-01-01', keyFacts: ['x'] };
    const samples: [FieldSchema, Record<string, unknown>][] = [
      [JobOpening, job],
      [JobOpening, { ...job, date: '2025-02-30' }],
      [JobOpening, { ...job, date: '2025-6-1' }],
      [JobOpening, { ...job, kind: 'intern' }],
      [JobOpening, { ...job, title: '  ' }],
      [JobOpening, { ...job, headcount: 2.5 }],
      [JobOpening, { ...job, headcount: 3, extra: { any: 'thing' } }],
      [Video, { ...video, poster: '/a.jpg', src: ['/a.webm', '/a.mp4'] }],
      [Video, { ...video, poster: '/a.jpg', src: ['a.webm'] }],
      [Video, { ...video, poster: '/a.jpg', keyFacts: 'x' }],
      [Video, { ...video, poster: 'media:12' }],
      [Video, { ...video, poster: 'a.jpg' }],
    ];
    for (const [schema, value] of samples) {
      assert.equal(
        verdict(schema, value),
        Value.Check(schema as never, value),
        JSON.stringify(value),
      );
    }
  });

  test('when nested facts are missing, then each problem names the field and its Chinese label', () => {
    const problems = objectProblems(
      { companyName: '芯途', emails: { business: 'b@example.com' }, offices: [{ city: '北京' }] },
      SiteFacts as FieldSchema,
    );
    assert.deepEqual(problems.slice(0, 4), [
      { field: 'description', label: '站点描述', message: '缺少必填字段' },
      { field: 'phone', label: '电话', message: '缺少必填字段' },
      { field: 'emails.recruiting', label: '邮箱 · 人才招聘', message: '缺少必填字段' },
      { field: 'emails.media', label: '邮箱 · 媒体与投资者', message: '缺少必填字段' },
    ]);
    assert.ok(
      problems.some((p) => p.field === 'offices' && p.message === '须有 4 项（当前 1 项）'),
      JSON.stringify(problems),
    );
  });
});
