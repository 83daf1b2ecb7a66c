// The part of react-router-dom the site uses: loaded by the facade (index.ts) as a chunk of
// its own, so a page that is not hydrated never downloads it (docs/composition.md 'Routing').
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
