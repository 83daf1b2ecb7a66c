import type { ComponentType } from 'react';

// How every remote loads a page's code on demand: like React.lazy, plus a preload() the
// shell calls before hydrating, so a server-rendered page hydrates in one pass instead of
// waiting for its chunk (and a page already loaded renders without suspending).

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
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
    // Suspense protocol: the nearest boundary shows its fallback until the code is here
    if (!Loaded) throw preload().catch(() => undefined);
    return <Loaded {...props} />;
  }
  Page.preload = preload;
  return Page;
}
