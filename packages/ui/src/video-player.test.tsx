import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useImageOr, VideoPlayer, videoSources } from './video-player';

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
    // the content's poster from the first render (jsdom loads no images, nor fails them)
    expect(video).toHaveAttribute('poster', '/data/file/video/a.jpg');
    expect(screen.getByLabelText('介绍')).toBe(video);
  });

  it('when the page is rendered on the server, then its HTML names the poster', () => {
    // the browser fetches it with the page: it is the page's largest element (issue 25)
    const html = renderToString(
      <VideoPlayer
        src={SOURCES}
        poster="/data/file/video/a.jpg"
        fallbackPoster="f.svg"
        title="x"
      />,
    );
    expect(html).toContain('poster="/data/file/video/a.jpg"');
    expect(html).not.toContain('f.svg');
  });

  it('when the poster file fails to load, then the fallback stands in', () => {
    const probes: { src: string; onerror: (() => void) | null }[] = [];
    const image = jest.spyOn(window, 'Image').mockImplementation(() => {
      const probe = { src: '', onerror: null };
      probes.push(probe);
      return probe as unknown as HTMLImageElement;
    });
    const { container } = render(
      <VideoPlayer
        src={SOURCES}
        poster="/data/file/video/gone.jpg"
        fallbackPoster="f.svg"
        title="x"
      />,
    );
    image.mockRestore();
    expect(probes.map((probe) => probe.src)).toEqual(['/data/file/video/gone.jpg']);
    act(() => probes[0]?.onerror?.());
    expect(container.querySelector('video')).toHaveAttribute('poster', 'f.svg');
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

describe('useImageOr', () => {
  function probing() {
    const probes: { src: string; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
    const spy = jest.spyOn(window, 'Image').mockImplementation(() => {
      const probe = { src: '', onload: null, onerror: null };
      probes.push(probe);
      return probe as unknown as HTMLImageElement;
    });
    return { probes, restore: () => spy.mockRestore() };
  }

  it("when a list's image shows once loaded, then the fallback stands in until it has", () => {
    const { probes, restore } = probing();
    const { result } = renderHook(() => useImageOr('/data/file/video/a.jpg', 'f.svg', 'loaded'));
    restore();
    expect(result.current).toBe('f.svg');
    act(() => probes[0]?.onload?.());
    expect(result.current).toBe('/data/file/video/a.jpg');
  });

  it('when there is no image, then the fallback shows', () => {
    const { result } = renderHook(() => useImageOr(undefined, 'f.svg'));
    expect(result.current).toBe('f.svg');
  });
});
