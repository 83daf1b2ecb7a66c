import { expect, test } from '@playwright/test';

// White papers over the composed production build: a way in from the footer and the
// document centre.

test('when a visitor looks for white papers, then the footer and the document centre lead to them', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('heading', { name: '白皮书' })).toBeVisible();
  await footer.getByRole('link', { name: 'DPU 技术白皮书' }).click();
  await expect(page).toHaveURL(/\/whitepaper\/dpu$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DPU 技术白皮书');

  await page.goto('/developers');
  const papers = page.getByRole('list', { name: '技术白皮书' });
  await expect(papers.getByRole('listitem')).toHaveCount(3);
  await papers.getByRole('link', { name: /IoD 基础设施卸载白皮书/ }).click();
  await expect(page).toHaveURL(/\/whitepaper\/IoD$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IoD 基础设施卸载白皮书');
});
