import { previewPage } from './studio-api';

describe('the page a preview opens', () => {
  it('when the document has a page, then that page with the token', () => {
    expect(previewPage({ token: 't', url: '/news/newsDetails?id=a&preview=t' }, 'news/a.md')).toBe(
      '/news/newsDetails?id=a&preview=t',
    );
  });
  it('when every page reads the file (navigation, site facts), then the home page with the token', () => {
    expect(previewPage({ token: 'a.b', url: null }, 'navigation.yaml')).toBe('/?preview=a.b');
  });
  it('when no page shows a document in a folder, then none', () => {
    expect(previewPage({ token: 't', url: null }, 'support/unused.yaml')).toBeNull();
  });
});
