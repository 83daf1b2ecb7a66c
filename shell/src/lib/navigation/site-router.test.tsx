import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, useLocation } from '@dpu/router';
import { SiteRouter } from './site-router';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="at">{pathname}</p>
      <Link to="/news/newsCenter">news</Link>
    </>
  );
}

describe('SiteRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('routes without react-router until the first navigation, then under it', async () => {
    let ready: () => void = () => undefined;
    const prepare = jest.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    render(
      <SiteRouter lite prepare={prepare}>
        <Page />
      </SiteRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'news' }));
    // the next page's code first: the page stays until then
    expect(prepare).toHaveBeenCalledWith('/news/newsCenter');
    expect(window.location.pathname).toBe('/');
    await act(async () => ready());
    expect(window.location.pathname).toBe('/news/newsCenter');
    expect(await screen.findByTestId('at')).toHaveTextContent('/news/newsCenter');
    // react-router's own entry: back and forward are its
    expect(window.history.state).toMatchObject({ idx: 1, usr: null });
    fireEvent.click(screen.getByRole('link', { name: 'news' }));
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('starts under react-router on a page that is hydrated', () => {
    const prepare = jest.fn(() => Promise.resolve());
    render(
      <SiteRouter lite={false} prepare={prepare}>
        <Page />
      </SiteRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'news' }));
    expect(screen.getByTestId('at')).toHaveTextContent('/news/newsCenter');
    expect(prepare).not.toHaveBeenCalled();
  });
});
