import type { ContentQuery } from '@dpu/contracts';
import { isSuccess, postJson } from './client';

// docs/site.md §7 POST /_content/{path}: the site's words come from the content API.

export class ContentNotFoundError extends Error {
  constructor(readonly contentPath: string) {
    super(`${contentPath} not found`);
    this.name = 'ContentNotFoundError';
  }
}

export class ContentRequestError extends Error {
  constructor(
    readonly contentPath: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ContentRequestError';
  }
}

function contentUrl(contentPath: string): string {
  const clean = contentPath.replace(/^\/+/, '');
  return `/_content/${clean.split('/').map(encodeURIComponent).join('/')}`;
}

/** One document (file path) or a list (directory path); 404 → ContentNotFoundError. */
export async function fetchContent<T>(contentPath: string, query: ContentQuery = {}): Promise<T> {
  const body = await postJson<T>(contentUrl(contentPath), query);
  if (isSuccess(body)) return body.data as T;
  if (body?.code === '404') throw new ContentNotFoundError(contentPath);
  throw new ContentRequestError(contentPath, body?.code ?? '500', body?.msg ?? '内容加载失败');
}
