// Module Federation cannot tree-shake a shared module: sharing react-router-dom itself put
// all of react-router (data routers, server helpers, ~190 KB) on every page. Every app
// imports routing from here instead, so the one shared copy holds only what the site uses.
// Need another export? Add it here and to impl.ts; ESLint forbids importing
// react-router-dom directly.
//
// react-router itself is a chunk of its own (impl.ts), loaded by the first router that
// needs it: a page that is not hydrated routes with LiteRouter until the visitor navigates
// (docs/composition.md 'Routing'). Every export below works under either router.
export {
  BrowserRouter,
  Link,
  loadRouter,
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
} from './facade';
export { LiteRouter, type LiteNavigate } from './lite';
export type { LinkProps, NavLinkProps, NavigateFunction } from './facade';
