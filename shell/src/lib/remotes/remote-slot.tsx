import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { forgetRemote, loadedRemoteRoutes, loadRemoteRoutes } from './remote-loader';
import { ServerRemoteRoutes, useServerRemotes } from './server-remotes';
import styles from './remote-slot.module.css';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

// An error boundary per slot: a dead remote costs its own part of the page only;
// header and footer stay.
class SlotBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[remotes] slot failed', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.errorBlock} role="alert">
        <p>页面部分内容加载失败，请检查网络后重试。</p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          重试
        </button>
      </div>
    );
  }
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
  const [attempt, setAttempt] = useState(0);
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
  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <SlotBoundary key={`${remote}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<SlotLoading />}>
        {BrowserRoutes ? (
          <BrowserRoutes />
        ) : (
          <ServerRemoteRoutes remote={remote} remotes={serverRemotes ?? new Map()} />
        )}
      </Suspense>
    </SlotBoundary>
  );
}
