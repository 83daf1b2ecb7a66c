import { expect, test } from '../support/fixtures';
import { scrollToSettled } from '../support/settle';

// docs/site.md §1 side widget, §4/§9 go-to-top and popover delays.
test('when the phone entry is hovered, then the 7×24 promise and the number show', async ({
  page,
}) => {
  await page.goto('/');
  // let the page settle first: content arriving later shifts the layout, and a widget that
  // moves out from under the pointer rightly closes its popover
  await expect(page.getByTestId('site-footer').getByText('400-000-0000')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeVisible();
  const widget = page.getByTestId('side-widget');
  // narrower than 1440 px the widget is a band above the footer: scrolling to it wakes the
  // lazily hydrated footer below, which may still move it from under the pointer once
  const promise = page.getByText('7*24小时服务，快速解决您的问题');
  await expect(async () => {
    await widget.getByRole('button', { name: '电话' }).hover();
    await expect(promise).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('dialog', { name: '电话' }).getByRole('link')).toHaveText(
    '400-000-0000',
  );
  await page.mouse.move(10, 500);
  await expect(page.getByText('7*24小时服务，快速解决您的问题')).toBeHidden();
});

test('when consult and 商品选购 are shown, then they lead to /contact and to the store in a new tab', async ({
  page,
}) => {
  await page.goto('/');
  const widget = page.getByTestId('side-widget');
  await expect(widget.getByRole('link', { name: '商品选购' })).toHaveAttribute('target', '_blank');
  await expect(widget.getByRole('link', { name: '商品选购' })).toHaveAttribute(
    'href',
    'https://store.example.com/xintu',
  );
  await widget.getByRole('link', { name: '咨询' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('when the page is scrolled past 500 px, then go-to-top shows and takes the visitor back up', async ({
  page,
}) => {
  // a narrow viewport stacks the footer, so even a short page scrolls past 500 px
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto('/');
  await expect(page.getByTestId('site-footer').getByText(/Copyright © 2025 /)).toBeAttached();
  const room = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(room, 'the home page must be long enough to scroll past 500 px').toBeGreaterThan(520);
  const goTop = page.getByRole('button', { name: '返回顶部' });
  // Chrome's scroll anchoring moves scrollY when late content (images) changes the height
  // above the viewport; pin the position so the threshold is tested exactly at 500 px
  await page.evaluate(() => (document.documentElement.style.overflowAnchor = 'none'));
  await scrollToSettled(page, 500);
  expect(await page.evaluate(() => window.scrollY)).toBe(500);
  await expect(goTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 520));
  await expect(goTop).toBeVisible();
  await goTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(goTop).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when the phone entry is tapped, then the mobile variant opens its popover', async ({
    page,
  }) => {
    await page.goto('/');
    const widget = page.getByTestId('side-widget');
    await expect(widget).toHaveAttribute('data-variant', 'mobile');
    await widget.getByRole('button', { name: '电话' }).tap();
    await expect(page.getByText('7*24小时服务，快速解决您的问题')).toBeVisible();
  });
});
