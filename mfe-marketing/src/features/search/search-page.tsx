import { MAX_QUERY_LENGTH, isSearchType, searchPageHref } from '@dpu/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@dpu/router';
import {
  SearchForm,
  parsePage,
  searchHref,
  useContent,
  useQueryParam,
  useSitePageMeta,
} from '@dpu/ui';
import { SearchResults } from './search-results';
import layout from '../../components/layout.module.css';
import styles from './search-page.module.css';
import { SiteTrail } from '../../components/page-header';

interface SearchCopy {
  title: string;
  description?: string;
  suggestions?: string[];
}

/** The query box; keyed by the current query, so it shows the query of the URL. */
function QueryBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(initial);
  return (
    <SearchForm
      value={draft}
      onChange={setDraft}
      onSearch={onSearch}
      placeholder="输入产品型号、方案或关键词"
      classNames={{ form: styles.form, input: styles.input, button: styles.button }}
    />
  );
}

/**
 * `q` is the one parameter of the search page (the header's box and every link use it); an
 * old or outside link with `keyword` shows the same results, and the browser's address is
 * replaced by the canonical one (the server answers such a first request with a 301).
 */
function useCanonicalQuery(): string {
  const navigate = useNavigate();
  const q = useQueryParam('q', MAX_QUERY_LENGTH);
  const keyword = useQueryParam('keyword', MAX_QUERY_LENGTH);
  const legacy = !q && keyword ? keyword : '';
  useEffect(() => {
    if (legacy) void navigate(searchPageHref(legacy), { replace: true });
  }, [legacy, navigate]);
  return q || legacy;
}

/** /search?q=…[&type=…][&page=…]: site search over the content API (docs/decisions.md). */
export function SearchPage() {
  const navigate = useNavigate();
  const query = useCanonicalQuery();
  const typeParam = useQueryParam('type', 20);
  const type = isSearchType(typeParam) ? typeParam : '';
  const page = parsePage(useQueryParam('page', 6) || null);
  const copyState = useContent<SearchCopy>('/pages/search');
  const copy = copyState.status === 'ready' ? copyState.data : undefined;
  const title = copy?.title ?? '站内搜索';
  useSitePageMeta(title, { lead: query || undefined, description: copy?.description });

  return (
    <div>
      <SiteTrail trail={[{ label: title }]} />
      <div className={`${layout.container} ${layout.narrow} ${styles.page}`}>
        <h1 className={styles.title}>{title}</h1>
        <QueryBox
          key={query}
          initial={query}
          onSearch={(q) => void navigate(q ? searchPageHref(q) : '/search')}
        />
        {query ? (
          <SearchResults key={query} query={query} type={type} page={page} />
        ) : (
          copy?.suggestions && (
            <p className={styles.suggestions}>
              热门搜索：
              {copy.suggestions.map((s) => (
                <Link key={s} to={searchHref(s)}>
                  {s}
                </Link>
              ))}
            </p>
          )
        )}
      </div>
    </div>
  );
}
