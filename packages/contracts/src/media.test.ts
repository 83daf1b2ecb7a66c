import {
  mediaIdOf,
  mediaPicture,
  mediaSrcSet,
  mediaUrl,
  mediaWidths,
  referencedMediaIds,
} from './media';

describe('media references and srcset', () => {
  test('when an image is 1000 px wide, then sizes stop at the first step above it, described at 1000w', () => {
    expect(mediaWidths(1000)).toEqual([320, 640, 960, 1280]);
    expect(mediaSrcSet(7, 'webp', { width: 1000, version: 3 })).toBe(
      '/api/media/7/w320.webp?v=3 320w, /api/media/7/w640.webp?v=3 640w, ' +
        '/api/media/7/w960.webp?v=3 960w, /api/media/7/w1280.webp?v=3 1000w',
    );
  });

  test('when the width is unknown or large, then every size is offered', () => {
    expect(mediaWidths()).toEqual([320, 640, 960, 1280, 1920]);
    expect(mediaWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(mediaWidths(200)).toEqual([320]);
  });

  test('when a picture is built, then AVIF comes before WebP and the fallback is a WebP', () => {
    const picture = mediaPicture(12, { width: 2400 });
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture.sources[0]!.srcSet).toContain('/api/media/12/w1920.avif 1920w');
    expect(picture.src).toBe('/api/media/12/w960.webp');
    expect(mediaUrl(12, 'original', 2)).toBe('/api/media/12/original?v=2');
  });

  test('when texts refer to images, then each id is found once, by either form', () => {
    const text =
      '![芯片](media:12) 见 media:3 与 <img src="/api/media/12/w640.webp"> 及 /api/media/40/original; notmedia:5x';
    expect(referencedMediaIds(text)).toEqual([12, 3, 40]);
    expect(mediaIdOf(' media:9 ')).toBe(9);
    expect(mediaIdOf('media:x')).toBeUndefined();
  });
});
