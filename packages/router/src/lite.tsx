import {
  createContext,
  useContext,
  useEffect,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Location, NavigateOptions, To } from 'react-router-dom';
import { matchRoutes, type RouteObject } from './routes';

// The routing of a page that is not hydrated (docs/composition.md 'Routing'): the same
// markup and hooks as react-router's for a page that only shows where it is, with links
// that hand the navigation to the app (which then loads react-router and renders anew).

/** Takes a navigation (a path or a history step) away from the page that is not hydrated. */
export type LiteNavigate = (to: To | number, options?: NavigateOptions) => void;

interface LiteRouting {
  location: Location;
  navigate: LiteNavigate;
}

const LiteContext = createContext<LiteRouting | null>(null);
const OutletContext = createContext<{ outlet: ReactNode; params: Record<string, string> }>({
  outlet: null,
  params: {},
});

export function LiteRouter({
  navigate,
  children,
}: {
  navigate: LiteNavigate;
  children: ReactNode;
}) {
  const [routing] = useState<LiteRouting>(() => {
    const { pathname, search, hash } = window.location;
    const location: Location = { pathname, search, hash, state: null, key: 'default' };
    return {
      location,
      // the app gets a path with query and hash, resolved here as react-router would
      navigate: (to, options) =>
        typeof to === 'number' ? navigate(to) : navigate(liteHref(to, location), options),
    };
  });
  return <LiteContext.Provider value={routing}>{children}</LiteContext.Provider>;
}

export function useLiteRouting(): LiteRouting {
  const routing = useContext(LiteContext);
  if (!routing) throw new Error('[router] a routing hook outside a router');
  return routing;
}

/** `to` as a path with query and hash, resolved against the current location. */
export function liteHref(to: To, location: Location): string {
  const parts = typeof to === 'string' ? splitPath(to) : to;
  let pathname = parts.pathname || location.pathname;
  if (!pathname.startsWith('/')) {
    // relative to where the page is (react-router resolves it from the route's path)
    const base = `http://x${location.pathname.replace(/\/?$/, '/')}`;
    pathname = decodeURI(new URL(pathname, base).pathname);
  }
  const search = parts.search && parts.search !== '?' ? parts.search : '';
  const hash = parts.hash && parts.hash !== '#' ? parts.hash : '';
  return `${pathname}${search}${hash}`;
}

function splitPath(path: string): { pathname?: string; search?: string; hash?: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : undefined;
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || undefined,
    search: searchAt >= 0 ? rest.slice(searchAt) : undefined,
    hash,
  };
}

export interface LiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  ref?: React.Ref<HTMLAnchorElement>;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** react-router's Link: the same anchor, the same clicks taken. */
export function LiteLink({ to, replace, state, reloadDocument, onClick, ...rest }: LiteLinkProps) {
  const { location, navigate } = useLiteRouting();
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = external ? (to as string) : liteHref(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument) return;
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.button !== 0 || (rest.target && rest.target !== '_self') || modified) return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(href, { replace: replace ?? here === href, state });
  };
  return (
    <a {...rest} href={href} onClick={handleClick} data-discover={external ? undefined : 'true'} />
  );
}

/** react-router's rule for NavLink: the link's path or a path below it. */
export function isActivePath(locationPathname: string, toPathname: string, end = false): boolean {
  const here = locationPathname.toLowerCase();
  const to = toPathname.toLowerCase();
  const endSlash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return here === to || (!end && here.startsWith(to) && here.charAt(endSlash) === '/');
}

export function LiteNavigate({
  to,
  replace,
  state,
}: {
  to: To;
  replace?: boolean;
  state?: unknown;
}) {
  const { navigate } = useLiteRouting();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export function LiteRoutes({ routes }: { routes: RouteObject[] }) {
  const { location } = useLiteRouting();
  // nested routes (a remote's under the shell's splat) see their parents' params too
  const above = useContext(OutletContext).params;
  const branch = matchRoutes(routes, location.pathname);
  if (!branch) return null;
  let outlet: ReactNode = null;
  for (let i = branch.length - 1; i >= 0; i -= 1) {
    const { route, params } = branch[i] as (typeof branch)[number];
    const child = outlet;
    outlet = (
      <OutletContext.Provider value={{ outlet: child, params: { ...above, ...params } }}>
        {route.element === undefined ? child : route.element}
      </OutletContext.Provider>
    );
  }
  return outlet;
}

export function useLiteOutlet() {
  return useContext(OutletContext);
}
