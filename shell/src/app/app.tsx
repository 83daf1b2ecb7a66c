import '@dpu/ui/styles.css';
import { useEffect } from 'react';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';

/** The whole site inside the router and providers its entry gives it (browser or server). */
export function App() {
  useEffect(() => {
    // the page is live: tests (and monitoring) wait for this instead of guessing
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppErrorBoundary>
      <AppRoutes />
    </AppErrorBoundary>
  );
}
