import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import type { SiteRoute } from '@dpu/contracts';
import { siteRoutes } from '../support/site-routes';
import { startSiteServer, type SiteServer } from '../support/site-server';

// docs/hostile-input.md round two, finding 1: a query refused while a page rendered on the
// server re-rendered the page without end (2.3 s of CPU and ~10,000 log lines for one
// `/search?q=%00`). Every query parameter of every route — the ones its manifest declares,
// plus one it does not read — and every path parameter gets control characters, bidi and
// invisible characters, broken UTF-8 and an oversized value: each answer is not a 5xx, its
// render ends before the budget (a render that spins runs into it and the server logs
// 'render budget exceeded'; no wall-clock limit here, which a busy machine would break),
// and it adds a bounded number of log lines.

/** Far above any render on a busy machine, so only one that spins runs into it. */
const BUDGET_MS = 20_000;
/** The page's own line at most, and a warning or two: never one a query. */
const MAX_LOG_LINES = 6;

const HOSTILE_VALUES: Readonly<Record<string, string>> = {
  'control characters': '%00a%01%1F%7F%C2%85b',
  'bidi and invisible characters': '%E2%80%AEfdp.exe%E2%80%8B%EF%BB%BF',
  'broken UTF-8 and a lone surrogate': '%FF%FE%ED%A0%80x',
  // long, yet under Node's 16 KB limit for the request line and headers
  'an oversized value': `${'%E4%B8%AD'.repeat(300)}${'x'.repeat(1500)}`,
};

/**
 * The lines the server logged from line `before` up to now: a marker request (/api/health,
 * logged at info with the id we give it) follows, and the server writes one log stream in
 * order, so once the marker's line is out every line of the requests before it is too.
 */
async function linesLoggedSince(site: SiteServer, before: number): Promise<string[]> {
  const marker = `log-marker-${randomUUID()}`;
  await (await fetch(`${site.url}/api/health`, { headers: { 'X-Request-Id': marker } })).text();
  await expect.poll(() => site.output().includes(marker)).toBe(true);
  const lines = site.output().split('\n').slice(before);
  return lines.slice(
    0,
    lines.findIndex((line) => line.includes(marker)),
  );
}

function urlsOf(route: SiteRoute): string[] {
  const names = [...(route.query ?? []), 'zz'];
  const urls: string[] = [];
  for (const value of Object.values(HOSTILE_VALUES)) {
    const path = route.path.replace(/:[^/]+/g, value);
    for (const name of names) urls.push(`${path}?${name}=${value}`);
  }
  return urls;
}

test.describe('hostile query strings on every page rendered on the server', () => {
  let site: SiteServer;

  test.beforeAll(async ({ workerPort }) => {
    // a server of its own: its start on a busy machine may take E2E_SERVER_START_MS
    test.setTimeout(150_000);
    site = await startSiteServer(
      workerPort(1),
      { LOG_LEVEL: 'info', SSR_BUDGET_MS: String(BUDGET_MS), RATE_LIMIT_PAGE_RENDERS: '100000' },
      { capture: true },
    );
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  for (const route of siteRoutes()) {
    test(`${route.path} (${[...(route.query ?? []), 'an undeclared one'].join(', ')})`, async () => {
      test.setTimeout(120_000);
      for (const url of urlsOf(route)) {
        const before = site.output().split('\n').length;
        const answer = await fetch(`${site.url}${url}`, { redirect: 'manual' });
        await answer.arrayBuffer();
        const label = `${url.slice(0, 120)}…`;
        expect(answer.status, label).toBeLessThan(500);
        const lines = await linesLoggedSince(site, before);
        expect(
          lines.filter((line) => line.includes('render budget exceeded')),
          label,
        ).toEqual([]);
        expect(lines.length, `${label}\n${lines.join('\n').slice(0, 2000)}`).toBeLessThanOrEqual(
          MAX_LOG_LINES,
        );
      }
    });
  }
});
