import { ogImagePath, pageOfOgImage } from './og-image';

describe('Open Graph image paths', () => {
  it('when a page names its image, then the server finds the same page from it', () => {
    const pages: [string, string][] = [
      ['/', ''],
      ['/product/conflux2200E', ''],
      ['/news/newsDetails', '?id=conflux-2200e-mass-production'],
      ['/about/leadership/linjiayan', '?utm_source=x'],
    ];
    expect(pages.map(([path, search]) => ogImagePath(path, search))).toEqual([
      '/og/index.png',
      '/og/product/conflux2200E.png',
      '/og/news/newsDetails.png?id=conflux-2200e-mass-production',
      '/og/about/leadership/linjiayan.png',
    ]);
    expect(pageOfOgImage('/og/index.png')).toBe('/');
    expect(pageOfOgImage('/og/news/newsDetails.png', '?id=a%20b&x=1')).toBe(
      '/news/newsDetails?id=a+b',
    );
  });

  it('when an image path is not one a page would name, then it names no page', () => {
    for (const path of [
      '/og/.png',
      '/og/../etc/passwd.png',
      '/og/a/b.svg',
      '/x/a.png',
      '/og//a.png',
    ]) {
      expect(pageOfOgImage(path)).toBeUndefined();
    }
  });
});
