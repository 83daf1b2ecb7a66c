import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@dpu/router';
import { searchQuery, toSearchResults, type SearchHit } from '@dpu/contracts';
import { SearchForm, searchHref, useContent } from '@dpu/ui';
import { useDismiss } from '../../lib/ui/use-dismiss';
import styles from './header-search.module.css';

/** Suggestions start with this many characters (a Chinese word is often two). */
const SUGGEST_MIN_LENGTH = 2;
const SUGGEST_DELAY_MS = 250;
const SUGGEST_COUNT = 6;

/** The typed text once typing pauses, so suggestions do not query every keystroke. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Pages that match the typed text (the same query as /search, so its answer is reused). */
function Suggestions({ query, onPick }: { query: string; onPick: () => void }) {
  const state = useContent<SearchHit[]>(
    query.length >= SUGGEST_MIN_LENGTH ? '/' : null,
    searchQuery(query),
  );
  if (state.status !== 'ready') return null;
  const results = toSearchResults(state.data).slice(0, SUGGEST_COUNT);
  return (
    <div className={styles.suggestions}>
      <p className={styles.status} role="status">
        {results.length > 0 ? `${results.length} 条建议` : '没有匹配的页面，按回车搜索全站'}
      </p>
      {results.length > 0 && (
        <ul aria-label="搜索建议" className={styles.list}>
          {results.map((result) => (
            <li key={result.route}>
              <Link to={result.route} className={styles.suggestion} onClick={onPick}>
                {result.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The header's search: a button that opens a search box with suggestions while typing;
 * Enter (or 搜索) goes to /search with the results. Escape or a click outside closes it.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const settled = useSettled(draft.trim(), SUGGEST_DELAY_MS);
  const navigate = useNavigate();
  const panelId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, holder, trigger);

  const search = (query: string) => {
    if (!query) return;
    setOpen(false);
    void navigate(searchHref(query));
  };

  return (
    <div className={styles.holder} ref={holder}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label="搜索"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="header-search-button"
      >
        <span className={styles.glass} aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="dialog" aria-label="站内搜索">
          <SearchForm
            value={draft}
            onChange={setDraft}
            onSearch={search}
            placeholder="搜索产品型号、方案或新闻"
            autoFocus
            classNames={{ form: styles.form, input: styles.input, button: styles.submit }}
          />
          <Suggestions query={settled} onPick={close} />
        </div>
      )}
    </div>
  );
}
