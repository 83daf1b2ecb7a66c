import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_BASE } from '@dpu/contracts';
import { apiAdapter } from './client';

// The one fake of the API for unit tests: it replaces the HTTP adapter of `api` and the
// browser's fetch (the process boundary; postForm uses fetch), so everything above them —
// interceptors, the UserToken header, envelope handling, blob responses — runs as in the
// browser. @dpu/test-utils adds the content API
// on top (fakeSiteApi); see packages/README.md.

export interface FakeRequest {
  method: string;
  /** Path below the API base, e.g. '/user/login'. */
  url: string;
  /** The query parameters axios was given. */
  params: Record<string, unknown> | undefined;
  /** JSON bodies parsed back to objects; FormData as it is. */
  body: unknown;
  headers: Record<string, string>;
  responseType: string | undefined;
}

/** What the fake server answers: a status (200 by default), a body and headers. */
export type FakeReply =
  { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/** Answers one request; undefined leaves it to the next answer (in the end: a 404). */
export type FakeHandler = (
  request: FakeRequest,
) => FakeReply | undefined | Promise<FakeReply | undefined>;

/** Answers by method and path: { 'GET /product/list': ok(list), 'POST /logout': handler }. */
export type FakeRoutes = Readonly<Record<string, FakeReply | FakeHandler>>;

export interface FakeApi {
  /** Every request, in order. */
  calls: FakeRequest[];
  /** The requests to one path (the query string left out). */
  callsTo: (path: string) => FakeRequest[];
}

/** The envelope of a success (docs/api.md): { code: '200', data }. */
export function ok(data?: unknown): FakeReply {
  return { body: data === undefined ? { code: '200' } : { code: '200', data } };
}

/** An error envelope with the HTTP status our server sends with it, e.g. fail('409', '…'). */
export function fail(code: string, msg: string): FakeReply {
  const status = Number(code);
  return { status: status >= 400 && status < 600 ? status : 200, body: { code, msg } };
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Answers from a route table: the key is 'METHOD /path' (query string left out). */
export function routesHandler(routes: FakeRoutes): FakeHandler {
  return (request) => {
    const answer = routes[`${request.method} ${pathOf(request.url)}`];
    return typeof answer === 'function' ? answer(request) : answer;
  };
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function toRequest(config: InternalAxiosRequestConfig): FakeRequest {
  const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: config.params as Record<string, unknown> | undefined,
    body: parseBody(config.data),
    headers,
    responseType: config.responseType,
  };
}

/** What the server says to a path it does not know. */
const notFound = (request: FakeRequest): FakeReply =>
  fail('404', `${request.method} ${pathOf(request.url)}: no fake answer`);

/** The fake the adapter answers with: the latest fakeApi of the running test. */
let active: { handler: FakeHandler; calls: FakeRequest[] } | undefined;

const fakeAdapter: AxiosAdapter = async (config) => {
  if (!active) throw new Error('fakeApi: no fake server installed');
  const { handler, calls } = active;
  const request = toRequest(config);
  calls.push(request);
  const reply = (await handler(request)) ?? notFound(request);
  if (reply === 'network-error') {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  }
  const status = reply.status ?? 200;
  const response = {
    data: reply.body,
    status,
    statusText: String(status),
    headers: new AxiosHeaders(reply.headers ?? {}),
    config,
    request: {},
  };
  if (status >= 200 && status < 300) return response;
  throw new AxiosError(
    `Request failed with status code ${status}`,
    status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
    config,
    {},
    response,
  );
};

// jsdom has neither Headers nor Request: headers come as a record or pairs, input as a URL
function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers = init?.headers ?? {};
  return Array.isArray(headers)
    ? Object.fromEntries(headers)
    : { ...(headers as Record<string, string>) };
}

/** fetch's request, below the API base, as the fake sees it. */
function fetchRequest(input: RequestInfo | URL, init: RequestInit | undefined): FakeRequest {
  const href = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
  const url = new URL(href, 'http://localhost');
  const query = Object.fromEntries(url.searchParams);
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    url: url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname,
    params: Object.keys(query).length ? query : undefined,
    body: parseBody(init?.body),
    headers: headersOf(init),
    responseType: undefined,
  };
}

const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  if (!active) throw new Error('fakeApi: no fake server installed');
  const { handler, calls } = active;
  const request = fetchRequest(input, init);
  calls.push(request);
  const reply = (await handler(request)) ?? notFound(request);
  if (reply === 'network-error') throw new TypeError('Failed to fetch');
  const status = reply.status ?? 200;
  const body = reply.body;
  // jsdom has no Response: what postForm reads of one (status, ok, the JSON body)
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => (typeof body === 'string' ? (JSON.parse(body) as unknown) : body),
  } as Response;
};

/**
 * Installs a fake server behind `api` for the running test (jest's restoreMocks puts the
 * real adapter back before the next one; a second fakeApi in a test replaces the first).
 * Answers from a handler or a route table; a request nothing answers gets the server's 404
 * envelope.
 */
export function fakeApi(answer: FakeHandler | FakeRoutes): FakeApi {
  const calls: FakeRequest[] = [];
  active = { handler: typeof answer === 'function' ? answer : routesHandler(answer), calls };
  if (apiAdapter.current !== fakeAdapter) {
    jest.replaceProperty(apiAdapter, 'current', fakeAdapter);
  }
  if (!jest.isMockFunction(globalThis.fetch)) {
    jest.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  }
  return {
    calls,
    callsTo: (path) => calls.filter((call) => pathOf(call.url) === path),
  };
}
