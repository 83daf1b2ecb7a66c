import type { SavedDraft, SaveDraftBody } from '@dpu/contracts';
import { conflict } from '../../lib/app-error';
import { parseSource } from '../parse-source';
import { titleOf } from '../store/import-files';
import { composeText } from './compose-text';
import { ContentRefusal, problemsOf, type ContentDeps } from './deps';
import { documentRow, publishedText } from './read';

// Auto-save of the studio's editor. Saves are never refused for what they hold (an editor's
// half-typed text is kept, with its problems reported); they are refused when someone else
// saved since the version the editor loaded — optimistic concurrency on draftVersion. The
// refused text is kept as a conflicting draft and both texts go back to the editor.

export const DRAFT_CONFLICT_MESSAGE =
  '保存被拒绝：其他人已在你之后修改并保存了这篇文档。你的内容已另存为冲突草稿，请对照最新版本合并后再保存。';

/** The title lists show for a text (its first document's title, else the fallback). */
export function titleFrom(file: string, text: string, fallback: string): string {
  try {
    return titleOf(parseSource({ file, text, createdAt: '', updatedAt: '' })) || fallback;
  } catch {
    return fallback;
  }
}

export async function saveDraft(
  deps: ContentDeps,
  id: number,
  input: SaveDraftBody,
  actorId: number | null,
): Promise<SavedDraft> {
  const outcome = await deps.inTransaction(async ({ repos }) => {
    const row = await documentRow(repos, id, true);
    if (row.deletedAt) throw conflict('文档在回收站中，请先恢复再编辑');
    const published = (await publishedText(repos, row))?.text;
    const working = row.draftText ?? published ?? '';
    const text = input.text ?? composeText(row.file, working, input.fields, input.body);
    if (row.draftVersion !== input.baseVersion) {
      const conflictId = await repos.revisions.addConflict(id, input.baseVersion, text, actorId);
      await repos.revisions.audit({
        actorId,
        action: 'content_conflict',
        target: row.file,
        detail: `基于第 ${input.baseVersion} 次保存的修改被拒绝（当前第 ${row.draftVersion} 次），已存为冲突草稿 #${conflictId}`,
      });
      return { kind: 'refused', conflictId, row, text: working } as const;
    }
    // the same as what visitors see: no draft any more
    const draft = text === published ? null : text;
    const saved = await repos.documents.saveDraft(
      id,
      draft,
      titleFrom(row.file, text, row.title),
      actorId,
    );
    await repos.revisions.audit({
      actorId,
      action: 'content_save',
      target: row.file,
      detail: `保存草稿（第 ${saved.draftVersion} 次）`,
    });
    return { kind: 'saved', saved: { ...saved, problems: problemsOf(row.file, text) } } as const;
  });
  if (outcome.kind === 'saved') return outcome.saved;
  const { conflictId, row, text } = outcome;
  throw new ContentRefusal(409, DRAFT_CONFLICT_MESSAGE, {
    conflictId,
    current: {
      draftVersion: row.draftVersion,
      text,
      savedAt: row.draftSavedAt,
      savedByEmail: row.draftSavedByEmail,
    },
  });
}
