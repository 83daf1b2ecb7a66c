import {
  groupSearchResults,
  markTerms,
  SEARCH_PAGE_SIZE,
  searchPageHref,
  searchPageView,
  searchQuery,
  searchTerms,
  toSearchResults,
  type SearchHit,
  type SearchTypeKey,
} from '@dpu/contracts';
import { Link } from '@dpu/router';
import { ContentLoading, LoadFailed, Pagination, choiceClassName, useContent } from '@dpu/ui';
import styles from './search-page.module.css';

/** Text with the query's words in <mark> (case-insensitive). */
function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {markTerms(text, terms).map((piece, index) =>
        piece.mark ? <mark key={index}>{piece.text}</mark> : piece.text,
      )}
    </>
  );
}

interface ResultsProps {
  query: string;
  type: SearchTypeKey | '';
  page: number;
}

/** The filter by type: 全部 and each type found, with its count; links, so they can be shared. */
function TypeFilter({
  query,
  type,
  total,
  counts,
}: {
  query: string;
  type: SearchTypeKey | '';
  total: number;
  counts: { type: SearchTypeKey; label: string; count: number }[];
}) {
  const choices = [{ type: '' as const, label: '全部', count: total }, ...counts];
  return (
    <nav className={styles.filter} aria-label="按类型筛选">
      {choices.map((choice) => (
        <Link
          key={choice.type || 'all'}
          to={searchPageHref(query, choice.type)}
          className={choiceClassName(choice.type === type)}
          aria-current={choice.type === type ? 'true' : undefined}
        >
          {choice.label}（{choice.count}）
        </Link>
      ))}
    </nav>
  );
}

/** Hits of the whole site, grouped by type, filtered, ten a page, the query's words marked. */
export function SearchResults({ query, type, page }: ResultsProps) {
  const state = useContent<SearchHit[]>('/', searchQuery(query));
  if (state.status === 'loading') return <ContentLoading />;
  if (state.status === 'error') return <LoadFailed what="搜索结果" onRetry={state.retry} />;
  const results = state.status === 'ready' ? toSearchResults(state.data) : [];
  if (results.length === 0) {
    return <p className={styles.notice}>没有找到与“{query}”相关的内容，请换个关键词试试。</p>;
  }
  const terms = searchTerms(query);
  const view = searchPageView(groupSearchResults(results, query), type, page);
  return (
    <>
      <p className={styles.count}>找到 {view.total} 条相关结果</p>
      <TypeFilter query={query} type={type} total={view.total} counts={view.counts} />
      <div role="region" aria-label="搜索结果">
        {view.groups.map((group) => (
          <section key={group.type} className={styles.group} aria-label={group.label}>
            <h2 className={styles.groupTitle}>{group.label}</h2>
            <ol className={styles.results}>
              {group.results.map((result) => (
                <li key={result.route} className={styles.result}>
                  <h3>
                    <Link to={result.route}>
                      <Marked text={result.title} terms={terms} />
                    </Link>
                  </h3>
                  {result.description && (
                    <p>
                      <Marked text={result.description} terms={terms} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <Pagination
        page={view.page}
        pageSize={SEARCH_PAGE_SIZE}
        total={view.matching}
        hrefFor={(n) => searchPageHref(query, type, n)}
      />
    </>
  );
}
