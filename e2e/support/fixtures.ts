import { test as base } from '@playwright/test';
import { startSiteServer, type SiteServer } from './site-server';

// Every spec imports `test` from here (eslint enforces it in e2e/tests): each Playwright
// worker runs its own site server — own port, own throwaway data folder and embedded
// database — so workers run side by side and a test that registers, applies or approves
// never meets another worker's data. baseURL (page, request, browser.newContext) is that
// server.

export { expect } from '@playwright/test';

/** Ports of one worker: its site server at the first, servers a spec starts above it. */
export const PORTS_PER_WORKER = 20;

/** The run's first port (E2E_PORT); worker n uses E2E_PORT + 20n … E2E_PORT + 20n + 19. */
export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 8090);
}

export interface WorkerFixtures {
  /**
   * A port of this worker's own block, for a server a spec starts itself (offset 1–19; 0 is
   * the worker's site server): two workers running the same spec never ask for one port.
   * Taken: 1 ssr-hostile-query, 2–3 remotes-config, 4–7 ssr-fallback, 8–9 ssr-new-page,
   * 10–11 remote-moved-sw; a new spec takes the next free one.
   */
  workerPort: (offset: number) => number;
  /** This worker's site server (the built site and server on a fresh data folder). */
  site: SiteServer;
}

export const test = base.extend<object, WorkerFixtures>({
  workerPort: [
    // parallelIndex is the worker's slot (0 … workers-1): a worker started again after a
    // failure gets its slot's ports once the one before it has exited
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use, workerInfo) => {
      const first = e2ePort() + PORTS_PER_WORKER * workerInfo.parallelIndex;
      await use((offset) => {
        if (!Number.isInteger(offset) || offset < 1 || offset >= PORTS_PER_WORKER) {
          throw new Error(`workerPort(${offset}): a spec's own servers use offsets 1–19`);
        }
        return first + offset;
      });
    },
    { scope: 'worker' },
  ],
  site: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use, workerInfo) => {
      const server = await startSiteServer(e2ePort() + PORTS_PER_WORKER * workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    // a fresh embedded database on a busy machine (startSiteServer's own deadline is
    // E2E_SERVER_START_MS, 120 s by default)
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});
