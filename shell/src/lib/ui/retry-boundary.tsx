import { Component, useState, type ReactNode } from 'react';

interface RetryBoundaryProps {
  /** Names the part in the console when it fails, e.g. '[remotes] slot'. */
  name: string;
  /** Shown instead of the children once they failed (it offers the retry). */
  failure: ReactNode;
  children: ReactNode;
}

/**
 * An error boundary around one independent part of a page (a remote's routes, a staff
 * section): when it fails only that part shows the failure; the rest keeps working.
 * Give it a key with the attempt of useRetry so a retry starts afresh.
 */
export class RetryBoundary extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.name} failed`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.failure : this.props.children;
  }
}

/**
 * The attempt counter of a part that can be retried: retry() first lets the caller forget
 * what failed (a remote's cached container), then counts a new attempt, so a new lazy
 * component and a fresh boundary are made (React keeps a rejected lazy forever).
 */
export function useRetry(forget: () => void): { attempt: number; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forget();
    setAttempt((n) => n + 1);
  };
  return { attempt, retry };
}
