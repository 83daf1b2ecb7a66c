import type { FormEvent } from 'react';
import { MAX_QUERY_LENGTH } from '@dpu/contracts';

/** The site search page for a query (docs/site.md /search). */
export const searchHref = (query: string) => `/search?q=${encodeURIComponent(query)}`;

export interface SearchFormProps {
  value: string;
  onChange: (value: string) => void;
  /** Called on Enter or 搜索 with the trimmed query (possibly empty). */
  onSearch: (query: string) => void;
  placeholder: string;
  /** For a box opened on request: focus goes where the visitor is about to type. */
  autoFocus?: boolean;
  /** The look of the place the form sits in (the header's panel, the search page). */
  classNames: { form?: string; input?: string; button?: string };
}

/** The site's search box: one field (q, at most MAX_QUERY_LENGTH characters) and 搜索. */
export function SearchForm({
  value,
  onChange,
  onSearch,
  placeholder,
  autoFocus,
  classNames,
}: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className={classNames.form} onSubmit={submit}>
      <input
        className={classNames.input}
        type="search"
        name="q"
        aria-label="搜索关键词"
        placeholder={placeholder}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className={classNames.button}>
        搜索
      </button>
    </form>
  );
}
