import { lazy, Suspense, useMemo } from 'react';
import { RetryBoundary, useRetry } from '../ui/retry-boundary';
import { forgetRemote, loadedRemoteRoutes, loadRemoteRoutes } from './remote-loader';
import { ServerRemoteRoutes, useServerRemotes } from './server-remotes';
import styles from './remote-slot.module.css';

function SlotFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.errorBlock} role="alert">
      <p>页面部分内容加载失败，请检查网络后重试。</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

function SlotLoading() {
  return <div className={styles.loading} aria-busy="true" aria-label="加载中" />;
}

/**
 * Renders one remote's routes inside Suspense and its own error boundary — the same
 * markup on the server (the remote loaded beforehand) and in the browser (the remote
 * loaded before hydration, or lazily on a later navigation).
 */
export function RemoteSlot({ remote }: { remote: string }) {
  const serverRemotes = useServerRemotes();
  const { attempt, retry } = useRetry(() => forgetRemote(remote));
  // made here, outside the Suspense boundary, so it survives while the boundary waits: a
  // component created inside would start a new load on every retry of the boundary
  const BrowserRoutes = useMemo(
    () =>
      serverRemotes
        ? undefined
        : (loadedRemoteRoutes(remote)?.default ?? lazy(() => loadRemoteRoutes(remote))),
    // a new lazy component per attempt: React caches a rejected lazy forever
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, attempt],
  );
  return (
    // a boundary per slot: a dead remote costs its own part of the page only; header and
    // footer stay
    <RetryBoundary
      key={`${remote}:${attempt}`}
      name="[remotes] slot"
      failure={<SlotFailure onRetry={retry} />}
    >
      <Suspense fallback={<SlotLoading />}>
        {BrowserRoutes ? (
          <BrowserRoutes />
        ) : (
          <ServerRemoteRoutes remote={remote} remotes={serverRemotes ?? new Map()} />
        )}
      </Suspense>
    </RetryBoundary>
  );
}
