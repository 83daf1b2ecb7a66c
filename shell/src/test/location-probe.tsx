import { useLocation } from '@dpu/router';

/** Shows the router's current path so tests can assert where a click went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
