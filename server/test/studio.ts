import assert from 'node:assert/strict';
import { before } from 'node:test';
import { suiteApp } from './app';
import { studioContentDir } from './content';
import type { Engine } from './databases';
import { auth, loginAs, type Method } from './users';

// The content studio's API as staff call it, over an app on one engine with a small content
// folder (two news items and a job).

export function studioSuite(engine: Engine) {
  const suite = suiteApp(engine, { contentDir: studioContentDir() });
  let token = '';
  before(async () => {
    token = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
  });
  const call = (method: Method, url: string, payload?: object, headers: object = {}) =>
    suite.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...auth(token), ...headers },
      ...(payload ? { payload } : {}),
    });
  const data = async (method: Method, url: string, payload?: object) => {
    const response = await call(method, url, payload);
    assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
    return response.json().data;
  };
  /** The title visitors are served at a content path, or the status when there is none. */
  const visitorTitle = async (path: string) => {
    const response = await suite.app.inject({ method: 'GET', url: `/api/_content${path}` });
    return response.statusCode === 200
      ? (response.json().data.title as string)
      : response.statusCode;
  };
  const documentId = async (slug: string) => {
    const list = await data('GET', `/studio/collections/news/documents?q=${slug}`);
    return (list.items as { id: number; slug: string }[]).find((item) => item.slug === slug)!.id;
  };
  const actions = async () =>
    ((await data('GET', '/admin/audit?pageSize=100')).items as { action: string }[]).map(
      (entry) => entry.action,
    );
  /** Saves the document's draft with some fields changed. */
  const edit = async (id: number, changes: Record<string, unknown>, body?: string) => {
    const doc = await data('GET', `/studio/documents/${id}`);
    return data('PUT', `/studio/documents/${id}/draft`, {
      baseVersion: doc.draftVersion,
      fields: { ...doc.draft.fields, ...changes },
      ...(body === undefined ? {} : { body }),
    });
  };
  return { suite, call, data, visitorTitle, documentId, actions, edit };
}
