import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ApiRequest, ApiResponse, ApiTransport } from '@dpu/contracts';
import { useSession } from '@dpu/session';
import {
  api,
  apiAdapter,
  getJson,
  inProcessCalls,
  isHttpError,
  postEmpty,
  postJson,
} from './client';
import { inProcessCaller } from './in-process';

// On the server `api` hands a call straight to the in-process transport instead of axios.
// What the transport receives and what the caller gets back must be what the axios path
// gave: the adapter below is the one the server used before (axios in front of the same
// transport), kept here as the reference.

function throughAxios(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
    const data: unknown = config.data;
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers,
      body: data === undefined || data === null ? undefined : String(data),
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(answer.headers),
      config,
      request: {},
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
}

const CALLS: Record<string, () => Promise<unknown>> = {
  'a content query': () => postJson('/_content/site', {}),
  'a content query with a body': () => postJson('/_content/news', { $limit: 3, tag: '新闻' }),
  'a GET': () => getJson('/product/list'),
  'a GET with parameters': () =>
    getJson('/x', { a: 'b c', n: 1, u: undefined, z: null, t: true, s: 'a:b,$/?&=中' }),
  'an empty POST': () => postEmpty('/logout'),
  'a DELETE with a body': () => api.delete('/d', { data: { a: 1 } }),
  'a PUT of text': () => api.put('/p', 'text'),
};

const ANSWERS: Record<string, ApiResponse> = {
  'a success': { status: 200, headers: {}, body: '{"code":"200","data":{"a":[1,"二"]}}' },
  'an error envelope': { status: 404, headers: {}, body: '{"code":"404","msg":"没有"}' },
  'an error page': { status: 502, headers: { 'x-a': 'b' }, body: '<html>bad gateway</html>' },
  'a text': { status: 200, headers: {}, body: 'plain' },
  'an empty answer': { status: 204, headers: {}, body: '' },
};

interface Outcome {
  requests: ApiRequest[];
  settled: unknown;
}

function lowerCased(request: ApiRequest): ApiRequest {
  const headers = Object.entries(request.headers).map(([name, value]) => [
    name.toLowerCase(),
    value,
  ]);
  return { ...request, headers: Object.fromEntries(headers) as Record<string, string> };
}

/** What a call sent and how it settled: the value, or the rejection as isHttpError sees it. */
async function outcome(
  path: 'axios' | 'in-process',
  call: () => Promise<unknown>,
  answer: ApiResponse,
): Promise<Outcome> {
  const requests: ApiRequest[] = [];
  const transport: ApiTransport = async (request) => {
    requests.push(lowerCased(request));
    return answer;
  };
  apiAdapter.current = path === 'axios' ? throughAxios(transport) : undefined;
  inProcessCalls.current = path === 'in-process' ? inProcessCaller(transport) : undefined;
  const settled = await call().then(
    (value) => ({ value }),
    (error: unknown) => ({
      rejected: isHttpError(error),
      status: isHttpError(error) ? error.response?.status : undefined,
      data: isHttpError(error) ? error.response?.data : undefined,
    }),
  );
  return { requests, settled };
}

describe('API calls answered in-process (the server)', () => {
  afterEach(() => {
    apiAdapter.current = undefined;
    inProcessCalls.current = undefined;
  });

  beforeEach(() => {
    // the browser's path logs what the server's leaves to the server
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  for (const [callName, call] of Object.entries(CALLS)) {
    for (const [answerName, answer] of Object.entries(ANSWERS)) {
      it(`when ${callName} gets ${answerName}, then it sends and settles as through axios`, async () => {
        const viaAxios = await outcome('axios', call, answer);
        const direct = await outcome('in-process', call, answer);
        expect(direct).toEqual(viaAxios);
        expect(direct.requests).toHaveLength(1);
      });
    }
  }

  it('when the session holds a token, then it travels in the UserToken header, as through axios', async () => {
    useSession.setState({ token: { code: 'UserToken', value: 'tok' } });
    const answer = ANSWERS['a success'] as ApiResponse;
    const call = CALLS['a GET'] as () => Promise<unknown>;
    const viaAxios = await outcome('axios', call, answer);
    const direct = await outcome('in-process', call, answer);
    expect(direct).toEqual(viaAxios);
    expect(direct.requests[0]?.headers.usertoken).toBe('tok');
  });

  it('when the transport is set, then axios is not asked at all', async () => {
    const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>();
    apiAdapter.current = adapter;
    inProcessCalls.current = inProcessCaller(async () => ANSWERS['a success'] as ApiResponse);
    await expect(postJson('/_content/site', {})).resolves.toEqual({
      code: '200',
      data: { a: [1, '二'] },
    });
    expect(adapter).not.toHaveBeenCalled();
  });

  it('when a call asks for a binary answer or nested parameters, then it is refused, not sent oddly', async () => {
    const transport = jest.fn<Promise<ApiResponse>, [ApiRequest]>();
    inProcessCalls.current = inProcessCaller(transport);
    await expect(api.get('/file/x', { responseType: 'blob' })).rejects.toThrow(TypeError);
    await expect(getJson('/x', { nested: { a: 1 } })).rejects.toThrow(TypeError);
    expect(transport).not.toHaveBeenCalled();
  });
});
