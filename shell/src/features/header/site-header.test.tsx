import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@dpu/test-utils';
import type { FakeApi, FakeRequest } from '@dpu/test-utils';
import { fakeShellApi } from '../../test/site-api';
import { LocationProbe } from '../../test/location-probe';
import { SiteHeader } from './site-header';

function setViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

/** The content API's site search, answering every query with the 2200E page. */
const searchHandler = (request: FakeRequest) =>
  request.url === '/_content/' && request.method === 'POST'
    ? {
        body: {
          code: '200',
          data: [
            {
              path: '/products/conflux2200E',
              title: 'CONFLUX-2200E',
              description: '弹性网络 DPU 卡',
            },
            { path: '/navigation', title: '导航' },
          ],
        },
      }
    : undefined;

function renderHeader(url = '/', user?: { name: string; userType: string }) {
  return renderApp(
    <>
      <SiteHeader />
      <LocationProbe />
    </>,
    { url, user },
  );
}

/** A page scrolled to the top at this window width, over the shell's fake site API. */
function atTopOfPage(width: number): FakeApi {
  setViewport(width);
  setScroll(0);
  return fakeShellApi();
}

const header = () => screen.getByTestId('site-header');
const nav = () => within(header()).getByRole('navigation', { name: '主导航' });

describe('site header (docs/site.md §2)', () => {
  let server: FakeApi;
  beforeEach(() => {
    server = atTopOfPage(1440);
  });

  it('when shown on desktop, then the menus come from navigation.yaml and 产品体系 links to /product', async () => {
    renderHeader();
    const link = await within(nav()).findByRole('link', { name: '产品体系' });
    expect(link).toHaveAttribute('href', '/product');
    expect(within(nav()).getByRole('link', { name: '新闻中心' })).toHaveAttribute(
      'href',
      '/news/newsCenter',
    );
    expect(within(nav()).getByRole('link', { name: '文档中心' })).toHaveAttribute(
      'href',
      '/developers',
    );
  });

  it('when a title holds a trademark mark, then it renders as markup, sanitised', async () => {
    renderHeader();
    const entry = await within(nav()).findByRole('link', { name: /CONFLUX\s*®\s*-2200E/ });
    expect(entry).toHaveAttribute('href', '/product/conflux2200E');
    // the sanitizer loads on first need (a page rendered in the browser)
    await waitFor(() => expect(entry.querySelector('sup')?.textContent).toBe('®'));
  });

  it.each([
    ['/contact', '成功案例'],
    ['/ipcore/swiftip1900u', '产品体系'],
    ['/', '首页'],
    ['/about/leadership', '关于我们'],
  ])('when the path is %s, then %s is the active entry', async (path, title) => {
    renderHeader(path);
    const link = await within(nav()).findByRole('link', { name: title });
    const active = nav().querySelectorAll('li[data-active="true"]');
    expect(active).toHaveLength(1);
    expect(active[0]).toContainElement(link);
  });

  it('when the second path segment is newsDetails, then the header is solid', () => {
    renderHeader('/news/newsDetails');
    expect(header()).toHaveAttribute('data-solid', 'true');
  });

  it('when the path is a list page, then the header is not solid', () => {
    renderHeader('/news/newsCenter');
    expect(header()).toHaveAttribute('data-solid', 'false');
  });

  it('when the page scrolls past 0, then the header takes its hover look, and back at 0 loses it', async () => {
    renderHeader();
    expect(header()).toHaveAttribute('data-look', 'normal');
    act(() => setScroll(1));
    await waitFor(() => expect(header()).toHaveAttribute('data-look', 'hover'));
    act(() => setScroll(0));
    await waitFor(() => expect(header()).toHaveAttribute('data-look', 'normal'));
  });

  it('when logged out, then 客户支持, 登录 and 注册 show, 10 px from the right on desktop', () => {
    renderHeader();
    const buttons = screen.getByTestId('header-buttons');
    expect(within(buttons).getByRole('button', { name: '客户支持' })).toBeVisible();
    expect(within(buttons).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(within(buttons).getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(buttons).toHaveStyle({ right: '10px' });
  });

  it('when logged in on desktop, then the name shows with a popover holding 退出', async () => {
    renderHeader('/', { name: '李雷', userType: 'customer' });
    const buttons = screen.getByTestId('header-buttons');
    expect(within(buttons).queryByRole('link', { name: '登录' })).toBeNull();
    await userEvent.click(within(buttons).getByRole('button', { name: '李雷' }));
    expect(within(buttons).getByRole('button', { name: '退出' })).toBeVisible();
    // a customer's menu leads nowhere near the console
    expect(within(buttons).queryByRole('link', { name: '管理后台' })).toBeNull();
  });

  it('when staff open the user menu, then 管理后台 leads to /staff', async () => {
    renderHeader('/', { name: '王五', userType: 'admin' });
    const buttons = screen.getByTestId('header-buttons');
    await userEvent.click(within(buttons).getByRole('button', { name: '王五' }));
    const entry = within(buttons).getByRole('link', { name: '管理后台' });
    expect(entry).toHaveAttribute('href', '/staff');
    await userEvent.click(entry);
    expect(await screen.findByTestId('location')).toHaveTextContent('/staff');
  });

  it('when logged in on mobile, then 欢迎您，{name} and 退出 show, centred at (w − 64)/2 + 32', () => {
    setViewport(375);
    renderHeader('/', { name: '李雷', userType: 'customer' });
    const buttons = screen.getByTestId('header-buttons');
    expect(within(buttons).getByText('欢迎您，李雷')).toBeVisible();
    expect(within(buttons).getByRole('button', { name: '退出' })).toBeVisible();
    expect(buttons).toHaveStyle({ left: '187.5px' });
  });

  it('when 客户支持 is clicked logged out, then it goes to /login with path and backPath set', async () => {
    renderHeader('/news/newsCenter');
    await userEvent.click(screen.getByRole('button', { name: '客户支持' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(window.localStorage.getItem('path')).toBe('/contact');
    expect(window.localStorage.getItem('backPath')).toBe('/news/newsCenter');
  });

  it('when 客户支持 is clicked logged in, then it goes to /productStack', async () => {
    renderHeader('/news/newsCenter', { name: '李雷', userType: 'customer' });
    await userEvent.click(screen.getByRole('button', { name: '客户支持' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/productStack');
  });

  it('when 退出 is clicked on a /productStack page, then the user is logged out and goes home', async () => {
    server = fakeShellApi((request) =>
      request.url === '/logout' ? { body: { code: '200' } } : undefined,
    );
    setViewport(375);
    renderHeader('/productStack/customerVerify', { name: '李雷', userType: 'customer' });
    await userEvent.click(screen.getByRole('button', { name: '退出' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('link', { name: '登录' })).toBeVisible();
    expect(server.calls.some((call) => call.url === '/logout')).toBe(true);
  });

  it('when 搜索 is pressed and a model is typed, then suggestions link to its page and Enter opens /search', async () => {
    server = fakeShellApi(searchHandler);
    renderHeader('/news/newsCenter');
    await userEvent.click(within(header()).getByRole('button', { name: '搜索' }));
    const box = within(header()).getByRole('searchbox', { name: '搜索关键词' });
    expect(box).toHaveFocus();
    await userEvent.type(box, '2200E');
    // suggestions wait for typing to pause, then ask the content API
    const suggestions = await within(header()).findByRole(
      'list',
      { name: '搜索建议' },
      { timeout: 4000 },
    );
    expect(within(suggestions).getByRole('link', { name: 'CONFLUX-2200E' })).toHaveAttribute(
      'href',
      '/product/conflux2200E',
    );
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=2200E');
    expect(within(header()).queryByRole('searchbox')).toBeNull();
  });

  it('when the search box is open, then Escape closes it and gives focus back to 搜索', async () => {
    renderHeader();
    const button = within(header()).getByRole('button', { name: '搜索' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(within(header()).queryByRole('searchbox')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the user popover is open, then Escape closes it and gives focus back to the name', async () => {
    renderHeader('/', { name: '李雷', userType: 'customer' });
    const name = within(screen.getByTestId('header-buttons')).getByRole('button', { name: '李雷' });
    await userEvent.click(name);
    expect(screen.getByRole('button', { name: '退出' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: '退出' })).toBeNull();
    expect(name).toHaveFocus();
  });
});

describe('mobile header (docs/site.md §2)', () => {
  let server: FakeApi;
  beforeEach(() => {
    server = atTopOfPage(375);
  });

  it('when the hamburger opens the menu, then entries with children expand and collapse', async () => {
    renderHeader('/');
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    const toggle = screen.getByRole('button', { name: '打开菜单' });
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: '主导航' });
    const products = await within(menu).findByRole('button', { name: '产品体系' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const group = within(menu).getByRole('button', { name: 'DPU产品' });
    await userEvent.click(group);
    expect(within(menu).getByRole('link', { name: /CONFLUX\s*®\s*-2200E/ })).toBeVisible();
    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: /CONFLUX\s*®\s*-2200E/ })).toBeNull();
  });

  it('when a leaf entry is tapped, then it navigates and the menu closes', async () => {
    renderHeader('/');
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = screen.getByRole('navigation', { name: '主导航' });
    await userEvent.click(await within(menu).findByRole('link', { name: '新闻中心' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/news/newsCenter');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('when staff open the phone menu, then 管理后台 in it leads to /staff', async () => {
    renderHeader('/', { name: '王五', userType: 'admin' });
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = screen.getByRole('navigation', { name: '主导航' });
    await userEvent.click(await within(menu).findByRole('link', { name: '管理后台' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/staff');
  });

  it('when a customer opens the phone menu, then it has no 管理后台', async () => {
    renderHeader('/', { name: '李雷', userType: 'customer' });
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = screen.getByRole('navigation', { name: '主导航' });
    expect(await within(menu).findByRole('link', { name: '新闻中心' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: '管理后台' })).toBeNull();
  });

  it('when the menu is open, then the page behind does not scroll and Escape closes it', async () => {
    renderHeader('/');
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('when the back button is pressed on the first page, then it goes home', async () => {
    renderHeader('/news/newsCenter');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
  it('when a branch has a page of its own, then its expanded list opens with that page', async () => {
    renderHeader('/');
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = screen.getByRole('navigation', { name: '主导航' });
    await userEvent.click(await within(menu).findByRole('button', { name: '产品体系' }));
    await userEvent.click(within(menu).getByRole('link', { name: '产品体系总览' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product$/);
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('when a branch links to its first child, then no overview entry is added', async () => {
    renderHeader('/');
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = screen.getByRole('navigation', { name: '主导航' });
    await userEvent.click(await within(menu).findByRole('button', { name: '关于我们' }));
    expect(within(menu).getByRole('link', { name: '公司简介' })).toHaveAttribute('href', '/about');
    expect(within(menu).queryByRole('link', { name: /总览/ })).toBeNull();
  });

  it('when the search button is pressed on a phone, then the box opens and Enter opens /search', async () => {
    renderHeader('/');
    await userEvent.click(within(header()).getByRole('button', { name: '搜索' }));
    await userEvent.type(
      within(header()).getByRole('searchbox', { name: '搜索关键词' }),
      'DPU{Enter}',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=DPU');
  });
});
