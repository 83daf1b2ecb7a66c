import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/** The props of a `<Route>` the site writes (declarative routes: no loaders). */
export interface RouteProps {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route as react-router's useRoutes takes it. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

/** Route elements (through fragments) → route objects, as react-router's own Routes does. */
export function routeObjects(children: ReactNode, isRoute: (element: ReactElement) => boolean) {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as RouteProps;
    if (child.type === Fragment) {
      routes.push(...routeObjects(props.children, isRoute));
      return;
    }
    if (!isRoute(child)) throw new Error('[router] a child of <Routes> is not a <Route>');
    const route: RouteObject = {
      path: props.path,
      index: props.index,
      caseSensitive: props.caseSensitive,
      element: props.element,
    };
    if (props.children !== undefined) route.children = routeObjects(props.children, isRoute);
    routes.push(route);
  });
  return routes;
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

// react-router's ranking: static segments beat parameters, which beat a splat
function score(path: string, index: boolean | undefined): number {
  let total = segmentsOf(path).length + (index ? 2 : 0);
  for (const segment of segmentsOf(path)) {
    if (segment === '*') total -= 12;
    else if (segment.startsWith(':')) total += 3;
    else total += 10;
  }
  return total;
}

function matchPath(pattern: string, pathname: string, caseSensitive = false) {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    if (segment === '*') {
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const part = have[i];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(part);
    else if (caseSensitive ? segment !== part : segment.toLowerCase() !== part.toLowerCase()) {
      return undefined;
    }
  }
  return want.length === have.length ? params : undefined;
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * The branch of routes (outermost first) that renders at `pathname`, ranked as
 * react-router ranks them; ties go to the route written first.
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | undefined {
  let best: { branch: RouteMatch[]; score: number } | undefined;
  const visit = (list: RouteObject[], parentPath: string, above: RouteObject[]) => {
    for (const route of list) {
      const path = joinPath(parentPath, route.path);
      const chain = [...above, route];
      if (route.children?.length) {
        visit(route.children, path, chain);
        continue;
      }
      if (route.path === undefined && !route.index) continue;
      const params = matchPath(path, pathname, route.caseSensitive);
      const rank = score(path, route.index);
      if (params && (!best || rank > best.score)) {
        best = { branch: chain.map((item) => ({ route: item, params })), score: rank };
      }
    }
  };
  visit(routes, '/', []);
  return best?.branch;
}
