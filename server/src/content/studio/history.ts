import type { ContentDiff, StudioRevision } from '@dpu/contracts';
import { notFound } from '../../lib/app-error';
import { problemsOf, refuseProblems, type ContentDeps, type ContentRepos } from './deps';
import { documentRow, workingText } from './read';
import { titleFrom } from './save-draft';

// 历史: every published version with who and when; a diff between any two (or the draft);
// 回滚: an old version published again as a new version (history only grows).

export async function history(deps: ContentDeps, id: number): Promise<StudioRevision[]> {
  const repos = deps.repos;
  const row = await documentRow(repos, id);
  const live = row.deletedAt === null ? row.publishedRevision : null;
  return (await repos.revisions.list(id)).map((revision) => ({
    ...revision,
    live: revision.revision === live,
  }));
}

async function textOf(repos: ContentRepos, id: number, which: string): Promise<string> {
  const row = await documentRow(repos, id);
  if (which === 'draft') return workingText(repos, row);
  const revision = await repos.revisions.get(id, Number(which));
  if (!revision) throw notFound(`第 ${which} 版不存在`);
  return revision.text;
}

const lineList = (value: string) => value.replace(/\n$/, '').split('\n');

/** Line by line (the files are what developers review, and they read them by line). */
export async function diff(
  deps: ContentDeps,
  id: number,
  from: string,
  to: string,
): Promise<ContentDiff> {
  const repos = deps.repos;
  const [before, after] = [await textOf(repos, id, from), await textOf(repos, id, to)];
  // the differ is loaded by the first diff asked for, not by every start
  const { diffLines } = await import('diff');
  const lines: ContentDiff['lines'] = [];
  let added = 0;
  let removed = 0;
  for (const change of diffLines(before, after)) {
    const op = change.added ? '+' : change.removed ? '-' : ' ';
    const texts = lineList(change.value);
    if (change.added) added += texts.length;
    if (change.removed) removed += texts.length;
    for (const text of texts) lines.push({ op, text });
  }
  return { from, to, lines, added, removed };
}

export async function rollback(
  deps: ContentDeps,
  id: number,
  revision: number,
  actorId: number | null,
) {
  const result = await deps.inTransaction(async ({ repos }) => {
    const row = await documentRow(repos, id, true);
    if (row.deletedAt) throw notFound('文档在回收站中，请先恢复');
    const old = await repos.revisions.get(id, revision);
    if (!old) throw notFound(`第 ${revision} 版不存在`);
    const problems = problemsOf(row.file, old.text);
    if (problems.length) refuseProblems(problems);
    const next = await repos.revisions.add(id, old.text, 'rollback', actorId, revision);
    const version = await repos.revisions.bumpVersion();
    await repos.documents.setPublished(id, next, version, false);
    // with no draft, lists show what visitors now see
    if (row.draftText === null)
      await repos.documents.setTitle(id, titleFrom(row.file, old.text, row.title));
    await repos.revisions.audit({
      actorId,
      action: 'content_rollback',
      target: row.file,
      detail: `以第 ${revision} 版发布为第 ${next} 版`,
    });
    return { revision: next, scheduledAt: null, contentVersion: version };
  });
  await deps.announce();
  return result;
}
