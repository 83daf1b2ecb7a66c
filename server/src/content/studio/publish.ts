import { conflict } from '../../lib/app-error';
import { badRequest } from '../../lib/app-error';
import { problemsOf, refuseProblems, type ContentDeps, type ContentRepos } from './deps';
import { documentRow, publishedText } from './read';

// 发布: now, or at a chosen time (the text as it is when scheduled); 取消定时; 下线. Every
// change of what visitors see takes a new content version in the same transaction, and
// every instance re-indexes the document after the commit (deps.announce).

export interface PublishResult {
  revision: number | null;
  scheduledAt: string | null;
  contentVersion: number;
}

/** A publish time this close to now (or past) is a publish now. */
const NOW_MS = 1000;
/** Scheduling further ahead is surely a typo. */
const MAX_AHEAD_MS = 366 * 24 * 3600 * 1000;

async function publishText(
  repos: ContentRepos,
  id: number,
  text: string,
  origin: 'publish' | 'schedule',
  actorId: number | null,
  clearDraft: boolean,
) {
  const revision = await repos.revisions.add(id, text, origin, actorId);
  const version = await repos.revisions.bumpVersion();
  await repos.documents.setPublished(id, revision, version, clearDraft);
  await repos.documents.schedule(id, null, null, null);
  return { revision, version };
}

export async function publish(
  deps: ContentDeps,
  id: number,
  input: { at?: string; baseVersion?: number },
  actorId: number | null,
): Promise<PublishResult> {
  const at = input.at === undefined ? undefined : new Date(input.at);
  if (at && Number.isNaN(at.getTime())) throw badRequest('请求参数有误：发布时间无效');
  if (at && at.getTime() - Date.now() > MAX_AHEAD_MS) throw badRequest('发布时间不能晚于一年之后');
  const result = await deps.inTransaction(async ({ repos }): Promise<PublishResult> => {
    const row = await documentRow(repos, id, true);
    if (row.deletedAt) throw conflict('文档在回收站中，请先恢复再发布');
    if (input.baseVersion !== undefined && input.baseVersion !== row.draftVersion) {
      throw conflict('发布被拒绝：草稿已被其他人修改，请查看最新内容后再发布');
    }
    const published = await publishedText(repos, row);
    const text = row.draftText ?? published?.text;
    const { version } = await repos.revisions.state();
    if (text === undefined || (row.draftText === null && row.publishedRevision !== null && !at)) {
      return { revision: row.publishedRevision, scheduledAt: null, contentVersion: version };
    }
    const problems = problemsOf(row.file, text);
    if (problems.length) refuseProblems(problems);
    if (at && at.getTime() > Date.now() + NOW_MS) {
      await repos.documents.schedule(id, at.toISOString(), text, actorId);
      await repos.revisions.audit({
        actorId,
        action: 'content_schedule',
        target: row.file,
        detail: `定时发布：${at.toISOString()}`,
      });
      return { revision: null, scheduledAt: at.toISOString(), contentVersion: version };
    }
    const done = await publishText(repos, id, text, 'publish', actorId, true);
    await repos.revisions.audit({
      actorId,
      action: 'content_publish',
      target: row.file,
      detail: `发布第 ${done.revision} 版`,
    });
    return { revision: done.revision, scheduledAt: null, contentVersion: done.version };
  });
  if (result.revision !== null && result.scheduledAt === null) await deps.announce();
  return result;
}

export async function unschedule(deps: ContentDeps, id: number, actorId: number | null) {
  await deps.inTransaction(async ({ repos }) => {
    const row = await documentRow(repos, id, true);
    if (!row.scheduledAt) throw conflict('该文档没有定时发布');
    await repos.documents.schedule(id, null, null, null);
    await repos.revisions.audit({
      actorId,
      action: 'content_unschedule',
      target: row.file,
      detail: `取消定时发布（原定 ${row.scheduledAt}）`,
    });
  });
}

export async function unpublish(deps: ContentDeps, id: number, actorId: number | null) {
  const version = await deps.inTransaction(async ({ repos }) => {
    const row = await documentRow(repos, id, true);
    const published = await publishedText(repos, row);
    if (!published || row.deletedAt) throw conflict('该文档当前未发布');
    const next = await repos.revisions.bumpVersion();
    await repos.documents.unpublish(id, next, published.text);
    await repos.revisions.audit({
      actorId,
      action: 'content_unpublish',
      target: row.file,
      detail: `下线第 ${published.revision} 版`,
    });
    return next;
  });
  await deps.announce();
  return { contentVersion: version };
}

/**
 * Publishes the schedules that are due. Rows are locked with SKIP LOCKED and the schedule
 * cleared in the same transaction, so with several instances each fires once.
 */
export async function publishDue(deps: ContentDeps, limit = 20): Promise<number> {
  const fired = await deps.inTransaction(async ({ repos }) => {
    let count = 0;
    for (const { id } of await repos.documents.dueSchedules(limit)) {
      const row = await documentRow(repos, id);
      const text = row.scheduledText ?? '';
      const problems = problemsOf(row.file, text);
      if (problems.length) {
        await repos.documents.schedule(id, null, null, null);
        await repos.revisions.audit({
          actorId: row.scheduledBy,
          action: 'content_unschedule',
          target: row.file,
          detail: `定时发布失败，已取消：${problems.map((p) => p.message).join('；')}`,
        });
        continue;
      }
      const done = await publishText(
        repos,
        id,
        text,
        'schedule',
        row.scheduledBy,
        row.draftText === text,
      );
      await repos.revisions.audit({
        actorId: row.scheduledBy,
        action: 'content_publish',
        target: row.file,
        detail: `定时发布第 ${done.revision} 版`,
      });
      count += 1;
    }
    return count;
  });
  if (fired) await deps.announce();
  return fired;
}
