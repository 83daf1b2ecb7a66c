import { MAX_QUERY_LENGTH, searchQuery, toSearchResults, type SearchHit } from '@dpu/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from '@dpu/router';
import {
  ContentLoading,
  SearchForm,
  searchHref,
  useContent,
  useQueryParam,
  useSitePageMeta,
} from '@dpu/ui';
import layout from '../../components/layout.module.css';
import styles from './search-page.module.css';
import { SiteTrail } from '../../components/page-header';

interface SearchCopy {
  title: string;
  description?: string;
  suggestions?: string[];
}

function Results({ query }: { query: string }) {
  const state = useContent<SearchHit[]>('/', searchQuery(query));
  if (state.status === 'loading') return <ContentLoading />;
  if (state.status === 'error') {
    return (
      <p role="alert" className={styles.notice}>
        搜索失败：{state.message}
      </p>
    );
  }
  if (state.status === 'not-found') return <p className={styles.notice}>没有找到相关内容。</p>;
  const results = toSearchResults(state.data);
  if (results.length === 0) {
    return <p className={styles.notice}>没有找到与“{query}”相关的内容，请换个关键词试试。</p>;
  }
  return (
    <>
      <p className={styles.count}>找到 {results.length} 条相关结果</p>
      <ol className={styles.results} aria-label="搜索结果">
        {results.map((result) => (
          <li key={result.route} className={styles.result}>
            <h2>
              <Link to={result.route}>{result.title}</Link>
            </h2>
            {result.description && <p>{result.description}</p>}
          </li>
        ))}
      </ol>
    </>
  );
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

/** /search?q=…: site search over the content API (docs/decisions.md, unnamed routes). */
export function SearchPage() {
  const [, setParams] = useSearchParams();
  const query = useQueryParam('q', MAX_QUERY_LENGTH);
  const copyState = useContent<SearchCopy>('/pages/search');
  const copy = copyState.status === 'ready' ? copyState.data : undefined;
  const title = copy?.title ?? '站内搜索';
  useSitePageMeta(title, { lead: query || undefined, description: copy?.description });

  return (
    <div>
      <SiteTrail trail={[{ label: title }]} />
      <div className={`${layout.container} ${layout.narrow} ${styles.page}`}>
        <h1 className={styles.title}>{title}</h1>
        <QueryBox key={query} initial={query} onSearch={(q) => setParams(q ? { q } : {})} />
        {query ? (
          <Results key={query} query={query} />
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
