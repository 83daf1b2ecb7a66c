import { api, getJson } from '@dpu/api-client';
import type {
  ApiEnvelope,
  ContentDiff,
  ContentFieldProblem,
  SavedDraft,
  StudioDocument,
  StudioDocumentSummary,
  StudioRevision,
} from '@dpu/contracts';

// The studio's calls (docs/api.md 'Content studio'). Answers other than '200' become a
// StudioError carrying the server's Chinese message, the field problems of a '400' and the
// other editor's text of a '409', so the editor can show each where it belongs.

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StudioCollectionInfo {
  name: string;
  label: string;
  team: string;
  roles: string[];
  extension: string;
  schema: unknown;
}

/** The text that was saved first when ours was refused ('409'). */
export interface ConflictCurrent {
  draftVersion: number;
  text: string;
  savedAt: string | null;
  savedByEmail: string | null;
}

export const NETWORK_FAILURE = '操作失败，请检查网络后重试';

export class StudioError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly problems: ContentFieldProblem[] = [],
    readonly conflict?: ConflictCurrent,
  ) {
    super(message);
    this.name = 'StudioError';
  }
}

interface ErrorData {
  problems?: ContentFieldProblem[];
  current?: ConflictCurrent;
}

async function settle<T>(call: () => Promise<ApiEnvelope<T>>): Promise<T> {
  let body: ApiEnvelope<T>;
  try {
    body = await call();
  } catch {
    throw new StudioError('network', NETWORK_FAILURE);
  }
  if (body?.code === '200') return body.data as T;
  const data = (body?.data ?? {}) as ErrorData;
  throw new StudioError(
    body?.code ?? 'network',
    body?.msg || NETWORK_FAILURE,
    Array.isArray(data.problems) ? data.problems : [],
    data.current,
  );
}

export const studioGet = <T>(url: string, params?: Record<string, unknown>) =>
  settle(() => getJson<T>(url, params));
const send = <T>(method: 'post' | 'put' | 'delete', url: string, body?: unknown) =>
  settle(() =>
    method === 'delete'
      ? api.delete<ApiEnvelope<T>, ApiEnvelope<T>>(url, { data: body ?? {} })
      : api[method]<ApiEnvelope<T>, ApiEnvelope<T>>(url, body ?? {}),
  );

export type StatusFilter = 'live' | 'draft' | 'unpublished' | 'scheduled' | 'deleted';

export interface DraftInput {
  baseVersion: number;
  fields?: Record<string, unknown>;
  body?: string;
  text?: string;
}

const doc = (id: number) => `/studio/documents/${id}`;

export const studioApi = {
  collections: () => studioGet<StudioCollectionInfo[]>('/studio/collections'),
  list: (collection: string, query: { q?: string; status?: StatusFilter; page?: number }) =>
    studioGet<Paged<StudioDocumentSummary>>(`/studio/collections/${collection}/documents`, query),
  create: (collection: string, slug: string, fields?: Record<string, unknown>, body?: string) =>
    send<StudioDocument>('post', `/studio/collections/${collection}/documents`, {
      slug,
      ...(fields ? { fields } : {}),
      ...(body !== undefined ? { body } : {}),
    }),
  get: (id: number) => studioGet<StudioDocument>(doc(id)),
  saveDraft: (id: number, input: DraftInput) => send<SavedDraft>('put', `${doc(id)}/draft`, input),
  publish: (id: number, at?: string) =>
    send<{ revision: number | null; scheduledAt: string | null }>('post', `${doc(id)}/publish`, {
      ...(at ? { at } : {}),
    }),
  cancelSchedule: (id: number) => send<unknown>('delete', `${doc(id)}/schedule`),
  unpublish: (id: number) => send<unknown>('post', `${doc(id)}/unpublish`),
  duplicate: (id: number) => send<StudioDocument>('post', `${doc(id)}/duplicate`),
  remove: (id: number) => send<unknown>('delete', doc(id)),
  restore: (id: number) => send<unknown>('post', `${doc(id)}/restore`),
  history: (id: number) => studioGet<StudioRevision[]>(`${doc(id)}/history`),
  diff: (id: number, from: string, to: string) =>
    studioGet<ContentDiff>(`${doc(id)}/diff`, { from, to }),
  rollback: (id: number, revision: number) =>
    send<unknown>('post', `${doc(id)}/revisions/${revision}/rollback`),
  previewLink: (id: number, minutes?: number) =>
    send<{ token: string; expiresAt: string; url: string | null }>(
      'post',
      `${doc(id)}/preview`,
      minutes ? { minutes } : {},
    ),
  revokePreviewLinks: (id: number) => send<unknown>('post', `${doc(id)}/preview/revoke`),
};

/**
 * The page a preview link opens: the document's own page, or for a file every page reads
 * (site facts, navigation, the home page's copy) the home page with the token; null when
 * no page shows the document.
 */
export function previewPage(
  link: { token: string; url: string | null },
  file: string,
): string | null {
  if (link.url) return link.url;
  return /^[^/]+\.(?:ya?ml|json|md)$/.test(file)
    ? `/?preview=${encodeURIComponent(link.token)}`
    : null;
}

/** The message to show for any failure. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : NETWORK_FAILURE;
}
