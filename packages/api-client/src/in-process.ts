import { API_BASE, TOKEN_HEADER, type ApiResponse, type ApiTransport } from '@dpu/contracts';
import { currentToken } from '@dpu/session';
import type { ApiCall } from './client';
import { isEnvelope } from './envelope';

// On the server a page's API calls never leave the process (docs/composition.md): the shell
// hands `api` a caller over the transport that answers them, and each call goes to it
// directly — the request axios would have sent, its answer read as the instance's
// interceptors read it. axios's own pipeline (config merging, header objects, transforms,
// the adapter's promise chain) cost more than the content engine's answer itself (issue 25).
// A module of its own (`@dpu/api-client/in-process`): only the server's build takes it.

/** An answer outside 2xx without an envelope: rejected as axios rejects it (isHttpError). */
export class InProcessHttpError extends Error {
  readonly isAxiosError = true;

  constructor(
    readonly response: { status: number; data: unknown; headers: Record<string, string> },
  ) {
    super(`Request failed with status code ${response.status}`);
    this.name = 'InProcessHttpError';
  }
}

/** axios's encoding of a query parameter (its buildURL). */
function encodeParam(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/** The query string axios makes of flat parameters (null and undefined left out). */
export function queryString(params: unknown): string {
  if (params === undefined || params === null) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new TypeError(`query parameter ${key}: only flat values are sent in-process`);
    }
    pairs.push(`${encodeParam(key)}=${encodeParam(String(value))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function isPlain(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const proto = Object.getPrototypeOf(data) as unknown;
  return Array.isArray(data) || proto === Object.prototype || proto === null;
}

const FORM = 'application/x-www-form-urlencoded';
const SENDS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** The body and content type axios sends: a string as it is, plain data as JSON. */
function requestBody(method: string, data: unknown): { body?: string; type?: string } {
  if (data === undefined) return SENDS_BODY.has(method) ? { type: FORM } : {};
  if (typeof data === 'string') return { body: data, type: FORM };
  if (isPlain(data)) return { body: JSON.stringify(data), type: 'application/json' };
  throw new TypeError('only JSON bodies are sent in-process');
}

/** axios's joining of the base and a call's URL (its combineURLs). */
function fullUrl(url: string, params: unknown): string {
  return `${API_BASE.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}${queryString(params)}`;
}

/** axios's reading of a body: JSON when it parses, else the text itself. */
function responseData(answer: ApiResponse): unknown {
  if (!answer.body) return answer.body;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return answer.body;
  }
}

/**
 * One call through the transport: 2xx gives the body; an error status with an envelope
 * gives the envelope (as the interceptor does); anything else rejects.
 */
async function callInProcess(transport: ApiTransport, call: ApiCall): Promise<unknown> {
  const type = call.config?.responseType;
  if (type === 'blob' || type === 'arraybuffer') {
    throw new TypeError(`${call.method} ${call.url}: binary answers are not read in-process`);
  }
  const { body, type: contentType } = requestBody(call.method, call.data);
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (contentType) headers['Content-Type'] = contentType;
  const token = currentToken();
  if (token) headers[TOKEN_HEADER] = token;
  const url = fullUrl(call.url, call.config?.params);
  const answer = await transport({ method: call.method, url, headers, body });
  const data = responseData(answer);
  if ((answer.status >= 200 && answer.status < 300) || isEnvelope(data)) return data;
  throw new InProcessHttpError({ status: answer.status, data, headers: answer.headers });
}

/** The caller `inProcessCalls` takes: every call of `api` answered by `transport`. */
export function inProcessCaller(transport: ApiTransport): (call: ApiCall) => Promise<unknown> {
  return (call) => callInProcess(transport, call);
}
