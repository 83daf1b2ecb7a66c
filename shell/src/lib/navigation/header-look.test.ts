import { hasHoverLook, hasSolidHeader, isGoTopVisible } from './header-look';

describe('solid header (docs/site.md §2)', () => {
  it.each([
    '/video/video_detail',
    '/news/newsDetails',
    '/developers/developersDetails',
    '/productStack/customer',
    '/productStack/customer/downloadDrivers',
    '/protocol/agreement',
    '/protocol/agreementSecret',
  ])('when the second segment of %s is in the list, then the header is solid', (path) => {
    expect(hasSolidHeader(path)).toBe(true);
  });

  it.each(['/', '/customer', '/news/newsCenter', '/productStack', '/about/leadership/x'])(
    'when the second segment of %s is not in the list, then the header is not solid',
    (path) => {
      expect(hasSolidHeader(path)).toBe(false);
    },
  );
});

describe('scroll thresholds (docs/site.md §4, §9)', () => {
  it('when the page is at the top, then the header has its normal look', () => {
    expect(hasHoverLook(0)).toBe(false);
  });

  it('when the page is scrolled past 0, then the header has its hover look', () => {
    expect(hasHoverLook(1)).toBe(true);
  });

  it('when the scroll is exactly 500, then go-to-top stays hidden', () => {
    expect(isGoTopVisible(500)).toBe(false);
  });

  it('when the scroll exceeds 500, then go-to-top is visible', () => {
    expect(isGoTopVisible(501)).toBe(true);
  });
});
