import { mockApi, type ApiCall, type ApiMock } from '@dpu/test-utils';

export const SITE_FACTS = {
  companyName: '芯途科技',
  phone: '400-000-0000',
  emails: { business: 'b@example.com', recruiting: 'r@example.com', media: 'm@example.com' },
  storeUrl: 'https://store.example.com/xintu',
};

/** Put this as a document to make its path answer a server error. */
export const SERVER_ERROR = Symbol('server error');

const ok = (data: unknown) => ({ code: '200', data });
const notFound = (url: string) => ({ code: '404', msg: `${url} not found` });

/**
 * A fake content API: `documents` maps content paths ('/products/conflux2200E') to their
 * answer; '/site' is always there. Other content paths answer 404 like the server.
 */
export function fakeContentApi(documents: Record<string, unknown>): ApiMock {
  const all: Record<string, unknown> = { '/site': SITE_FACTS, ...documents };
  return mockApi((call: ApiCall) => {
    if (call.method !== 'POST' || !call.url.startsWith('/_content/')) return undefined;
    const contentPath = decodeURIComponent(call.url.slice('/_content'.length));
    if (!(contentPath in all)) return notFound(contentPath);
    const doc = all[contentPath];
    return doc === SERVER_ERROR ? { code: '500', msg: '服务器内部错误' } : ok(doc);
  });
}
