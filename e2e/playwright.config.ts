import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

// The composed production build, served by the real server on a throwaway data folder: one
// server per worker (support/fixtures.ts gives each its own port block from E2E_PORT and
// sets baseURL), so spec files run side by side. Two workers on the 2-core CI machine
// (docs/testing.md has the measurements); E2E_WORKERS overrides. A file's tests stay in
// one worker, in order.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e-results.json' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    browserName: 'chromium',
    locale: 'zh-CN',
    // Recording a trace costs a third of the run's CPU even when it is thrown away (DOM
    // snapshots after every action, screencast frames): measured on 33 route checks, 90 → 56
    // CPU seconds and 2.5 → 2.0 min. Under CI a failed test runs once more, traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The site's service worker (shell/src/sw) answers fetches itself, and page.route()
    // cannot see requests a service worker makes: specs that stub the network would test
    // the worker instead. Specs about the worker opt in with test.use({serviceWorkers: 'allow'}).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
