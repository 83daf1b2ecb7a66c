import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@dpu/router';
import { renderApp } from '@dpu/test-utils';
import { AppErrorBoundary, statusOf } from './app-error-boundary';

function Broken({ error }: { error: unknown }): never {
  throw error;
}

function renderWith(error: unknown) {
  return renderApp(
    <>
      <Link to="/">home</Link>
      <AppErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken error={error} />} />
          <Route path="/" element={<p>首页内容</p>} />
        </Routes>
      </AppErrorBoundary>
    </>,
    { url: '/broken' },
  );
}

describe('top-level error boundary (docs/site.md §8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('when a page throws, then its message shows with status 500', () => {
    renderWith(new Error('数据格式错误'));
    expect(screen.getByText('数据格式错误')).toBeVisible();
    expect(screen.getByText('500')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to the home page' })).toBeNull();
  });

  it('when the error carries a 404 status, then the 404 page links back home', () => {
    renderWith(Object.assign(new Error('This page could not be found'), { statusCode: 404 }));
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByText('This page could not be found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('when a library or script error is thrown, then its English never shows: a Chinese message, 重试 and a way home', () => {
    renderWith(new Error('Request failed with status code 500'));
    expect(screen.queryByText(/Request failed/)).toBeNull();
    expect(screen.getByText('页面加载失败，请稍后重试')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('when the user navigates away, then the error is left behind', async () => {
    renderWith(new Error('boom'));
    expect(screen.getByText('页面加载失败，请稍后重试')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByText('首页内容')).toBeVisible();
  });

  it('when the status is missing or out of range, then it is 500', () => {
    expect(statusOf(new Error('x'))).toBe(500);
    expect(statusOf({ status: 200 })).toBe(500);
    expect(statusOf({ status: 403 })).toBe(403);
    expect(statusOf(null)).toBe(500);
  });
});
