import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { ContentDocument } from '../../../content/load-content';
import { GATED_CONTENT_DIRS, isGatedPath } from '../../../content/gated';
import { testApp } from '../../../../test/app';
import { freshDatabase, type TestDatabase } from '../../../../test/databases';
import { FUZZ_RUNS } from '../../../../test/fuzz';

// Round two, finding 5 (docs/hostile-input.md): `POST /api/_content/documents/handbook`
// returned the installation guide's verification and troubleshooting chapters, which only
// customers may download as a PDF. Anonymous queries over every content directory and
// document of the real content — plain, deep, searched for the gated words, with `text` —
// never answer a gated document or any of its text.

const RUNS = Math.max(20, Math.round(FUZZ_RUNS / 5));
const META = new Set(['slug', 'dir', 'path', 'extension', 'createdAt', 'updatedAt']);

/** The text values of a document, each string at any depth. */
function strings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return META.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => strings(item, name));
  }
  return [];
}

/** The keys a GET query string can carry (GET takes no `where`, `surround` or objects). */
function asQueryString(sent: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(sent)) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else if (typeof value !== 'object') params.set(key, String(value));
  }
  return params.toString();
}

describe('gated content through the public content API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let gated: ContentDocument[];
  /** Text only gated documents hold (a phrase a public page also has is not a leak). */
  let secrets: string[];

  before(async () => {
    database = await freshDatabase('pglite');
    app = await testApp(database.db);
    const { documents } = app.content.index();
    gated = documents.filter((doc) => isGatedPath(doc.path));
    const publicText = JSON.stringify(documents.filter((doc) => !isGatedPath(doc.path)));
    secrets = [...new Set(gated.flatMap((doc) => strings(doc)))].filter(
      (text) => text.length >= 6 && !publicText.includes(JSON.stringify(text).slice(1, -1)),
    );
  });
  after(async () => {
    await app.close();
    await database.drop();
  });

  const query = (contentPath: string, body: object) =>
    app.inject({ method: 'POST', url: `/api/_content${contentPath}`, payload: body });

  const assertNoSecret = (where: string, body: string) => {
    for (const secret of secrets) {
      assert.ok(!body.includes(JSON.stringify(secret).slice(1, -1)), `${where} holds ${secret}`);
    }
  };

  test('when the content holds gated material, then the test knows what to look for', () => {
    assert.ok(gated.length > 0, `no document under ${GATED_CONTENT_DIRS.join(', ')}`);
    assert.ok(secrets.length >= 5, `gated text: ${JSON.stringify(secrets)}`);
    assert.ok(secrets.some((text) => text.includes('lspci')));
  });

  test('when every directory and document is queried anonymously, then no gated text comes back', async () => {
    const index = app.content.index();
    const paths = new Set([...index.dirs, ...index.documents.map((doc) => doc.path)]);
    const bodies = [{}, { deep: true }, { deep: true, text: true }, { without: ['title'] }];
    for (const contentPath of paths) {
      for (const body of bodies) {
        const answer = await query(contentPath, body);
        const where = `${contentPath} ${JSON.stringify(body)}`;
        assert.ok([200, 404].includes(answer.statusCode), `${where}: ${answer.statusCode}`);
        if (isGatedPath(contentPath)) assert.equal(answer.statusCode, 404, where);
        assertNoSecret(where, answer.body);
      }
      const viaGet = await app.inject({ url: `/api/_content${contentPath}?deep=true` });
      assertNoSecret(`GET ${contentPath}`, viaGet.body);
    }
  });

  test('when the whole site is searched for the gated words, then nothing gated is found', async () => {
    const words = ['lspci', 'iperf3', 'kernel-headers', 'SR-IOV', 'intel_iommu', '安装验证'];
    for (const word of [...words, ...secrets.slice(0, 10)]) {
      for (const body of [
        { deep: true, search: word },
        { deep: true, search: { query: 'verify', value: word } },
        { deep: true, where: { title: { $regex: '.' } }, search: word },
      ]) {
        const answer = await query('/', body);
        assert.ok(answer.statusCode < 500, `${word}: ${answer.statusCode}`);
        assertNoSecret(`search ${JSON.stringify(body)}`, answer.body);
        assert.doesNotMatch(answer.body, /documents\/gated/);
      }
    }
  });

  test(`when random queries (${RUNS} cases) ask anonymously for every directory, gated ones included, then no gated text comes back`, async () => {
    const index = app.content.index();
    const paths = [...new Set([...index.dirs, ...gated.map((doc) => doc.path), '/'])];
    const words = [
      'lspci',
      'iperf3',
      'SR-IOV',
      '安装验证',
      'gated',
      'verify',
      ...secrets.slice(0, 5),
    ];
    const gatedPaths = gated.map((doc) => doc.path);
    const field = fc.constantFrom('title', 'path', 'dir', 'slug', 'body', 'description', 'text');
    const condition = fc.oneof(
      fc.constantFrom(...words).map((word) => ({ $regex: word })),
      fc.constantFrom(...words).map((word) => ({ $contains: word })),
      fc.constantFrom('/documents/gated', ...gatedPaths).map((value) => ({ $eq: value })),
      fc.constant({ $regex: '.' }),
      fc.constant({ $ne: null }),
    );
    const body = fc.record(
      {
        deep: fc.boolean(),
        text: fc.boolean(),
        search: fc.oneof(
          fc.constantFrom(...words),
          fc.record({ query: field, value: fc.constantFrom(...words) }),
        ),
        where: fc.dictionary(field, condition, { maxKeys: 2 }),
        only: fc.subarray(['title', 'body', 'text', 'description', 'path', 'toc']),
        without: fc.subarray(['title', 'slug']),
        sortBy: fc.constantFrom('title', 'path:desc', 'dir'),
        limit: fc.integer({ min: 1, max: 50 }),
        surround: fc.constantFrom(...gatedPaths).map((slugOrPath) => ({
          slugOrPath,
          options: { before: 2, after: 2 },
        })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, fc.boolean(), async (at, sent, viaGet) => {
        const answer = viaGet
          ? await app.inject({ url: `/api/_content${at}?${asQueryString(sent)}` })
          : await query(at, sent);
        const where = `${viaGet ? 'GET' : 'POST'} ${at} ${JSON.stringify(sent)}`;
        assert.ok(answer.statusCode < 500, `${where}: ${answer.statusCode}`);
        if (isGatedPath(at)) assert.ok([400, 404].includes(answer.statusCode), where);
        assertNoSecret(where, answer.body);
        // a refusal names the path asked for; an answer never holds a gated one
        if (answer.statusCode === 200) assert.doesNotMatch(answer.body, /documents\/gated/, where);
      }),
      { numRuns: RUNS },
    );
  });
});
