import type { ComponentType } from 'react';
import { loadHtmlSanitizer } from './rich-text';

// How every remote loads a page's code on demand: like React.lazy, plus a preload() the
// shell calls before hydrating, so a server-rendered page hydrates in one pass instead of
// waiting for its chunk (and a page already loaded renders without suspending).

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * The props of a component type: `object` for a component without props, never for what is
 * not a component (so naming a wrong export fails to compile).
 */
type PropsOf<C> =
  C extends ComponentType<infer P>
    ? unknown extends P
      ? object
      : P extends object
        ? P
        : never
    : never;

/**
 * A page whose code is its own chunk, named by its module and export:
 * `lazyPage(() => import('./features/news/news-list-page'), 'NewsListPage')`.
 */
export function lazyPage<M, K extends keyof M>(
  importModule: () => Promise<M>,
  exportName: K,
  /**
   * False for a page that renders no rich text (the account pages' forms): rendered in the
   * browser it need not wait for the sanitizer, nor load it (~11 KB gzip).
   */
  { richText = true }: { richText?: boolean } = {},
): LazyPage<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  const load = () =>
    importModule().then((module) => module[exportName] as unknown as ComponentType<P>);
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;

  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    );
    return pending;
  };

  function Page(props: P) {
    if (failure) {
      // like React.lazy: a failed load reaches the error boundary; a later mount retries
      const { error } = failure;
      failure = undefined;
      pending = undefined;
      throw error;
    }
    // Suspense protocol: the nearest boundary shows its fallback until the code is here. A
    // page rendered in the browser (a later navigation: a server-rendered page was preloaded)
    // renders its rich text there, so it waits for the sanitizer too.
    if (!Loaded) {
      throw Promise.all([preload(), richText && loadHtmlSanitizer()]).catch(() => undefined);
    }
    return <Loaded {...props} />;
  }
  Page.preload = preload;
  return Page;
}
