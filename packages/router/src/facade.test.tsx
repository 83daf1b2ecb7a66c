import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  LiteRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useParams,
  useSearchParams,
} from './index';
import { matchRoutes, routeObjects } from './routes';

function Where() {
  const { pathname, search } = useLocation();
  const params = useParams();
  const [query] = useSearchParams();
  return (
    <p>
      {pathname}
      {search}|{JSON.stringify(params)}|{query.get('id')}
    </p>
  );
}

function Frame() {
  return (
    <div>
      <Link to="/">home</Link>
      <Link to="?id=2" className="pager">
        next
      </Link>
      <Link to="https://example.com/x">out</Link>
      <NavLink to="/news" className="menu">
        news
      </NavLink>
      <NavLink to="/news" end>
        news only
      </NavLink>
      <Outlet />
    </div>
  );
}

// a shell's routes with a remote's routes nested under its splat, as on the site
function Site() {
  return (
    <Routes>
      <Route element={<Frame />}>
        <Route path="/login" element={<p>login</p>} />
        <Route
          path="*"
          element={
            <Routes>
              <Route path="/news/:slug" element={<Where />} />
              <Route path="/news/newsCenter" element={<p>center</p>} />
              <Route path="*" element={<p>not found</p>} />
            </Routes>
          }
        />
      </Route>
    </Routes>
  );
}

function visit(url: string) {
  window.history.replaceState(null, '', url);
}

describe('LiteRouter', () => {
  it.each(['/news/first?id=1', '/news/newsCenter', '/login', '/elsewhere/deep'])(
    'renders %s as react-router does',
    (url) => {
      visit(url);
      const lite = renderToString(
        <LiteRouter navigate={() => undefined}>
          <Site />
        </LiteRouter>,
      );
      const full = renderToString(
        <StaticRouter location={url}>
          <Site />
        </StaticRouter>,
      );
      expect(lite).toBe(full);
    },
  );

  it('hands a plain click on a link to the app, resolved, and leaves the others to the browser', () => {
    visit('/news/first?id=1');
    const navigate = jest.fn();
    render(
      <LiteRouter navigate={navigate}>
        <Site />
      </LiteRouter>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'home' }))).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: false, state: undefined });
    fireEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(navigate).toHaveBeenLastCalledWith('/news/first?id=2', {
      replace: false,
      state: undefined,
    });
    navigate.mockClear();
    expect(fireEvent.click(screen.getByRole('link', { name: 'home' }), { ctrlKey: true })).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('link', { name: 'out' }), { button: 0 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces the entry for a link to where the page already is', () => {
    visit('/news');
    const navigate = jest.fn();
    render(
      <LiteRouter navigate={navigate}>
        <Frame />
      </LiteRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'news' }));
    expect(navigate).toHaveBeenLastCalledWith('/news', { replace: true, state: undefined });
  });
});

describe('matchRoutes', () => {
  it('ranks static paths over parameters over a splat, whatever their order', () => {
    const routes = routeObjects(
      [<Route key="1" path="*" />, <Route key="2" path="/a/:id" />, <Route key="3" path="/a/b" />],
      () => true,
    );
    expect(matchRoutes(routes, '/a/b')?.[0]?.route.path).toBe('/a/b');
    expect(matchRoutes(routes, '/a/c')?.[0]?.params).toEqual({ id: 'c' });
    expect(matchRoutes(routes, '/x/y')?.[0]?.params).toEqual({ '*': 'x/y' });
  });
});
