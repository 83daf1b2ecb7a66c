import { createContext, useContext, type ReactNode } from 'react';
import type { PageHead } from './page-head';

// While a page renders on the server it reports its head and HTTP status here; the server
// writes them into the document. In the browser there is no provider and these are no-ops.
// This package is a Module Federation singleton, so the shell's provider is the context
// every remote's page sees.

export interface ServerPage {
  head: PageHead;
  status: number;
}

const ServerPageContext = createContext<ServerPage | null>(null);

export function createServerPage(): ServerPage {
  return { head: {}, status: 200 };
}

export function ServerPageProvider({ page, children }: { page: ServerPage; children: ReactNode }) {
  return <ServerPageContext.Provider value={page}>{children}</ServerPageContext.Provider>;
}

export function useServerPage(): ServerPage | null {
  return useContext(ServerPageContext);
}

/** The HTTP status of the page being rendered on the server (an error page reports 404/500). */
export function useResponseStatus(status: number): void {
  const page = useServerPage();
  // a render-time write: the server reads it once the whole page has rendered
  if (page) page.status = status;
}
