import { expect, type Locator, type Page } from '@playwright/test';

// Steps many specs take the same way: open a page and find its content, or watch what it sends.

/** Opens a path and returns its main landmark once the page's title (its h1) reads `title`. */
export async function openTitled(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  return main;
}

/** Notes whether the page sends any request whose URL ends with `suffix` from now on. */
export function watchRequests(page: Page, suffix: string): { sent: () => boolean } {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith(suffix)) sent = true;
  });
  return { sent: () => sent };
}
