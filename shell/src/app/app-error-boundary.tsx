import { Component, type ReactNode } from 'react';
import { useLocation } from '@dpu/router';
import { ErrorPage } from '@dpu/ui';

// docs/site.md §8 'Other errors: their message is shown; default status 500'. The top-level
// boundary: anything the regional boundaries (each remote's slot) do not catch ends here.

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
  const value = Number(status.statusCode ?? status.status);
  return Number.isInteger(value) && value >= 400 && value < 600 ? value : 500;
}

export function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  // navigating elsewhere leaves the error behind
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[app] unhandled error', error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage statusCode={statusOf(error)} message={messageOf(error)} />;
  }
}

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
