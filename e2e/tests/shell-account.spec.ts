import { expect, test } from '../support/fixtures';
import { newUser, registerByApi, openLoggedIn, stored } from './shell-helpers';

// docs/site.md §2 header buttons, §4 login state and logout; account pages (docs/site.md §2).
test('when a visitor registers, then the header shows their name and logout brings back 登录', async ({
  page,
}) => {
  const user = newUser();
  await page.goto('/news/newsCenter');
  const header = page.getByTestId('site-header');
  await header.getByRole('link', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('用户名').fill(user.userName);
  await page.getByLabel('邮箱').fill(user.email);
  await page.getByLabel('密码').fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /注\s*册/ }).click();

  // back to backPath: the page the visitor came from
  await expect(page).toHaveURL(/\/news\/newsCenter$/);
  await expect(header.getByRole('button', { name: user.userName })).toBeVisible();
  await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
  expect(await stored(page, 'token')).toMatch(/.+/);
  expect(await stored(page, 'userType')).toBe('customer');

  await header.getByRole('button', { name: user.userName }).click();
  await header.getByRole('button', { name: '退出' }).click();
  await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'userType')).toBeNull();
  expect(await stored(page, 'path')).toBe('/news/newsCenter');
  await expect(page).toHaveURL(/\/news\/newsCenter$/);

  // the session really ended server-side: a reload stays logged out
  await page.reload();
  await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
});

test('when the password is wrong, then the server message shows and the typed account stays', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerByApi(request, user);
  await page.goto('/login');
  await page.getByLabel('账号').fill(user.email);
  await page.getByLabel('密码').fill('Wrong12345');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page.getByLabel('账号')).toHaveValue(user.email);
  await expect(page).toHaveURL(/\/login$/);
});

test('when the register form is invalid, then clear Chinese messages show and nothing is lost', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('邮箱').fill('not-an-email');
  await page.getByLabel('密码').fill('short');
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入有效的邮箱地址')).toBeVisible();
  await expect(page.getByText('密码为 8–64 位，且须同时包含字母和数字')).toBeVisible();
  await expect(page.getByText('请阅读并同意《用户协议》和《隐私政策》')).toBeVisible();
  await expect(page.getByLabel('邮箱')).toHaveValue('not-an-email');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when logged in, then 欢迎您，{name} and 退出 show; logging out under /productStack goes home', async ({
    page,
    request,
  }) => {
    const user = newUser();
    const token = await registerByApi(request, user);
    await openLoggedIn(page, token, '/productStack');
    const header = page.getByTestId('site-header');
    await expect(header.getByText(`欢迎您，${user.userName}`)).toBeVisible();
    await header.getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
    expect(await stored(page, 'path')).toBe('/');
  });
});
