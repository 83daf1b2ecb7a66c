import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { toSearchResults, type SearchHit } from '@dpu/contracts';
import { testApp } from '../../../test/app';
import { studioContentDir } from '../../../test/content';
import { freshDatabase, type TestDatabase } from '../../../test/databases';
import { fakeWebRoot, manifest } from '../../../test/fake-site';
import { staffUser } from '../../../test/staff';
import { auth } from '../../../test/users';

// A case published in the studio has its public page without a deploy (issue 23): the
// marketing remote's real route manifest shows every case by its slug (/case/:slug), so the
// page answers, the sitemap lists it and search links to it; once unpublished it is gone.

const MARKETING_ROUTES = path.resolve(
  import.meta.dirname,
  '../../../../mfe-marketing/src/routes.json',
);
const SLUG = 'edgeGateway';

describe('a case published in the studio is a page of the site', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: { UserToken: string };

  before(async () => {
    database = await freshDatabase('pglite');
    const webRoot = fakeWebRoot();
    const routes = JSON.parse(readFileSync(MARKETING_ROUTES, 'utf8')) as object[];
    writeFileSync(
      path.join(webRoot, 'mfe-marketing/dist/routes.json'),
      manifest('marketing', routes),
    );
    const remotesFile = path.join(webRoot, 'remotes.json');
    writeFileSync(remotesFile, '{}');
    app = await testApp(database.db, {
      webRoot,
      remotesConfigFile: remotesFile,
      contentDir: studioContentDir(),
    });
    editor = auth((await staffUser(app, ['marketing'])).token);
  });

  after(async () => {
    await app.close();
    await database.drop();
  });

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: editor, payload });
    assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
    return response.json().data;
  };
  const sitemap = async () => (await app.inject({ url: '/sitemap.xml' })).body;
  const searchRoutes = async (text: string) => {
    const query = encodeURIComponent(text);
    const answer = await app.inject({ url: `/api/_content/cases?search=${query}` });
    return toSearchResults(answer.json().data as SearchHit[]).map((result) => result.route);
  };

  test('when a 市场 editor publishes a new case, then its page, the sitemap and search follow, and unpublishing takes it away', async () => {
    const created = await call('POST', '/studio/collections/cases/documents', {
      slug: SLUG,
      fields: { title: '边缘网关加速', description: '工厂边缘网关的 DPU 卸载', industry: '制造' },
      body: '\n边缘网关的正文。\n',
    });
    assert.doesNotMatch(await sitemap(), /\/case\/edgeGateway</, 'a draft is not listed');

    await call('POST', `/studio/documents/${created.id}/publish`, {});
    const page = await app.inject({ url: `/case/${SLUG}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /rendered \/case\/edgeGateway /);
    assert.match(await sitemap(), /<loc>http:\/\/localhost:8080\/case\/edgeGateway<\/loc>/);
    assert.deepEqual(await searchRoutes('边缘网关'), ['/case/edgeGateway']);
    const preview = await call('POST', `/studio/documents/${created.id}/preview`, {});
    assert.match(
      preview.url,
      /^\/case\/edgeGateway\?preview=/,
      'the studio previews it on its page',
    );

    await call('POST', `/studio/documents/${created.id}/unpublish`);
    assert.doesNotMatch(await sitemap(), /\/case\/edgeGateway</);
    assert.deepEqual(await searchRoutes('边缘网关'), []);
    const gone = await app.inject({ url: `/api/_content/cases/${SLUG}` });
    assert.equal(gone.statusCode, 404, 'the page finds no document and answers 404');
  });

  test('when a 市场 editor names a white paper like the download page, then the API refuses it on the file name and nothing is created', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/studio/collections/whitepapers/documents',
      headers: editor,
      payload: { slug: 'whitePaperDownload', fields: { title: '下载页同名' } },
    });
    assert.equal(refused.statusCode, 400);
    const answer = refused.json();
    assert.equal(answer.code, '400');
    assert.match(
      answer.msg,
      /^文件名与网站固定页面 \/whitepaper\/whitePaperDownload（白皮书下载）/,
    );
    assert.deepEqual(
      answer.data.problems.map((problem: { field: string; label: string }) => problem.field),
      ['slug'],
    );
    const list = await call(
      'GET',
      '/studio/collections/whitepapers/documents?q=whitePaperDownload',
    );
    assert.equal(list.total, 0, 'no document was made');

    const paper = await call('POST', '/studio/collections/whitepapers/documents', {
      slug: 'whitePaperDownloads',
      fields: { title: '只差一个字母' },
    });
    const copy = await app.inject({
      method: 'POST',
      url: `/api/studio/documents/${paper.id}/duplicate`,
      headers: editor,
      payload: { slug: 'whitePaperDownload' },
    });
    assert.equal(copy.statusCode, 400, 'a copy cannot take the name either');
    assert.equal(copy.json().data.problems[0].label, '文件名');
  });

  test('when a case is named like no fixed page, then it is created: only routes that would answer instead of it are reserved', async () => {
    // /case/:slug has no fixed sibling; 'customer' is a fixed page elsewhere (/customer)
    const created = await call('POST', '/studio/collections/cases/documents', { slug: 'customer' });
    assert.equal(created.slug, 'customer');
  });
});
