import { PRODUCTS } from '@dpu/contracts';
import { expect, test } from '../support/fixtures';
import { expectPlays } from '../support/video';

// The generated videos play in Chromium (Debian's build has no proprietary codecs: it
// takes the WebM source): the 2200E page, the video centre and the customer area.

test('when a visitor plays the 2200E video on its product page, then it plays', async ({
  page,
}) => {
  await page.goto('/product/conflux2200E');
  const video = page.getByTestId('product-video-player');
  await expectPlays(video);
  expect(
    await video.evaluate((element: HTMLVideoElement) => element.videoWidth),
  ).toBeGreaterThanOrEqual(640);
});

test('when a visitor opens a video from the video centre, then it plays', async ({ page }) => {
  await page.goto('/video');
  const list = page.getByRole('list', { name: '视频列表' });
  await list.getByRole('link', { name: /CONFLUX-2200P/ }).click();
  await expect(page).toHaveURL(/\/video\/video_detail\?id=290$/);
  await expectPlays(page.getByRole('main').getByLabel('CONFLUX-2200P 全场景高通量 DPU 卡发布回顾'));
});

test('when the demo customer opens the 2200E video preview in the customer area, then it plays', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/user/login', {
    data: { account: 'demo@example.com', password: 'Demo12345' },
  });
  const { data } = (await login.json()) as { data: { token: string } };
  await page.addInitScript((token) => window.localStorage.setItem('token', token), data.token);
  const proId = PRODUCTS.find((product) => product.key === 'conflux2200E')!.proId;
  await page.goto(`/productStack/customer/video_preview?proId=${proId}`);
  const item = page.getByTestId('material-item').filter({ hasText: '产品介绍视频' });
  await expectPlays(item.getByLabel('CONFLUX-2200E 产品介绍视频'));
});
