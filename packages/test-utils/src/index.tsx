import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from '@dpu/session';

export interface RenderAppOptions {
  /** Start URL (path and query). */
  url?: string;
  /** A logged-in user; the token goes to the session and to local storage. */
  user?: { name: string; userType: string; token?: string };
}

/** Renders a page the way the site does: inside a router, with a session. */
export function renderApp(
  ui: ReactElement,
  { url = '/', user }: RenderAppOptions = {},
): RenderResult {
  if (user) {
    useSession
      .getState()
      .setLoggedIn({ name: user.name, userType: user.userType }, user.token ?? 'test-token');
  }
  return render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
}
export * from './api-mock';
export * from './fake-content';
