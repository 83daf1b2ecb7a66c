import {
  fakeApi,
  fail,
  ok,
  routesHandler,
  type FakeApi,
  type FakeHandler,
  type FakeRoutes,
} from '@dpu/api-client/testing';
import type { ContentQuery } from '@dpu/contracts';
import { answerContent, NOT_FOUND, type FakeContentCall, type FakeDoc } from './content-engine';

// The site's API as page tests see it, on the one fake (@dpu/api-client/testing, at the HTTP
// adapter): named routes first, then the content API from documents, then the server's 404.

export interface FakeSiteApiOptions {
  /** Documents of the content API, each with its content path ('/news/item-01'). */
  content?: readonly FakeDoc[];
  /** Answers by 'METHOD /path' (or a handler); they win over the content documents. */
  routes?: FakeRoutes | FakeHandler;
}

export interface FakeSiteApi extends FakeApi {
  /** Every content query, with its path decoded. */
  contentQueries: FakeContentCall[];
}

const CONTENT_PREFIX = '/_content/';

function contentPathOf(url: string): string {
  return `/${url
    .slice(CONTENT_PREFIX.length)
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent)
    .join('/')}`;
}

/** Fakes the site's API for one test (see FakeSiteApiOptions). */
export function fakeSiteApi({ content = [], routes = {} }: FakeSiteApiOptions = {}): FakeSiteApi {
  const contentQueries: FakeContentCall[] = [];
  const byRoute = typeof routes === 'function' ? routes : routesHandler(routes);
  const api = fakeApi(async (request) => {
    const answer = await byRoute(request);
    if (answer !== undefined) return answer;
    if (request.method !== 'POST' || !request.url.startsWith(CONTENT_PREFIX)) return undefined;
    const path = contentPathOf(request.url);
    const query = (request.body ?? {}) as ContentQuery;
    contentQueries.push({ path, query });
    const data = answerContent(content, path, query);
    return data === NOT_FOUND ? fail('404', `${path} not found`) : ok(data);
  });
  return { ...api, contentQueries };
}
