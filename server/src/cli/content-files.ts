import path from 'node:path';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { migrate } from '../db/migrate';
import { exportContent } from '../content/store/export-files';
import { importFiles } from '../content/store/import-files';
import { ContentInvalidError } from '../content/build-content';
import { complain, say } from '../lib/terminal';

// npm run content:export — writes what is published back to content/ (CONTENT_DIR), byte
// for byte, so a team can review and commit what staff published in the studio.
// npm run content:import — the other way: files changed in content/ become new published
// versions. With the embedded database, stop the server first (one process opens it).

const command = process.argv[2];
const config = loadConfig();
const db = await openConfiguredDatabase(config);
const dir = config.contentDir;
try {
  await migrate(db);
  if (command === 'export') {
    const report = await exportContent(db, dir);
    say(`content: exported to ${path.relative(process.cwd(), dir) || dir}`);
    say(
      `  ${report.written.length} written, ${report.removed.length} removed, ${report.unchanged} unchanged`,
    );
    for (const file of report.written) say(`  written  ${file}`);
    for (const file of report.removed) say(`  removed  ${file}`);
    for (const file of report.unknown)
      complain(`  not in the database (content:import takes it): ${file}`);
  } else if (command === 'import') {
    const taken = await importFiles(db, dir);
    say(taken.length ? `content: imported ${taken.join(', ')}` : 'content: nothing changed');
  } else {
    complain('usage: content-export.ts export|import');
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof ContentInvalidError)) throw error;
  complain(`content: ${error.problems.length} problem(s), nothing imported:`);
  for (const problem of error.problems) complain(`  ${problem}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
