import { fakeApi, type FakeApi } from '@dpu/test-utils';
import { TRACKING_FIELDS } from '@dpu/contracts';
import { agentFromClientHints, agentFromUserAgent, type UserAgentDataLike } from './agent';
import { buildTrackingRecord, toFormData } from './tracking-record';
import { sendTrackingRecord } from './send-tracking-record';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('behaviour-tracking record (docs/site.md §3, §7)', () => {
  let server: FakeApi;

  it('when built for a route, then it holds the path, route name, browser and OS', async () => {
    const agent = await agentFromUserAgent(CHROME_ON_WINDOWS);
    expect(buildTrackingRecord('/about/companyhistory', 'about-companyhistory', agent)).toEqual({
      pathName: '/about/companyhistory',
      browsePageName: 'about-companyhistory',
      browser: 'Chrome',
      version: '126.0.0.0',
      osName: 'Windows',
      osVersion: '10',
    });
  });

  it("when built on a phone, then the browser and OS are the phone's", async () => {
    const agent = await agentFromUserAgent(SAFARI_ON_IPHONE);
    expect(
      buildTrackingRecord('/about/leadership/chen-ming', 'about-leadership-name', agent),
    ).toMatchObject({
      browsePageName: 'about-leadership-name',
      browser: 'Mobile Safari',
      osName: 'iOS',
      osVersion: '17.5',
    });
  });

  it('when encoded, then it is multipart form data with exactly the six fields', async () => {
    const agent = await agentFromUserAgent(CHROME_ON_WINDOWS);
    const form = toFormData(buildTrackingRecord('/news/newsCenter', 'news-newsCenter', agent));
    // the six fields of docs/site.md §3, in the order @dpu/contracts lists them (tracking.test.ts)
    expect([...form.keys()]).toEqual([...TRACKING_FIELDS]);
    expect(form.get('browsePageName')).toBe('news-newsCenter');
  });

  it('when sent, then it is one POST /trackware/front with a FormData body', async () => {
    server = fakeApi(() => ({ body: { code: '200' } }));
    await sendTrackingRecord('/contact', 'contact');
    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call).toMatchObject({ method: 'POST', url: '/trackware/front' });
    expect(call?.body).toBeInstanceOf(FormData);
    expect((call?.body as FormData).get('pathName')).toBe('/contact');
    expect((call?.body as FormData).get('browsePageName')).toBe('contact');
  });

  it('when the user agent names no OS version (Linux), then the field is empty, not missing', async () => {
    const linux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(buildTrackingRecord('/', 'index', await agentFromUserAgent(linux))).toMatchObject({
      osName: 'Linux',
      osVersion: '',
    });
  });

  it('when sending fails, then it is logged and ignored', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = fakeApi(() => 'network-error');
    await expect(sendTrackingRecord('/contact', 'contact')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  describe('where the browser tells its name and system (client hints)', () => {
    const chromeOnWindows11: UserAgentDataLike = {
      brands: [
        { brand: 'Not/A)Brand', version: '8' },
        { brand: 'Chromium', version: '126' },
        { brand: 'Google Chrome', version: '126' },
      ],
      platform: 'Windows',
      getHighEntropyValues: async () => ({
        fullVersionList: [
          { brand: 'Not/A)Brand', version: '8.0.0.0' },
          { brand: 'Chromium', version: '126.0.6478.127' },
          { brand: 'Google Chrome', version: '126.0.6478.127' },
        ],
        platformVersion: '15.0.0',
      }),
    };

    it('when read, then the record carries them, named as ua-parser-js names them', async () => {
      expect(await agentFromClientHints(chromeOnWindows11)).toEqual({
        browser: 'Chrome',
        version: '126.0.6478.127',
        osName: 'Windows',
        osVersion: '11',
      });
    });

    it('when the detailed values are refused, then the brief ones are used', async () => {
      const brief = {
        ...chromeOnWindows11,
        platform: 'Android',
        getHighEntropyValues: () => Promise.reject(new Error('not allowed')),
      };
      expect(await agentFromClientHints(brief)).toEqual({
        browser: 'Chrome',
        version: '126',
        osName: 'Android',
        osVersion: '',
      });
    });

    it('when a browser lists only Chromium, then that is its name', async () => {
      const chromium = { brands: [{ brand: 'Chromium', version: '131' }], platform: 'Linux' };
      expect(await agentFromClientHints(chromium)).toMatchObject({
        browser: 'Chromium',
        osName: 'Linux',
      });
    });

    it('when the browser has no client hints, then there is no answer from them', async () => {
      expect(await agentFromClientHints(undefined)).toBeUndefined();
    });
  });
});
