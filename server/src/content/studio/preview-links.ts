import { documentRow } from './read';
import type { ContentDeps } from './deps';
import { signPreview } from './preview-token';

// Preview links of a document (docs/content-studio.md 'Preview links'): each is signed at the
// document's current preview epoch; revoking moves the epoch on, so every link handed out so
// far — shared with a colleague or open in a studio — is refused on every instance.

export async function signPreviewLink(
  deps: ContentDeps,
  secret: string,
  documentId: number,
  minutes: number,
): Promise<{ token: string; expiresAt: string }> {
  const expires = Math.floor(Date.now() / 1000) + minutes * 60;
  const epoch = await deps.repos.previewEpochs.current(documentId);
  return {
    token: signPreview(secret, { documentId, expires, epoch }),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export async function revokePreviewLinks(deps: ContentDeps, id: number, actorId: number | null) {
  await deps.inTransaction(async ({ repos }) => {
    const row = await documentRow(repos, id, true);
    await repos.previewEpochs.bump(id);
    await repos.revisions.audit({
      actorId,
      action: 'content_preview_revoke',
      target: row.file,
      detail: '撤销此前生成的全部预览链接',
    });
  });
}
