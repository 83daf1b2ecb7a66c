// The browser and OS of a behaviour record (docs/site.md §3). Where the browser tells them
// itself (User-Agent Client Hints: Chromium browsers) they are read from there; elsewhere
// ua-parser-js parses the user-agent string, loaded only then. Read once per page.

export interface Agent {
  browser: string;
  version: string;
  osName: string;
  osVersion: string;
}

interface Brand {
  brand: string;
  version: string;
}

/** The part of navigator.userAgentData this reads (not in TypeScript's DOM types yet). */
export interface UserAgentDataLike {
  brands?: readonly Brand[];
  platform?: string;
  getHighEntropyValues?: (
    hints: string[],
  ) => Promise<{ fullVersionList?: readonly Brand[]; platformVersion?: string }>;
}

// ua-parser-js's names for the same browsers and systems, so the figures stay comparable
const BROWSER_NAMES: Record<string, string> = {
  'Google Chrome': 'Chrome',
  'Microsoft Edge': 'Edge',
};
const OS_NAMES: Record<string, string> = { macOS: 'Mac OS', 'Chrome OS': 'Chromium OS' };
// "Not/A)Brand", "Not_A Brand", …: placeholders every Chromium lists so no one parses by order
const PLACEHOLDER = /not.a.brand/i;

function browserOf(brands: readonly Brand[]): Brand | undefined {
  const named = brands.filter(({ brand }) => !PLACEHOLDER.test(brand));
  return named.find(({ brand }) => brand !== 'Chromium') ?? named[0];
}

/** Windows reports 13+ for Windows 11, 1-10 for Windows 10 (Microsoft's mapping). */
function osVersionOf(os: string, platformVersion: string): string {
  const major = Number(platformVersion.split('.')[0]);
  if (os === 'Windows' && Number.isFinite(major) && major > 0) return major >= 13 ? '11' : '10';
  return platformVersion.replace(/(\.0)+$/, '');
}

/** The agent from client hints, or undefined where the browser has none. */
export async function agentFromClientHints(
  data: UserAgentDataLike | undefined,
): Promise<Agent | undefined> {
  if (!data?.brands?.length || !data.platform) return undefined;
  const high = await data
    .getHighEntropyValues?.(['fullVersionList', 'platformVersion'])
    .catch(() => undefined);
  const brand = browserOf(high?.fullVersionList ?? data.brands);
  if (!brand) return undefined;
  return {
    browser: BROWSER_NAMES[brand.brand] ?? brand.brand,
    version: brand.version,
    osName: OS_NAMES[data.platform] ?? data.platform,
    osVersion: osVersionOf(data.platform, high?.platformVersion ?? ''),
  };
}

/** The agent parsed from a user-agent string (browser and OS only: the rest is most of the work). */
export async function agentFromUserAgent(userAgent: string): Promise<Agent> {
  const { UAParser } = await import('ua-parser-js');
  const parser = new UAParser(userAgent);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  return {
    browser: browser.name ?? '',
    version: browser.version ?? '',
    osName: os.name ?? '',
    osVersion: os.version ?? '',
  };
}

let current: Promise<Agent> | undefined;

/** This browser's agent, read once per page. */
export function currentAgent(): Promise<Agent> {
  const { userAgentData, userAgent } = navigator as Navigator & {
    userAgentData?: UserAgentDataLike;
  };
  current ??= agentFromClientHints(userAgentData).then(
    (agent) => agent ?? agentFromUserAgent(userAgent),
  );
  return current;
}
