import {
  RELEASE_KIND_LABELS,
  releaseMaterialType,
  type PublishedRelease,
  type StaffRelease,
} from '@dpu/contracts';
import type { MaterialReleaseRequest } from '@dpu/contracts/schemas';
import { fileBody } from '../blobs/blob-store';
import { storeMaterialFile } from '../blobs/material-files';
import { notFound } from '../lib/app-error';
import { sampleOf } from '../lib/file-sample';
import type { UseCaseDeps } from '../use-case-deps';
import { checkRelease, type CheckedRelease } from './check-release';
import { releaseFileType } from './release-file-type';
import { queueReleaseMails } from './release-mail';

// 技术支持 staff publish support material (docs/api.md 'Support material'): the file goes
// into the blob store (its SHA-256 computed by the store), a materials row makes it visible at
// once to every holder of the product — newest first, older versions kept — and each holder
// who leaves release mails on gets one mail. Withdrawing hides a release (list and download)
// from customers; staff keep it and may restore it.

const today = () => new Date().toISOString().slice(0, 10);

function titleOf(release: CheckedRelease): string {
  if (release.title) return release.title;
  return `${release.product.name} ${RELEASE_KIND_LABELS[release.kind]} ${release.version}`;
}

async function storeFile(deps: UseCaseDeps, release: CheckedRelease, title: string) {
  const { file } = release;
  const type = releaseFileType(await sampleOf(file.path, file.size));
  return storeMaterialFile(deps.repos, deps.blobs, {
    proId: release.product.proId,
    kind: release.kind,
    title,
    // the detected type's extension replaces the sender's (material-files.ts cleans the name)
    fileName: file.filename,
    extension: type.extension,
    contentType: type.type,
    version: release.version,
    releaseDate: today(),
    releaseNotes: release.releaseNotes,
    body: fileBody(file.path),
  });
}

export async function publishRelease(
  deps: UseCaseDeps,
  body: MaterialReleaseRequest,
  actorId: number,
  maxBytes?: number,
): Promise<PublishedRelease> {
  const release = checkRelease(body, maxBytes);
  const title = titleOf(release);
  const stored = await storeFile(deps, release, title);
  const label = RELEASE_KIND_LABELS[release.kind];
  // the release, its audit line and its mails together: all of them or none
  const { id, mailed } = await deps.inTransaction(async (tx) => {
    const releaseId = await tx.repos.releases.insert({
      proId: release.product.proId,
      type: releaseMaterialType(release.kind),
      title,
      releaseNotes: release.releaseNotes,
      version: release.version,
      releaseDate: stored.releaseDate,
      fileId: stored.id,
      announcement: release.announcement
        ? {
            title: `关于 ${release.product.name} ${label} ${release.version} 版本发布的公告`,
            text: release.announcement,
          }
        : null,
      publishedBy: actorId,
    });
    await tx.repos.audit.record({
      actorId,
      action: 'material_publish',
      target: `${release.product.name} ${title}`,
      detail: `版本 ${release.version}，SHA-256 ${stored.sha256}`,
    });
    const holders = await tx.repos.releases.holdersToMail(release.product.proId);
    const facts = { ...release, title, sha256: stored.sha256 };
    return { id: releaseId, mailed: await queueReleaseMails(tx, holders, facts) };
  });
  return { ...(await releaseById(deps, id)), mailed };
}

async function releaseById({ repos }: UseCaseDeps, id: number): Promise<StaffRelease> {
  const release = await repos.releases.byId(id);
  if (!release) throw notFound('该版本不存在');
  return release;
}

export async function staffReleases(deps: UseCaseDeps, proId?: string): Promise<StaffRelease[]> {
  return deps.repos.releases.list(proId);
}

/** Withdraws (hidden from customers) or restores a release and its announcement. */
export async function setReleaseWithdrawn(
  deps: UseCaseDeps,
  id: number,
  withdrawn: boolean,
  actorId: number,
): Promise<StaffRelease> {
  const release = await releaseById(deps, id);
  await deps.inTransaction(async (tx) => {
    await tx.repos.releases.setWithdrawn(id, withdrawn);
    await tx.repos.audit.record({
      actorId,
      action: withdrawn ? 'material_withdraw' : 'material_restore',
      target: release.title,
      detail: `版本 ${release.version}`,
    });
  });
  return releaseById(deps, id);
}
