import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { readPdf } from '@dpu/test-utils/pdf';

// White papers over the composed production build: a way in from the footer and the
// document centre, and a real PDF to download from each paper's page.

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

test('when a visitor downloads a white paper from its page, then it is a multi-page Chinese PDF with an embedded font', async ({
  page,
}) => {
  await page.goto('/whitepaper/dpu');
  const downloading = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: '下载白皮书' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readPdf(await readFile(await download.path()));
  expect(pdf.pages).toBeGreaterThan(1);
  expect(pdf.fontFiles).toBeGreaterThan(0);
  expect(pdf.fonts.some((font) => font.includes('NotoSansSC'))).toBe(true);
  const text = pdf.text.replace(/\n/g, '');
  expect(text).toContain('DPU 技术白皮书');
  expect(text).toContain('为什么需要 DPU');
});
