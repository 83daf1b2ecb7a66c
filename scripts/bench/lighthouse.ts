import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';

export interface LighthouseFigures {
  path: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** The scripts that cost the most main-thread time (Lighthouse's bootup-time audit). */
  topScripts: { url: string; ms: number }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

interface BootupItem {
  url: string;
  total: number;
}

/**
 * One Lighthouse run: mobile, default simulated throttling, performance only. `noScript`
 * blocks every script: the same server HTML without any, the limit of this design.
 */
async function runOnce(port: number, url: string, noScript: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: noScript ? ['*.js'] : [],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const bootup = (lhr.audits['bootup-time']?.details as { items?: BootupItem[] } | undefined)
    ?.items;
  return {
    runtimeError: lhr.runtimeError?.code,
    performance: lhr.categories.performance?.score ?? 0,
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    topScripts: (bootup ?? []).slice(0, 5).map((item) => ({
      url: item.url.replace(/^https?:\/\/[^/]+/, ''),
      ms: Math.round(item.total),
    })),
  };
}

/**
 * A run Lighthouse itself gave up on (NO_NAVSTART: its trace missed the navigation, now and
 * then on a busy machine; a score of 0 and no figures) says nothing of the page: it is run
 * again, up to twice.
 */
async function runMeasured(port: number, url: string, noScript: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const sample = await runOnce(port, url, noScript);
    if (!sample.runtimeError || attempt === 3) return sample;
    console.log(`[bench] lighthouse ${url}: ${sample.runtimeError}, running it again…`);
  }
}

/**
 * Median of `runs` Lighthouse runs per page (the score's median run gives the script list);
 * with `noScript`, of the same pages with every script blocked.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
  runs = 3,
  noScript = false,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const [index, path] of paths.entries()) {
      const samples = [];
      for (let run = 1; run <= runs; run += 1) {
        const what = `${noScript ? 'without scripts ' : ''}${path}`;
        console.log(
          `[bench] lighthouse ${what} (${index + 1}/${paths.length}) run ${run}/${runs}…`,
        );
        samples.push(await runMeasured(chrome.port, `${baseUrl}${path}`, noScript));
      }
      const byScore = [...samples].sort((a, b) => a.performance - b.performance);
      figures.push({
        path,
        performance: median(samples.map((s) => s.performance)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        cls: median(samples.map((s) => s.cls)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        topScripts: byScore[Math.floor(byScore.length / 2)]?.topScripts ?? [],
      });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}
