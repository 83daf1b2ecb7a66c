import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { contentDepsOver } from '../../../test/content';
import {
  describeOnEngines,
  freshDatabase,
  withMigratedDatabase,
  type TestDatabase,
} from '../../../test/databases';
import { loadConfig } from '../../config';
import { migrate } from '../../db/migrate';
import { readContentFiles } from '../load-content';
import { publish, unpublish } from '../studio/publish';
import { saveDraft } from '../studio/save-draft';
import { createDocument } from '../studio/lifecycle';
import { documentsRepository } from './documents-repository';
import { exportContent } from './export-files';
import { importOnFirstStart } from './import-files';
import { LiveContent } from './live-content';

// content/ ⇄ the database: the first import and `npm run content:export` are lossless and
// byte-stable, so a team can commit what staff published and review it as files.

const CONTENT_DIR = loadConfig({ NODE_ENV: 'test' }).contentDir;
const quiet = { warn: () => undefined, info: () => undefined };
const folders: string[] = [];
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dpu-export-'));
  folders.push(dir);
  return dir;
}

const textsOf = (dir: string) =>
  new Map(readContentFiles(dir).files.map((file) => [file.file, file.text]));

/** What visitors are served, without the times a file or a revision carries. */
async function served(database: TestDatabase) {
  const live = await LiveContent.load(database.db, quiet);
  return live.index().documents.map(({ createdAt: _c, updatedAt: _u, ...doc }) => doc);
}

await describeOnEngines('content export and import', (engine) => {
  test('when the site content is imported and exported untouched, then every file comes back byte for byte', async () => {
    await withMigratedDatabase(engine, async (database) => {
      assert.ok(await importOnFirstStart(database.db, CONTENT_DIR));
      assert.equal(await importOnFirstStart(database.db, CONTENT_DIR), undefined, 'imported once');
      const out = tempDir();
      const first = await exportContent(database.db, out);
      const original = textsOf(CONTENT_DIR);
      assert.equal(first.written.length, original.size);
      for (const [file, text] of original) {
        assert.ok(readFileSync(path.join(out, file)).equals(Buffer.from(text)), file);
      }
      assert.deepEqual([...textsOf(out).keys()].sort(), [...original.keys()].sort());
      const again = await exportContent(database.db, out);
      assert.deepEqual([again.written, again.removed, again.unchanged], [[], [], original.size]);
    });
  });

  test('when staff changes are exported and imported into a new database, then nothing is lost', async () => {
    const [source, target] = [await freshDatabase(engine), await freshDatabase(engine)];
    try {
      await migrate(source.db);
      await migrate(target.db);
      await importOnFirstStart(source.db, CONTENT_DIR);
      const deps = contentDepsOver(source.db);
      const documents = documentsRepository(source.db);
      const news = (await documents.page({ collection: 'news' }, { offset: 0, limit: 2 })).items;
      const [edited, hidden] = [news[0]!, news[1]!];
      await saveDraft(
        deps,
        edited.id,
        {
          baseVersion: edited.draftVersion,
          fields: { title: '导出测试标题', date: '2025-08-08', description: '新的摘要' },
          body: '\n新的正文，含 **粗体**。\n',
        },
        null,
      );
      await publish(deps, edited.id, {}, null);
      await unpublish(deps, hidden.id, null);
      const id = await createDocument(
        deps,
        'jobs',
        {
          slug: 'social-new-role',
          fields: {
            title: '新职位',
            kind: 'social',
            department: '研发',
            location: '武汉',
            date: '2025-08-01',
          },
          body: '\n职责……\n',
        },
        null,
      );
      await publish(deps, id, {}, null);

      const out = tempDir();
      await exportContent(source.db, out);
      const exported = textsOf(out);
      assert.ok(exported.has('jobs/social-new-role.md'));
      assert.ok(!exported.has(hidden.file), 'an unpublished document is not written');
      assert.match(exported.get(edited.file) ?? '', /title: 导出测试标题/);

      await migrate(target.db);
      await importOnFirstStart(target.db, out);
      assert.deepEqual(await served(target), await served(source));
      const back = tempDir();
      await exportContent(target.db, back);
      assert.deepEqual(textsOf(back), exported);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
