import { submitJson, type SubmitMessages } from './submit';
import { fakeApi } from './testing';

const MESSAGES: SubmitMessages = {
  failed: '提交失败，请稍后重试。',
  network: '网络异常，提交未成功。',
  byCode: { '413': '文件过大。' },
};

describe('sending a form (submitJson)', () => {
  it('when the server accepts, then the result is ok with the answer data', async () => {
    const server = fakeApi(() => ({ body: { code: '200', data: { id: 7 } } }));
    await expect(submitJson('/contact', { name: '张三' }, MESSAGES)).resolves.toEqual({
      ok: true,
      data: { id: 7 },
    });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      url: '/contact',
      body: { name: '张三' },
    });
  });

  it('when the server refuses with a message, then that message is shown', async () => {
    fakeApi(() => ({ status: 400, body: { code: '400', msg: '手机号格式不正确' } }));
    await expect(submitJson('/contact', {}, MESSAGES)).resolves.toEqual({
      ok: false,
      code: '400',
      message: '手机号格式不正确',
    });
  });

  it('when the server refuses without a message, then the message for its code is shown', async () => {
    fakeApi(() => ({ status: 413, body: { code: '413' } }));
    const result = await submitJson('/jobs/apply', new FormData(), MESSAGES);
    expect(result).toEqual({ ok: false, code: '413', message: '文件过大。' });
  });

  it('when the code has no message either, then the general failure is shown', async () => {
    fakeApi(() => ({ status: 500, body: { code: '500' } }));
    const result = await submitJson('/contact', {}, MESSAGES);
    expect(result).toEqual({ ok: false, code: '500', message: '提交失败，请稍后重试。' });
  });

  it('when nothing comes back, then the network message is shown with code network', async () => {
    fakeApi(() => 'network-error');
    const result = await submitJson('/contact', {}, MESSAGES);
    expect(result).toEqual({ ok: false, code: 'network', message: '网络异常，提交未成功。' });
  });
});
