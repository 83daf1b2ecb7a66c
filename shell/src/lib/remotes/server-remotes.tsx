import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteRoutesModule } from '@dpu/ui';

// On the server the shell loads a page's remote before rendering (within the render's time
// budget) and hands it to the slot through this context. A remote missing here could not
// be loaded in time: its slot is left for the browser to render.

export type ServerRemotes = ReadonlyMap<string, RemoteRoutesModule>;

const ServerRemotesContext = createContext<ServerRemotes | null>(null);

export function ServerRemotesProvider({
  remotes,
  children,
}: {
  remotes: ServerRemotes;
  children: ReactNode;
}) {
  return <ServerRemotesContext.Provider value={remotes}>{children}</ServerRemotesContext.Provider>;
}

export function useServerRemotes(): ServerRemotes | null {
  return useContext(ServerRemotesContext);
}

export class RemoteNotRenderedOnServer extends Error {
  constructor(readonly remote: string) {
    super(`remote ${remote} is left to the browser`);
    this.name = 'RemoteNotRenderedOnServer';
  }
}

/**
 * The remote's routes on the server. Throwing inside the slot's Suspense boundary makes
 * React send that boundary's fallback and let the browser render it: the page still
 * answers, only this part arrives later.
 */
export function ServerRemoteRoutes({
  remote,
  remotes,
}: {
  remote: string;
  remotes: ServerRemotes;
}) {
  const module = remotes.get(remote);
  if (!module) throw new RemoteNotRenderedOnServer(remote);
  const Routes = module.default;
  return <Routes />;
}
