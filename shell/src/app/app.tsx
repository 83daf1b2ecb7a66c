import '@dpu/ui/styles.css';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </BrowserRouter>
  );
}
