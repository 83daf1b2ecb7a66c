import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { mockApi, type ApiCall, type ApiMock } from '@dpu/test-utils';

// The customer-area copy and the videos come from the real content files.
const CONTENT_DIR = path.resolve(__dirname, '../../../content');
const support = (name: string) =>
  parse(readFileSync(path.join(CONTENT_DIR, 'support', `${name}.yaml`), 'utf8')) as unknown;

const CONTENT: Record<string, unknown> = {
  '/site': { companyName: '芯途科技', phone: '400-000-0000' },
  '/support/home': support('home'),
  '/support/customer': support('customer'),
  '/support/verify': support('verify'),
  '/videos': readdirSync(path.join(CONTENT_DIR, 'videos')).map(
    (name) => parse(readFileSync(path.join(CONTENT_DIR, 'videos', name), 'utf8')) as unknown,
  ),
};

/** Answers for the API routes of one test: 'GET /product/list' → envelope (or a function). */
export type Routes = Record<string, unknown | ((call: ApiCall) => unknown)>;

/** Fakes the server: content of content/support plus the given routes; others fail. */
export function fakeApi(routes: Routes = {}): ApiMock {
  return mockApi((call) => {
    if (call.method === 'POST' && call.url.startsWith('/_content/')) {
      const doc = CONTENT[decodeURIComponent(call.url.slice('/_content'.length))];
      return doc ? { code: '200', data: doc } : { code: '404', msg: 'not found' };
    }
    const answer = routes[`${call.method} ${call.url}`];
    return typeof answer === 'function' ? (answer as (c: ApiCall) => unknown)(call) : answer;
  });
}
