import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// docs/decisions.md: antd stays off public pages, their forms included (it is the staff console's).
// antd's code is recognised by its default class prefix literal and its icon and colour
// packages. (The bare name '@ant-design/cssinjs' is in main.js: the shared-module table
// names it so the apps share one style cache; its code is fetched only where antd is.)
const ANTD_MARKERS = ['"ant"', '@ant-design/icons', '@ant-design/fast-color'];

interface Script {
  url: string;
  bytes: number;
  antd: boolean;
}

async function scriptsOf(page: Page, path: string): Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  const collect = (response: Response): void => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(
      response.body().then((body) => {
        const text = body.toString('utf8');
        return {
          url: new URL(response.url()).pathname,
          bytes: body.length,
          antd: ANTD_MARKERS.some((marker) => text.includes(marker)),
        };
      }),
    );
  };
  page.on('response', collect);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // a script answered after this point would be read after the test ended (an error of its own)
  page.off('response', collect);
  return Promise.all(scripts);
}

test('when the home page loads, then the shell fetches no antd code', async ({ page }) => {
  const scripts = await scriptsOf(page, '/');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  // the shell's own files only: what a remote's page needs is that remote's business
  const shell = scripts.filter((script) => !script.url.startsWith('/remotes/'));
  expect(shell.filter((script) => script.antd).map((script) => script.url)).toEqual([]);
  test.info().annotations.push({
    type: 'shell JS on /',
    description: `${shell.length} files, ${shell.reduce((sum, s) => sum + s.bytes, 0)} bytes uncompressed`,
  });
});

test('when /login loads, then its form needs no antd code and no remote is fetched', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, '/login');
  await expect(page.getByLabel('账号')).toBeVisible();
  expect(scripts.filter((script) => script.antd).map((script) => script.url)).toEqual([]);
  expect(scripts.filter((script) => script.url.startsWith('/remotes/'))).toEqual([]);
});

// docs/decisions.md: visitor forms are the site's own light fields; antd is the staff console's.
for (const [path, form] of [
  ['/contact', '合作咨询表单'],
  ['/joinus/social/socialapply?id=social-linux-driver-engineer', '职位申请表单'],
] as const) {
  test(`when ${path} loads, then its form works without any antd code`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    await expect(page.getByRole('form', { name: form })).toBeVisible();
    expect(scripts.filter((script) => script.antd).map((script) => script.url)).toEqual([]);
  });
}
