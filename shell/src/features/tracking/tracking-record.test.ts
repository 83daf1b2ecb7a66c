import { fakeApi, type FakeApi } from '@dpu/test-utils';
import { TRACKING_FIELDS } from '@dpu/contracts';
import { buildTrackingRecord, toFormData } from './tracking-record';
import { sendTrackingRecord } from './send-tracking-record';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('behaviour-tracking record (docs/site.md §3, §7)', () => {
  let server: FakeApi;

  it('when built for a route, then it holds the path, route name, browser and OS', () => {
    expect(
      buildTrackingRecord('/about/companyhistory', 'about-companyhistory', CHROME_ON_WINDOWS),
    ).toEqual({
      pathName: '/about/companyhistory',
      browsePageName: 'about-companyhistory',
      browser: 'Chrome',
      version: '126.0.0.0',
      osName: 'Windows',
      osVersion: '10',
    });
  });

  it("when built on a phone, then the browser and OS are the phone's", () => {
    expect(
      buildTrackingRecord('/about/leadership/chen-ming', 'about-leadership-name', SAFARI_ON_IPHONE),
    ).toMatchObject({
      browsePageName: 'about-leadership-name',
      browser: 'Mobile Safari',
      osName: 'iOS',
      osVersion: '17.5',
    });
  });

  it('when encoded, then it is multipart form data with exactly the six fields', () => {
    const form = toFormData(
      buildTrackingRecord('/news/newsCenter', 'news-newsCenter', CHROME_ON_WINDOWS),
    );
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

  it('when the user agent names no OS version (Linux), then the field is empty, not missing', () => {
    const linux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(buildTrackingRecord('/', 'index', linux)).toMatchObject({
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
});
