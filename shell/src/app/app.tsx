import '@dpu/ui/styles.css';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';

/** The whole site inside the router and providers its entry gives it (browser or server). */
export function App() {
  return (
    <AppErrorBoundary>
      <AppRoutes />
    </AppErrorBoundary>
  );
}
