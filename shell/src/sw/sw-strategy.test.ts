import {
  manifestUrls,
  remoteEntryUrl,
  sameOriginOnly,
  staleCaches,
  strategyFor,
} from './sw-strategy';

const ORIGIN = 'https://www.example.com';
const get = (url: string, mode = 'cors') => ({ method: 'GET', mode, url });

describe('service worker strategies', () => {
  it('when a page is navigated to, then it goes network-first with the offline page as fallback', () => {
    expect(strategyFor(get(`${ORIGIN}/news/newsCenter`, 'navigate'), ORIGIN)).toBe('navigate');
  });

  it('when the request is for /api, then the worker never touches it', () => {
    expect(strategyFor(get(`${ORIGIN}/api/user/login/checkLoginStatus`), ORIGIN)).toBe('bypass');
    expect(strategyFor(get(`${ORIGIN}/api/file/pdf/x`, 'navigate'), ORIGIN)).toBe('bypass');
    expect(
      strategyFor({ method: 'POST', mode: 'cors', url: `${ORIGIN}/api/_content/site` }, ORIGIN),
    ).toBe('bypass');
  });

  it('when the request is not a GET, then it is not cached', () => {
    expect(strategyFor({ method: 'POST', mode: 'cors', url: `${ORIGIN}/main.js` }, ORIGIN)).toBe(
      'bypass',
    );
  });

  it('when a hashed chunk of this origin is requested, then it is cache-first', () => {
    expect(strategyFor(get(`${ORIGIN}/176.c8c17665.js`), ORIGIN)).toBe('cache-first');
  });

  // hostile-input.md R9: the worker's own fetches run under the CSP it was installed with,
  // which does not know a remote moved to a CDN later; the page's requests follow remotes.json
  it('when a remote on another origin is requested, then the worker leaves it to the page', () => {
    for (const url of [
      'https://cdn.example.net/products/551.18719738.js',
      'https://cdn.example.net/p/mf-manifest.json',
      'https://cdn.example.net/p/remoteEntry.js',
      'https://cdn.example.net/p/routes.json',
    ]) {
      expect(strategyFor(get(url), ORIGIN)).toBe('bypass');
    }
  });

  it('when remote files are precached, then only this origin’s are', () => {
    expect(
      sameOriginOnly(
        [
          `${ORIGIN}/remotes/marketing/mf-manifest.json`,
          'https://cdn.example.net/p/remoteEntry.js',
        ],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/remotes/marketing/mf-manifest.json`]);
  });

  it('when a fixed-name entry is requested, then it is network-first (a deploy changes it)', () => {
    expect(strategyFor(get(`${ORIGIN}/main.js`), ORIGIN)).toBe('network-first');
    expect(strategyFor(get(`${ORIGIN}/remotes/marketing/remoteEntry.js`), ORIGIN)).toBe(
      'network-first',
    );
    expect(strategyFor(get(`${ORIGIN}/mf/remotes.json`), ORIGIN)).toBe('network-first');
  });

  it('when the worker script, a public file or another site is requested, then it is bypassed', () => {
    expect(strategyFor(get(`${ORIGIN}/sw.js`), ORIGIN)).toBe('bypass');
    expect(strategyFor(get(`${ORIGIN}/data/file/brand/logo-package.zip`), ORIGIN)).toBe('bypass');
    expect(strategyFor(get('https://store.example.com/', 'navigate'), ORIGIN)).toBe('bypass');
    expect(strategyFor(get('https://fonts.example.net/a.css'), ORIGIN)).toBe('bypass');
  });

  it('when remotes.json is read, then manifest URLs become absolute', () => {
    expect(
      manifestUrls(
        {
          marketing: '/remotes/marketing/mf-manifest.json',
          products: 'https://cdn.example.net/p/mf-manifest.json',
          bad: 3,
        },
        ORIGIN,
      ),
    ).toEqual([
      `${ORIGIN}/remotes/marketing/mf-manifest.json`,
      'https://cdn.example.net/p/mf-manifest.json',
    ]);
    expect(manifestUrls(null, ORIGIN)).toEqual([]);
  });

  it('when a manifest names its remote entry, then its URL is relative to the manifest', () => {
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    expect(remoteEntryUrl(`${ORIGIN}/remotes/support/mf-manifest.json`, manifest)).toBe(
      `${ORIGIN}/remotes/support/remoteEntry.js`,
    );
    const nested = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'v2/' } } };
    expect(remoteEntryUrl('https://cdn.example.net/p/mf-manifest.json', nested)).toBe(
      'https://cdn.example.net/p/v2/remoteEntry.js',
    );
    expect(remoteEntryUrl(`${ORIGIN}/x/mf-manifest.json`, {})).toBeUndefined();
  });

  it('when a new version activates, then caches of other versions are dropped', () => {
    expect(
      staleCaches(
        ['dpu-precache-old', 'dpu-runtime-old', 'dpu-precache-new', 'dpu-runtime-new', 'other'],
        ['dpu-precache-new', 'dpu-runtime-new'],
      ),
    ).toEqual(['dpu-precache-old', 'dpu-runtime-old']);
  });
});
