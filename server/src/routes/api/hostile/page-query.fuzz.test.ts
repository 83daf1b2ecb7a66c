import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import { QUERY_VALUE_MAX } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { fakeWebRoot } from '../../../../test/fake-site';
import { FUZZ_RUNS, hostileUrlValue } from '../../../../test/fuzz';

// Round two, finding 1 (docs/hostile-input.md), as a fuzz class: control characters, bidi and
// invisible characters, broken UTF-8 and oversized values in every query parameter of every
// route the server renders (the ones the route declares and one it does not) and in its path
// parameters. Each answer is under 500 and quick, and what reaches the renderer is the page's
// one URL: only declared parameters, each cleaned and bounded, so a page's content query
// never sees a control character. (e2e/tests/ssr-hostile-query.spec.ts sends the same
// classes to the real pages and counts their log lines.)

const RUNS = Math.max(10, Math.round(FUZZ_RUNS / 10));
const SITE_URL = 'https://www.example.com';
/**
 * CPU time the process may spend on one answer: far above a page answered from the fake
 * renderer, so a loop or a slow cleaning cannot pass. CPU, not wall time: on a busy machine
 * a quick answer can wait a second for a core (the suite runs four files a core's width).
 */
const MAX_CPU_MS = 1000;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\p{Default_Ignorable_Code_Point}\p{Cs}]/u;

interface PageRoute {
  path: string;
  query?: string[];
}

/** The route table the server renders from: every app's published routes.json, with `query`. */
function publishedRoutes(webRoot: string): PageRoute[] {
  return readdirSync(webRoot).flatMap((app) => {
    const file = path.join(webRoot, app, 'dist/routes.json');
    try {
      return (JSON.parse(readFileSync(file, 'utf8')) as { routes: PageRoute[] }).routes;
    } catch {
      return [];
    }
  });
}

/** Every URL the fake shell renderer was asked to render, in this process. */
const renders = () => (globalThis as { __renders?: string[] }).__renders ?? [];

/** The problem with a URL the renderer got, if any: only declared, clean, bounded values. */
function renderedProblem(url: string, declared: readonly string[]): string | undefined {
  const mark = url.indexOf('?');
  if (mark < 0) return undefined;
  for (const [name, value] of new URLSearchParams(url.slice(mark))) {
    if (!declared.includes(name)) return `undeclared parameter ${name}`;
    if (UNSEEN.test(value)) return `unseen character in ${name}`;
    if ([...value].length > QUERY_VALUE_MAX) return `${name} of ${[...value].length} characters`;
  }
  return undefined;
}

describe('hostile query strings on every page the server renders', () => {
  const webRoot = fakeWebRoot();
  const suite = suiteApp('pglite', { webRoot, siteUrl: SITE_URL });
  let routes: PageRoute[];
  let client = 0;

  before(() => {
    routes = publishedRoutes(webRoot);
  });

  test('when the route table is read, then it has pages with query and path parameters', () => {
    assert.ok(routes.length > 5, JSON.stringify(routes));
    assert.ok(routes.some((route) => (route.query ?? []).length > 0));
    assert.ok(routes.some((route) => route.path.includes(':')));
  });

  const ask = async (route: PageRoute, url: string) => {
    const seen = renders().length;
    const cpuBefore = process.cpuUsage();
    const answer = await suite.app.inject({ url, remoteAddress: `10.9.${client++ % 250}.1` });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const label = `${url.slice(0, 160)}`;
    assert.ok(answer.statusCode < 500, `${label}: ${answer.statusCode}`);
    assert.ok(cpuMs < MAX_CPU_MS, `${label}: ${Math.round(cpuMs)} ms of CPU`);
    for (const rendered of renders().slice(seen)) {
      const problem = renderedProblem(rendered, route.query ?? []);
      assert.equal(problem, undefined, `${label} rendered as ${rendered.slice(0, 160)}`);
    }
    for (const [, href] of answer.body.matchAll(/rel="canonical" href="([^"]*)"/g)) {
      assert.ok(href!.startsWith(`${SITE_URL}/`), `${label}: canonical ${href}`);
    }
  };

  test(`when every query parameter (declared or not) of every route holds hostile values (${RUNS} cases a route), then each answer is quick, under 500, and the renderer gets clean values`, async () => {
    for (const route of routes) {
      const names = [...(route.query ?? []), 'zz', 'utm_source'];
      const path = route.path.replace(/:[^/]+/g, 'x');
      await fc.assert(
        fc.asyncProperty(
          fc.subarray(names, { minLength: 1 }),
          fc.array(hostileUrlValue, { minLength: names.length, maxLength: names.length }),
          async (sent, values) => {
            const query = sent.map((name, i) => `${name}=${values[i]}`).join('&');
            await ask(route, `${path}?${query}`);
          },
        ),
        { numRuns: RUNS },
      );
    }
  });

  test(`when path parameters hold hostile values (${RUNS} cases a route), then each answer is quick and under 500`, async () => {
    for (const route of routes.filter((candidate) => candidate.path.includes(':'))) {
      await fc.assert(
        fc.asyncProperty(hostileUrlValue, async (value) => {
          await ask(route, route.path.replace(/:[^/]+/g, value.replace(/\//g, '%2F')));
        }),
        { numRuns: RUNS },
      );
    }
  });
});
