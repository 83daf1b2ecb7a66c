import { useSearchParams } from '@dpu/router';
import { cleanQueryValue, QUERY_VALUE_MAX } from '@dpu/contracts';

/**
 * A query parameter as a page may use it ('' when absent): control, bidi and invisible
 * characters gone, bounded (cleanQueryValue in @dpu/contracts; the server renders from the
 * same cleaned value). The route must declare the name in its manifest entry's `query`:
 * the server's page cache keys a page on those parameters alone (docs/hostile-input.md).
 */
export function useQueryParam(name: string, max = QUERY_VALUE_MAX): string {
  const [params] = useSearchParams();
  return cleanQueryValue(params.get(name), max);
}
