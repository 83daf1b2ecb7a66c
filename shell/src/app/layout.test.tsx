import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@dpu/router';
import { renderApp } from '@dpu/test-utils';
import type { FakeApi, FakeHandler, FakeRequest } from '@dpu/test-utils';
import { useSession } from '@dpu/session';
import { fakeShellApi } from '../test/site-api';
import { LocationProbe } from '../test/location-probe';
import { TEST_SITE } from '../test/site-routes';
import { Layout } from './layout';
import { SiteConfigProvider } from '../lib/site-config';

function Page() {
  return (
    <>
      <p>页面内容</p>
      <Link to="/news/newsCenter">去新闻</Link>
      <Link to="/productStack">去客户支持</Link>
      <Link to="/login">去登录</Link>
    </>
  );
}

function renderSite(url: string) {
  return renderApp(
    <SiteConfigProvider config={TEST_SITE}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>
      <LocationProbe />
    </SiteConfigProvider>,
    { url },
  );
}

const trackingCalls = (server: FakeApi): FakeRequest[] =>
  server.calls.filter((call) => call.url === '/trackware/front');
const location = () => screen.getByTestId('location');

describe('default layout: route changes (docs/site.md §4)', () => {
  let server: FakeApi;

  it('when the route changes, then path and backPath follow and a record is sent per route', async () => {
    server = fakeShellApi();
    renderSite('/about');
    await waitFor(() => expect(trackingCalls(server)).toHaveLength(1));
    expect(window.localStorage.getItem('path')).toBe('/about');
    expect(window.localStorage.getItem('backPath')).toBe('/about');

    await userEvent.click(screen.getByRole('link', { name: '去新闻' }));
    await waitFor(() => expect(trackingCalls(server)).toHaveLength(2));
    expect(window.localStorage.getItem('path')).toBe('/news/newsCenter');
    expect(window.localStorage.getItem('backPath')).toBe('/news/newsCenter');
    const form = trackingCalls(server)[1]?.body as FormData;
    expect(form.get('pathName')).toBe('/news/newsCenter');
    expect(form.get('browsePageName')).toBe('news-newsCenter');
  });

  it("when the route changes to /productStack, then path and backPath are '/'", async () => {
    server = fakeShellApi();
    renderSite('/about');
    await userEvent.click(screen.getByRole('link', { name: '去客户支持' }));
    expect(window.localStorage.getItem('path')).toBe('/');
    expect(window.localStorage.getItem('backPath')).toBe('/');
  });

  it('when the user opens /login, then backPath still points to the page before it', async () => {
    server = fakeShellApi();
    renderSite('/about');
    await userEvent.click(screen.getByRole('link', { name: '去登录' }));
    await waitFor(() => expect(trackingCalls(server)).toHaveLength(2));
    expect(window.localStorage.getItem('backPath')).toBe('/about');
  });

  it('when the tracking call fails, then the page still shows and nothing breaks', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = fakeShellApi((request) =>
      request.url === '/trackware/front' ? 'network-error' : undefined,
    );
    renderSite('/about');
    expect(screen.getByText('页面内容')).toBeVisible();
    await waitFor(() => expect(trackingCalls(server)).toHaveLength(1));
    expect(screen.getByText('页面内容')).toBeVisible();
  });

  it('when the layout shows with a stored token, then the login status is checked once', async () => {
    window.localStorage.setItem('token', 'tok-1');
    server = fakeShellApi((request) =>
      request.url === '/user/login/checkLoginStatus'
        ? { body: { code: '200', data: { userName: '韩梅梅', userType: 'customer' } } }
        : undefined,
    );
    renderSite('/about');
    await waitFor(() => expect(useSession.getState().userInfo.name).toBe('韩梅梅'));
    await userEvent.click(screen.getByRole('link', { name: '去新闻' }));
    const checks = server.calls.filter((call) => call.url === '/user/login/checkLoginStatus');
    expect(checks).toHaveLength(1);
    expect(await screen.findByRole('button', { name: '韩梅梅' })).toBeVisible();
  });
});

describe('default layout: guard, Reading B (docs/site.md §4, §6)', () => {
  let server: FakeApi;

  const authorisation =
    (data: string): FakeHandler =>
    (request) =>
      request.url.startsWith('/productUserMid/check/client/')
        ? { body: { code: '200', data } }
        : undefined;

  it('when an anonymous visitor opens a protected page, then they land on /login and see nothing of it', async () => {
    server = fakeShellApi(authorisation('yes'));
    renderSite('/productStack/customer/downloadDrivers?proId=p1');
    expect(screen.queryByText('页面内容')).toBeNull();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(window.localStorage.getItem('path')).toBe('/contact');
    expect(window.localStorage.getItem('backPath')).toBe(
      '/productStack/customer/downloadDrivers?proId=p1',
    );
  });

  it("when an authorised customer opens a protected page, then it renders only after 'yes'", async () => {
    window.localStorage.setItem('token', 'tok-1');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server = fakeShellApi((request) =>
      request.url.startsWith('/productUserMid/check/client/')
        ? answered.then(() => ({ body: { code: '200', data: 'yes' } }))
        : undefined,
    );
    renderSite('/productStack/customer?proId=p1');
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === '/productUserMid/check/client/p1')).toBe(
        true,
      ),
    );
    expect(screen.queryByText('页面内容')).toBeNull();
    answer();
    expect(await screen.findByText('页面内容')).toBeVisible();
    expect(location()).toHaveTextContent('/productStack/customer?proId=p1');
    expect(window.localStorage.getItem('flagOfShowCustomer')).toBe('2');
  });

  it("when the check answers 'not', then the visitor goes home", async () => {
    window.localStorage.setItem('token', 'tok-1');
    server = fakeShellApi(authorisation('not'));
    renderSite('/productStack/customer/agreement?proId=p1');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(screen.getByText('页面内容')).toBeVisible();
  });

  it('when the protected page has no product id, then the visitor goes home', async () => {
    window.localStorage.setItem('token', 'tok-1');
    server = fakeShellApi(authorisation('yes'));
    renderSite('/productStack/customer/video_preview');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('when a page is not protected, then it shows without any check', async () => {
    server = fakeShellApi(authorisation('yes'));
    renderSite('/productStack/customerVerify?proId=p1');
    expect(screen.getByText('页面内容')).toBeVisible();
    expect(server.calls.some((call) => call.url.startsWith('/productUserMid'))).toBe(false);
  });
});

describe('default layout: frames', () => {
  it('when a public page shows, then the header, the side widget and then the footer surround it', async () => {
    fakeShellApi();
    renderSite('/about');
    const header = screen.getByTestId('site-header');
    const widget = screen.getByTestId('side-widget');
    expect(header).toBeInTheDocument();
    expect(screen.getByText('页面内容')).toBeVisible();
    // the widget comes before the footer: where it is a band in the flow, tab order matches
    const footer = await screen.findByRole('contentinfo');
    expect(widget.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when the staff console shows, then it has a frame of its own: no public header, footer or widget', () => {
    fakeShellApi();
    renderSite('/staff');
    expect(screen.getByText('页面内容')).toBeVisible();
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('side-widget')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
