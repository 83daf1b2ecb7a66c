import { act, fireEvent, render, screen } from '@testing-library/react';
import { VideoPlayer, videoSources } from './video-player';

const SOURCES = ['/data/file/video/a.mp4', '/data/file/video/a.webm'];

describe('VideoPlayer', () => {
  afterEach(() => jest.useRealTimers());

  it('when the video has several formats, then each is offered as a source, WebM first', () => {
    const { container } = render(
      <VideoPlayer
        src={SOURCES}
        poster="/data/file/video/a.jpg"
        fallbackPoster="fallback.svg"
        title="介绍"
      />,
    );
    const video = container.querySelector('video')!;
    const sources = [...video.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/data/file/video/a.webm', 'video/webm'],
      ['/data/file/video/a.mp4', 'video/mp4'],
    ]);
    // the poster file has not loaded (jsdom loads no images): the fallback stands in
    expect(video).toHaveAttribute('poster', 'fallback.svg');
    expect(screen.getByLabelText('介绍')).toBe(video);
  });

  it('when only the first source fails, then the player stays', () => {
    const { container } = render(
      <VideoPlayer src={SOURCES} fallbackPoster="fallback.svg" title="介绍" />,
    );
    fireEvent.error(container.querySelector('source')!);
    expect(container.querySelector('video')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when every source fails, then a message replaces the broken player', () => {
    const { container } = render(
      <VideoPlayer src={SOURCES} fallbackPoster="fallback.svg" title="介绍" />,
    );
    const sources = container.querySelectorAll('source');
    fireEvent.error(sources[0]!);
    fireEvent.error(sources[1]!);
    expect(screen.getByRole('status')).toHaveTextContent('视频暂时无法播放，请稍后再试。');
    expect(container.querySelector('video')).toBeNull();
  });

  it('when the sources failed before the page was hydrated, then the message shows on mount', () => {
    jest.useFakeTimers();
    const networkState = jest
      .spyOn(HTMLMediaElement.prototype, 'networkState', 'get')
      .mockReturnValue(HTMLMediaElement.NETWORK_NO_SOURCE);
    const { container } = render(
      <VideoPlayer src={SOURCES} fallbackPoster="fallback.svg" title="介绍" />,
    );
    act(() => jest.runAllTimers());
    networkState.mockRestore();
    expect(screen.getByRole('status')).toBeVisible();
    expect(container.querySelector('video')).toBeNull();
  });

  it('when the source is not a file of this site, then it is not played', () => {
    const { container } = render(
      <VideoPlayer src="https://elsewhere.example/v.mp4" fallbackPoster="f.svg" title="x" />,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('status')).toBeVisible();
  });

  it('when content names one path, then it is the one source', () => {
    expect(videoSources('/data/file/video/b.mp4')).toEqual(['/data/file/video/b.mp4']);
    expect(videoSources(undefined)).toEqual([]);
  });
});
