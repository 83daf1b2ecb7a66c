import { routeAssetUrls } from './route-assets';

const MANIFEST_URL = 'https://www.example.com/remotes/support/mf-manifest.json';

const expose = (name: string, js: [string[], string[]], css: [string[], string[]] = [[], []]) => ({
  name,
  assets: {
    js: { sync: js[0], async: js[1] },
    css: { sync: css[0], async: css[1] },
  },
});

// the shape of a built remote's mf-manifest.json (mfe-support's, shortened)
const support = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    expose(
      'Routes',
      [
        ['9271.6ab46737.js', '__federation_expose_Routes.66fe7e8e.js'],
        ['7321.060d1f85.js', '5510.39c0172f.js', '__federation_expose_StaffGrants.c6d6201e.js'],
      ],
      [['__federation_expose_Routes.ca74b4ba.css'], ['7321.4bfff984.css']],
    ),
    expose('StaffGrants', [
      ['5510.39c0172f.js', '__federation_expose_StaffGrants.c6d6201e.js'],
      [],
    ]),
    expose('StudioSection', [['__federation_expose_StudioSection.9eb82e97.js'], []]),
  ],
};

const base = 'https://www.example.com/remotes/support/';

describe('a remote’s page files for the service worker (issue 25, repeat visit)', () => {
  it('when a remote’s manifest is read, then its pages’ scripts and styles are named, not what only its staff and studio exposes load', () => {
    expect(routeAssetUrls(MANIFEST_URL, support).sort()).toEqual(
      [
        '9271.6ab46737.js',
        '__federation_expose_Routes.66fe7e8e.js',
        '7321.060d1f85.js',
        '__federation_expose_Routes.ca74b4ba.css',
        '7321.4bfff984.css',
      ]
        .map((name) => `${base}${name}`)
        .sort(),
    );
  });

  it('when the remote names a public path or a folder for its entry, then its files are found there', () => {
    const cdn = { ...support, metaData: { publicPath: 'https://cdn.example.net/s/' } };
    expect(routeAssetUrls(MANIFEST_URL, cdn)).toContain(
      'https://cdn.example.net/s/9271.6ab46737.js',
    );
    const nested = {
      ...support,
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } },
    };
    expect(routeAssetUrls(MANIFEST_URL, nested)).toContain(`${base}v2/9271.6ab46737.js`);
  });

  it('when the manifest is not one the worker can read, then nothing is named', () => {
    expect(routeAssetUrls(MANIFEST_URL, null)).toEqual([]);
    expect(routeAssetUrls(MANIFEST_URL, { metaData: { publicPath: 'auto' } })).toEqual([]);
    // a public path computed at run time cannot be known here
    expect(routeAssetUrls(MANIFEST_URL, { ...support, metaData: {} })).toEqual([]);
  });
});
