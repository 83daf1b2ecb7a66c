/* eslint-disable react-hooks/rules-of-hooks -- each hook below calls react-router's hooks or
   LiteRouter's, by the router above; a component never changes routers while mounted (the
   app remounts under BrowserRouter when it leaves LiteRouter), so its hooks never change */
import {
  createContext,
  use,
  useContext,
  useMemo,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type {
  Location,
  NavigateFunction,
  NavigateOptions,
  LinkProps as RouterLinkProps,
  NavLinkProps as RouterNavLinkProps,
  To,
} from 'react-router-dom';
import {
  isActivePath,
  liteHref,
  LiteLink,
  LiteNavigate,
  LiteRoutes,
  useLiteOutlet,
  useLiteRouting,
} from './lite';
import { routeObjects, type RouteProps } from './routes';

type RouterImpl = typeof import('./impl');
export type LinkProps = RouterLinkProps & { ref?: Ref<HTMLAnchorElement> };
export type NavLinkProps = RouterNavLinkProps & { ref?: Ref<HTMLAnchorElement> };
export type { NavigateFunction };

let loaded: RouterImpl | undefined;
let loading: Promise<RouterImpl> | undefined;

/** Loads react-router (once); a failed load may be tried again. */
export function loadRouter(): Promise<RouterImpl> {
  loading ??= import(/* webpackChunkName: "router" */ './impl').then(
    (impl) => (loaded = impl),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// react-router, under one of its routers; null under LiteRouter
const ImplContext = createContext<RouterImpl | null>(null);

function routerImpl(): RouterImpl {
  return loaded ?? use(loadRouter());
}

export function BrowserRouter(props: ComponentProps<RouterImpl['BrowserRouter']>) {
  const impl = routerImpl();
  return (
    <ImplContext.Provider value={impl}>
      <impl.BrowserRouter {...props} />
    </ImplContext.Provider>
  );
}

export function MemoryRouter(props: ComponentProps<RouterImpl['MemoryRouter']>) {
  const impl = routerImpl();
  return (
    <ImplContext.Provider value={impl}>
      <impl.MemoryRouter {...props} />
    </ImplContext.Provider>
  );
}

export function StaticRouter(props: ComponentProps<RouterImpl['StaticRouter']>) {
  const impl = routerImpl();
  return (
    <ImplContext.Provider value={impl}>
      <impl.StaticRouter {...props} />
    </ImplContext.Provider>
  );
}

export function useLocation(): Location {
  const impl = useContext(ImplContext);
  return impl ? impl.useLocation() : useLiteRouting().location;
}

export function useNavigate(): NavigateFunction {
  const impl = useContext(ImplContext);
  return impl ? impl.useNavigate() : (useLiteRouting().navigate as NavigateFunction);
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  const impl = useContext(ImplContext);
  return impl ? impl.useParams() : useLiteOutlet().params;
}

type SearchParamsResult = ReturnType<RouterImpl['useSearchParams']>;

export function useSearchParams(): SearchParamsResult {
  const impl = useContext(ImplContext);
  if (impl) return impl.useSearchParams();
  const { location, navigate } = useLiteRouting();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams: SearchParamsResult[1] = (next, options?: NavigateOptions) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
    navigate(
      `?${new URLSearchParams(value as ConstructorParameters<typeof URLSearchParams>[0])}`,
      options,
    );
  };
  return [params, setParams];
}

/** react-router's Link; under LiteRouter the same anchor, whose click navigates the app. */
export function Link(props: LinkProps) {
  const impl = useContext(ImplContext);
  if (impl) return <impl.Link {...props} />;
  const {
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    ...anchor
  } = props;
  return <LiteLink {...(anchor as ComponentProps<typeof LiteLink>)} />;
}

export function NavLink(props: NavLinkProps) {
  const impl = useContext(ImplContext);
  if (impl) return <impl.NavLink {...props} />;
  const { location } = useLiteRouting();
  const {
    'aria-current': ariaCurrent = 'page',
    caseSensitive: _caseSensitive,
    className,
    end,
    style,
    children,
    ...link
  } = props;
  const toPathname = liteHref(props.to, location).replace(/[?#].*$/, '');
  const isActive = isActivePath(location.pathname, toPathname, end);
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...link}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}

export function Navigate(props: { to: To; replace?: boolean; state?: unknown }) {
  const impl = useContext(ImplContext);
  return impl ? <impl.Navigate {...props} /> : <LiteNavigate {...props} />;
}

export function Outlet(): ReactNode {
  const impl = useContext(ImplContext);
  return impl ? <impl.Outlet /> : useLiteOutlet().outlet;
}

/** A route of `<Routes>`: never rendered itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('[router] <Route> renders only inside <Routes>');
}

const isRoute = (element: ReactElement) => element.type === Route;

export function Routes({ children, location }: { children?: ReactNode; location?: string }) {
  const impl = useContext(ImplContext);
  const routes = routeObjects(children, isRoute);
  // ours differ from react-router's only in allowing `index` beside children
  type Objects = Parameters<RouterImpl['useRoutes']>[0];
  if (impl) return impl.useRoutes(routes as Objects, location);
  return <LiteRoutes routes={routes} />;
}
