import type { SessionUser } from '../accounts/sessions-repository';
import { holdsProduct, NO_RIGHTS_MESSAGE } from '../catalogue/access';
import { forbidden, notFound, unauthorized } from '../lib/app-error';
import type { Repositories } from '../repositories';
import type { FileRecord } from './files-repository';

// docs/api.md files: public files need no token; gated files need a grant for their product.

export type FileAddress = { id: number } | { pdfKey: string };

export async function fileForDownload(
  repos: Repositories,
  address: FileAddress,
  userOf: () => Promise<SessionUser | null>,
): Promise<{ file: FileRecord; isPublic: boolean }> {
  const file =
    'id' in address
      ? await repos.files.byId(address.id)
      : await repos.files.byPdfKey(address.pdfKey);
  if (!file) throw notFound('文件不存在');
  if (!file.proId) return { file, isPublic: true };
  const user = await userOf();
  if (!user) throw unauthorized('请先登录');
  if (!(await holdsProduct(repos, user, file.proId))) throw forbidden(NO_RIGHTS_MESSAGE);
  // a withdrawn release is kept for staff only (materials/publish-service.ts)
  if (file.withdrawn && user.userType !== 'admin') throw notFound('文件不存在');
  return { file, isPublic: false };
}
