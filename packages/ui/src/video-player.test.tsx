import { fireEvent, render, screen } from '@testing-library/react';
import { VideoPlayer } from './video-player';

describe('VideoPlayer', () => {
  it('when the video file loads, then a player with the fallback poster shows', () => {
    const { container } = render(
      <VideoPlayer
        src="/data/file/video/a.mp4"
        poster="/data/file/video/a.jpg"
        fallbackPoster="fallback.svg"
        title="介绍"
      />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/data/file/video/a.mp4');
    // the poster file has not loaded (jsdom loads no images): the fallback stands in
    expect(video).toHaveAttribute('poster', 'fallback.svg');
  });

  it('when the video file fails, then a message replaces the broken player', () => {
    const { container } = render(
      <VideoPlayer src="/data/file/video/missing.mp4" fallbackPoster="fallback.svg" title="介绍" />,
    );
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('status')).toHaveTextContent('视频暂时无法播放，请稍后再试。');
    expect(container.querySelector('video')).toBeNull();
  });

  it('when the source is not a file of this site, then it is not played', () => {
    const { container } = render(
      <VideoPlayer src="https://elsewhere.example/v.mp4" fallbackPoster="f.svg" title="x" />,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('status')).toBeVisible();
  });
});
