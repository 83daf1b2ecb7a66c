import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fixture content folder of the worked examples (docs/content-query.md part B §9). */
export const FIXTURE_CONTENT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '__fixtures__',
  'content',
);
