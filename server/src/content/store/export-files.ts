import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../db/database';
import { writeAtomically } from '../../files/write-atomically';
import { readContentFiles } from '../load-content';
import { documentsRepository } from './documents-repository';

// The database → content/: every published document written back as its file, byte for
// byte the text that was published, so an export of untouched content changes nothing and
// a team can commit what staff published. Files of unpublished or deleted documents are
// removed; files the database does not know are left alone and reported.

export interface ExportReport {
  written: string[];
  removed: string[];
  unchanged: number;
  /** Content files on disk that were never imported (left as they are). */
  unknown: string[];
}

function sameText(full: string, text: string): boolean {
  try {
    return readFileSync(full).equals(Buffer.from(text, 'utf8'));
  } catch {
    return false;
  }
}

export async function exportContent(db: Queryable, dir: string): Promise<ExportReport> {
  const rows = await documentsRepository(db).changedSince(-1);
  const report: ExportReport = { written: [], removed: [], unchanged: 0, unknown: [] };
  const known = new Set<string>();
  for (const row of rows) {
    known.add(row.file);
    const full = path.join(dir, ...row.file.split('/'));
    if (row.live && row.text !== null) {
      if (sameText(full, row.text)) report.unchanged += 1;
      else {
        await writeAtomically(full, row.text);
        report.written.push(row.file);
      }
    } else if (existsSync(full)) {
      rmSync(full);
      report.removed.push(row.file);
    }
  }
  if (existsSync(dir)) {
    for (const file of readContentFiles(dir).files) {
      if (!known.has(file.file)) report.unknown.push(file.file);
    }
  }
  return report;
}
