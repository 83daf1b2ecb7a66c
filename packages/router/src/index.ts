// Module Federation cannot tree-shake a shared module: sharing react-router-dom itself put
// all of react-router (data routers, server helpers, ~190 KB) on every page. Every app
// imports routing from here instead, so the one shared copy holds only what the site uses.
// Need another export? Add it here; ESLint forbids importing react-router-dom directly.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction } from 'react-router-dom';
