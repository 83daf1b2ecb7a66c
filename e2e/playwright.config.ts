import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 8090);
export const baseURL = `http://localhost:${port}`;

// The composed production build, served by the real server on a throwaway data folder.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e-results.json' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
