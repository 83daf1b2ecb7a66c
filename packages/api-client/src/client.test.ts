import { useSession } from '@dpu/session';
import { api, apiInstance, getJson, isSuccess, postEmpty, postJson } from './client';
import { postForm } from './form-post';
import { fakeApi, type FakeApi } from './testing';

describe('api client (docs/site.md §7 general rules)', () => {
  let server: FakeApi;

  it('when a call is made, then it goes below the base /api', async () => {
    expect((await apiInstance()).defaults.baseURL).toBe('/api');
  });

  it('when the session holds a token, then it travels in the UserToken header', async () => {
    server = fakeApi(() => ({ body: { code: '200' } }));
    useSession.setState({ token: { code: 'UserToken', value: 'from-session' } });
    window.localStorage.setItem('token', 'from-storage');
    await getJson('/user/login/checkLoginStatus');
    expect(server.calls[0]?.headers.UserToken).toBe('from-session');
  });

  it('when only local storage holds a token, then that one is sent', async () => {
    server = fakeApi(() => ({ body: { code: '200' } }));
    window.localStorage.setItem('token', 'from-storage');
    await postJson('/logout');
    expect(server.calls[0]?.headers.UserToken).toBe('from-storage');
  });

  it('when there is no token at all, then no UserToken header is sent', async () => {
    server = fakeApi(() => ({ body: { code: '200' } }));
    await getJson('/x');
    expect(server.calls[0]?.headers.UserToken).toBeUndefined();
  });

  it('when the answer is JSON, then the caller gets the body', async () => {
    server = fakeApi(() => ({ body: { code: '200', data: { a: 1 } } }));
    const body = await getJson<{ a: number }>('/x');
    expect(body).toEqual({ code: '200', data: { a: 1 } });
    expect(isSuccess(body)).toBe(true);
  });

  it('when the answer is binary, then the caller gets the whole response', async () => {
    server = fakeApi(() => ({ body: new Blob(['pdf']) }));
    const response = await api.get('/file/pdf/conflux2200E', { responseType: 'blob' });
    expect(response).toHaveProperty('status', 200);
    expect(response).toHaveProperty('data');
  });

  it('when the server answers an HTTP error with an envelope, then it resolves with it and only logs', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = fakeApi(() => ({ status: 409, body: { code: '409', msg: '该邮箱已注册' } }));
    const body = await postJson('/user/register', { email: 'a@example.com' });
    expect(body).toEqual({ code: '409', msg: '该邮箱已注册' });
    expect(isSuccess(body)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('when the network fails, then the call rejects and the error is logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = fakeApi(() => 'network-error');
    await expect(getJson('/x')).rejects.toThrow('Network Error');
    expect(error).toHaveBeenCalled();
  });

  it('when a non-envelope HTTP error comes back, then it rejects and is logged only', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = fakeApi(() => ({ status: 502, body: '<html>bad gateway</html>' }));
    await expect(getJson('/x')).rejects.toThrow();
    expect(error).toHaveBeenCalled();
  });

  it('when success is checked, then only the string 200 counts', () => {
    expect(isSuccess({ code: '200' })).toBe(true);
    expect(isSuccess({ code: '201' })).toBe(false);
    expect(isSuccess(undefined)).toBe(false);
  });

  it('when form data is posted, then it goes as multipart FormData', async () => {
    server = fakeApi(() => ({ body: { code: '200' } }));
    const form = new FormData();
    form.append('pathName', '/');
    await postForm('/trackware/front', form);
    expect(server.calls[0]).toMatchObject({ method: 'POST', url: '/trackware/front' });
    expect(server.calls[0]?.body).toBeInstanceOf(FormData);
  });

  it('when form data is posted with a token, then it travels in the UserToken header', async () => {
    server = fakeApi(() => ({ body: { code: '200' } }));
    window.localStorage.setItem('token', 'from-storage');
    await postForm('/trackware/front', new FormData());
    expect(server.calls[0]?.headers.UserToken).toBe('from-storage');
  });

  it('when a form post gets an error envelope, then it resolves with it and only logs', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = fakeApi(() => ({ status: 503, body: { code: '503', msg: 'busy' } }));
    await expect(postForm('/trackware/front', new FormData())).resolves.toEqual({
      code: '503',
      msg: 'busy',
    });
    expect(warn).toHaveBeenCalled();
  });

  it('when a form post fails on the network, then it rejects and the error is logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = fakeApi(() => 'network-error');
    await expect(postForm('/trackware/front', new FormData())).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalled();
  });

  it('when an empty POST is made, then no body is sent', async () => {
    server = fakeApi(() => ({ body: { code: '200' } }));
    await postEmpty('/logout');
    expect(server.calls[0]).toMatchObject({ method: 'POST', url: '/logout', body: undefined });
  });
});
