import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fakeApi, type FakeApi, type FakeReply, type FakeRequest } from '@dpu/api-client/testing';

// Test support: the real content files behind a fake HTTP layer (the process boundary).

const CONTENT_DIR = path.resolve(__dirname, '../../../content');

export function readContentYaml(name: string): unknown {
  return parse(readFileSync(path.join(CONTENT_DIR, `${name}.yaml`), 'utf8')) as unknown;
}

export type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply> | undefined;

/** Answers the content API from content/, tracking with '200', the rest via `handler`. */
export function fakeSiteApi(handler: Handler = () => undefined): FakeApi {
  const documents: Record<string, unknown> = {
    '/_content/navigation': readContentYaml('navigation'),
    '/_content/site': readContentYaml('site'),
  };
  return fakeApi((request) => {
    const own = handler(request);
    if (own) return own;
    if (request.url in documents) return { body: { code: '200', data: documents[request.url] } };
    if (request.url === '/trackware/front') return { body: { code: '200' } };
    return { status: 404, body: { code: '404', msg: `${request.url} not found` } };
  });
}
