import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeApi, type FakeReply, type FakeRequest } from '@dpu/test-utils';
import { useSession } from '@dpu/session';
import { renderApp } from '@dpu/test-utils';
import { LocationProbe } from '../../test/location-probe';
import AccountPage from './account-page';
import { MESSAGES } from './form-rules';

// forms in jsdom are slow on this busy machine
jest.setTimeout(20_000);

const SESSION = { token: 'new-token', userName: '李雷', userType: 'customer' };

function renderPage(url: string, reply: (request: FakeRequest) => FakeReply): FakeApi {
  const server = fakeApi((request) =>
    request.url.startsWith('/_content/') ? { body: { code: '404', msg: '无' } } : reply(request),
  );
  renderApp(
    <>
      <AccountPage />
      <LocationProbe />
    </>,
    { url },
  );
  // the page's title reads the site facts (a content query); the form's own calls are the rest
  return {
    get calls() {
      return server.calls.filter((call) => !call.url.startsWith('/_content/'));
    },
    callsTo: server.callsTo,
  };
}

const location = () => screen.getByTestId('location');
const user = () => userEvent.setup({ delay: null });

describe('login page', () => {
  let server: FakeApi;

  it('when the account and password are right, then the token is stored and the user returns to backPath', async () => {
    window.localStorage.setItem('backPath', '/news/newsCenter');
    server = renderPage('/login', () => ({ body: { code: '200', data: SESSION } }));
    const u = user();
    await u.type(screen.getByLabelText('账号'), 'lilei@example.com');
    await u.type(screen.getByLabelText('密码'), 'secret123');
    await u.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(location()).toHaveTextContent('/news/newsCenter'));
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      url: '/user/login',
      body: { account: 'lilei@example.com', password: 'secret123' },
    });
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(window.localStorage.getItem('userType')).toBe('customer');
    expect(useSession.getState()).toMatchObject({
      loginStatus: true,
      userInfo: { name: '李雷', userType: 'customer' },
    });
  });

  it('when no backPath is stored, then login returns to /', async () => {
    server = renderPage('/login', () => ({ body: { code: '200', data: SESSION } }));
    const u = user();
    await u.type(screen.getByLabelText('账号'), '13800000000');
    await u.type(screen.getByLabelText('密码'), 'secret123');
    await u.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('when the server refuses, then its message shows and what was typed stays', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = renderPage('/login', () => ({
      status: 401,
      body: { code: '401', msg: '账号或密码错误' },
    }));
    const u = user();
    await u.type(screen.getByLabelText('账号'), 'lilei@example.com');
    await u.type(screen.getByLabelText('密码'), 'wrong1234');
    await u.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('账号或密码错误')).toBeVisible();
    expect(screen.getByLabelText('账号')).toHaveValue('lilei@example.com');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong1234');
    expect(location()).toHaveTextContent('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('when the account is neither an e-mail nor a phone, then a clear message shows and nothing is sent', async () => {
    server = renderPage('/login', () => ({ body: { code: '200', data: SESSION } }));
    const u = user();
    await u.type(screen.getByLabelText('账号'), 'lilei@');
    await u.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText(MESSAGES.account)).toBeVisible();
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeVisible();
    expect(server.calls).toHaveLength(0);
  });

  it('when the network fails, then a network message shows', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = renderPage('/login', () => 'network-error');
    const u = user();
    await u.type(screen.getByLabelText('账号'), 'lilei@example.com');
    await u.type(screen.getByLabelText('密码'), 'secret123');
    await u.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeVisible();
  });
});

describe('register page', () => {
  let server: FakeApi;

  async function fill(values: Record<string, string>) {
    const u = user();
    for (const [label, value] of Object.entries(values)) {
      await u.type(screen.getByLabelText(label), value);
    }
    return u;
  }

  it('when the fields break the server rules, then each shows a Chinese message and nothing is sent', async () => {
    server = renderPage('/register', () => ({ body: { code: '200', data: SESSION } }));
    const u = await fill({ 用户名: 'a', 邮箱: 'not-an-email', 密码: 'onlyletters' });
    await u.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText(MESSAGES.userName)).toBeVisible();
    expect(await screen.findByText(MESSAGES.email)).toBeVisible();
    expect(await screen.findByText(MESSAGES.password)).toBeVisible();
    expect(await screen.findByText(MESSAGES.consent)).toBeVisible();
    expect(server.calls).toHaveLength(0);
    expect(screen.getByLabelText('邮箱')).toHaveValue('not-an-email');
  });

  it('when the agreement links are shown, then they open the user agreement and privacy policy', () => {
    server = renderPage('/register', () => ({ body: { code: '200' } }));
    expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute(
      'href',
      '/protocol/agreement',
    );
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/protocol/agreementSecret',
    );
  });

  it('when the form is valid and accepted, then the user is logged in and goes to backPath', async () => {
    window.localStorage.setItem('backPath', '/about');
    server = renderPage('/register', () => ({ body: { code: '200', data: SESSION } }));
    const u = await fill({
      用户名: '李雷',
      邮箱: 'lilei@example.com',
      密码: 'secret123',
      '公司（选填）': '示例公司',
    });
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() => expect(location()).toHaveTextContent('/about'));
    expect(server.calls[0]).toMatchObject({
      url: '/user/register',
      body: {
        userName: '李雷',
        email: 'lilei@example.com',
        password: 'secret123',
        company: '示例公司',
      },
    });
    expect(server.calls[0]?.body).not.toHaveProperty('phone');
    expect(window.localStorage.getItem('token')).toBe('new-token');
  });

  it('when the e-mail is taken, then the server message shows at the e-mail field and input stays', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = renderPage('/register', () => ({
      status: 409,
      body: { code: '409', msg: '该邮箱已注册' },
    }));
    const u = await fill({ 用户名: '李雷', 邮箱: 'lilei@example.com', 密码: 'secret123' });
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('该邮箱已注册')).toBeVisible();
    expect(screen.getByLabelText('用户名')).toHaveValue('李雷');
    expect(screen.getByLabelText('密码')).toHaveValue('secret123');
  });
});

/** 找回密码's two steps: the code is asked for lilei@example.com, then sent with the new password. */
async function resetPassword(code: string, password: string) {
  const u = user();
  await u.type(screen.getByLabelText('注册邮箱'), 'lilei@example.com');
  await u.click(screen.getByRole('button', { name: '发送验证码' }));
  await u.type(await screen.findByLabelText('验证码'), code);
  await u.type(screen.getByLabelText('新密码'), password);
  await u.click(screen.getByRole('button', { name: '重置密码' }));
}

describe('forget page', () => {
  let server: FakeApi;

  it('when the e-mail and then the code and new password are sent, then the password is reset', async () => {
    server = renderPage('/forget', () => ({ body: { code: '200' } }));
    await resetPassword('123456', 'newpass123');
    expect(await screen.findByText('密码已重置')).toBeVisible();
    expect(server.calls.map((call) => [call.url, call.body])).toEqual([
      ['/user/forget/code', { email: 'lilei@example.com' }],
      [
        '/user/forget/reset',
        { email: 'lilei@example.com', code: '123456', password: 'newpass123' },
      ],
    ]);
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });

  it('when the code is wrong, then the server message shows and the inputs stay', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = renderPage('/forget', (request) =>
      request.url === '/user/forget/reset'
        ? { status: 400, body: { code: '400', msg: '验证码错误或已过期' } }
        : { body: { code: '200' } },
    );
    await resetPassword('000000', 'newpass123');
    expect(await screen.findByText('验证码错误或已过期')).toBeVisible();
    expect(screen.getByLabelText('验证码')).toHaveValue('000000');
  });

  it('when the code is not six digits or the password is weak, then nothing is sent', async () => {
    server = renderPage('/forget', () => ({ body: { code: '200' } }));
    await resetPassword('12a', '12345678');
    expect(await screen.findByText(MESSAGES.code)).toBeVisible();
    expect(await screen.findByText(MESSAGES.password)).toBeVisible();
    expect(server.calls).toHaveLength(1);
  });
});
