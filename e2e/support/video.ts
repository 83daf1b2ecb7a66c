import { expect, type Locator } from '@playwright/test';

/**
 * Starts the video muted (autoplay rules) and waits for its time to move on; it plays one of
 * the generated files and no error shows (Debian's Chromium has no proprietary codecs: it
 * takes the WebM source).
 */
export async function expectPlays(video: Locator): Promise<void> {
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.5);
  const source = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
  expect(source).toMatch(/\/data\/file\/video\/.+\.(webm|mp4)$/);
  await expect(video.page().getByText('视频暂时无法播放')).toHaveCount(0);
}
