import type { InteractionFigures } from './interaction';
import type { LighthouseFigures } from './lighthouse';
import { studioMarkerBuilt, type PageWeight } from './page-weight';
import type { RepeatVisit } from './repeat-visit';
import { minimumAndWorst } from './routes';

// reports/bench.md, section by section: each figure beside its target (issue 25), the
// minimum and the five worst routes where every route is measured. What a visitor gets is
// here; what the server costs is in report-server.ts.

export const TARGETS = {
  performance: 0.98,
  tbtMs: 100,
  lcpMs: 1200,
  cls: 0.01,
  jsGzipKb: 150,
  homeJsGzipKb: 120,
  interactionMs: 100,
  repeatVisitKb: 20,
  renderCpuMs: 10,
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number | undefined) =>
  value === undefined ? '—' : `${Math.round(value)} ms`;
export const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

function jsBudget(path: string): number {
  return (path === '/' ? TARGETS.homeJsGzipKb : TARGETS.jsGzipKb) * 1024;
}

/** Issue 23: no visitor's page fetches studio code, with proof the marker is in the build. */
function studioLine(pages: PageWeight[]): string {
  const withStudio = pages.filter((page) => page.studioScripts > 0).map((page) => page.path);
  const built = studioMarkerBuilt();
  return (
    `Content studio on visitors' pages: ${withStudio.length} of ${pages.length} routes fetch its code ` +
    `(${mark(withStudio.length === 0 && built)}${withStudio.length ? `: ${withStudio.join(', ')}` : ''}; ` +
    `its marker ${built ? 'is' : 'is NOT'} in the build's studio chunk).`
  );
}

/** A table of the worst routes, then one of every route folded away below it. */
function worstThenEvery<T>(
  header: string[],
  row: (item: T) => string,
  worst: T[],
  every: T[],
): string[] {
  return [
    ...header,
    ...worst.map(row),
    '',
    '<details><summary>every route</summary>',
    '',
    ...header,
    ...every.map(row),
    '',
    '</details>',
    '',
  ];
}

export function pageWeightSection(pages: PageWeight[]): string[] {
  if (pages.length === 0) return [];
  const over = pages.filter((page) => page.jsGzipBytes > jsBudget(page.path));
  const { best, worst } = minimumAndWorst(pages, (page) => page.jsGzipBytes);
  const row = (p: PageWeight) =>
    `| ${p.path} | ${p.scripts} | ${kb(p.jsBytes)} | ${kb(p.jsTransferBytes)} | ${kb(p.jsGzipBytes)} | ${kb(p.cssBytes)} | ${kb(p.htmlBytes)} | ${p.nodes} | ${p.loadMs} ms |`;
  const header = [
    '| page | scripts | JS decoded | JS on the wire | JS gzip | CSS files | HTML | elements | load (networkidle) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  return [
    '## First-load JS (cold cache, every script until the network is idle, idle loads included)',
    '',
    studioLine(pages),
    '',
    `Target: ≤ ${TARGETS.jsGzipKb} KB gzip on every route, ≤ ${TARGETS.homeJsGzipKb} KB on /. ` +
      `${pages.length - over.length} of ${pages.length} routes within (${mark(over.length === 0)}); ` +
      `smallest ${best ? `${best.path} ${kb(best.jsGzipBytes)}` : '—'}. The five heaviest:`,
    '',
    ...worstThenEvery(header, row, worst, pages),
  ];
}

function meets(l: LighthouseFigures): boolean {
  return (
    l.performance >= TARGETS.performance &&
    l.tbtMs <= TARGETS.tbtMs &&
    l.lcpMs <= TARGETS.lcpMs &&
    l.cls <= TARGETS.cls
  );
}

const lighthouseRow = (l: LighthouseFigures) =>
  `| ${l.path} | ${l.performance.toFixed(2)} | ${ms(l.fcpMs)} | ${ms(l.lcpMs)} | ${l.cls.toFixed(3)} | ${ms(l.tbtMs)} | ${l.topScripts.map((s) => `${s.url} ${s.ms} ms`).join(', ')} |`;
const LIGHTHOUSE_HEADER = [
  '| page | performance | FCP | LCP | CLS | TBT | most main-thread time |',
  '|---|---|---|---|---|---|---|',
];

/** The key pages beside the same HTML without scripts, and every route's single run. */
export function lighthouseSection(
  key: LighthouseFigures[],
  noScript: LighthouseFigures[],
  sweep: LighthouseFigures[],
): string[] {
  if (key.length + sweep.length === 0) return [];
  const lines = [
    '## Lighthouse mobile (default simulated throttling)',
    '',
    `Targets on every route: performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, ` +
      `LCP ≤ ${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls}.`,
    '',
  ];
  if (key.length) {
    lines.push(
      'Key pages, median of runs, beside the same server HTML with every script blocked (the',
      "limit of this design; the ratio cancels the machine's load):",
      '',
      '| page | performance | LCP | TBT | no scripts: performance | LCP | TBT | LCP ratio | TBT over no-script |',
      '|---|---|---|---|---|---|---|---|---|',
      ...key.map((l) => {
        const bare = noScript.find((b) => b.path === l.path);
        const ratio = bare && bare.lcpMs > 0 ? (l.lcpMs / bare.lcpMs).toFixed(2) : '—';
        const extra = bare ? ms(l.tbtMs - bare.tbtMs) : '—';
        return `| ${l.path} | ${l.performance.toFixed(2)} | ${ms(l.lcpMs)} | ${ms(l.tbtMs)} | ${bare?.performance.toFixed(2) ?? '—'} | ${ms(bare?.lcpMs)} | ${ms(bare?.tbtMs)} | ${ratio} | ${extra} |`;
      }),
      '',
      ...LIGHTHOUSE_HEADER,
      ...key.map(lighthouseRow),
      '',
    );
  }
  if (sweep.length) {
    const { best, worst } = minimumAndWorst(sweep, (l) => l.performance, false);
    const met = sweep.filter(meets).length;
    lines.push(
      `Every route (one run each): ${met} of ${sweep.length} meet all four targets ` +
        `(${mark(met === sweep.length)}); minimum performance ${worst[0]?.performance.toFixed(2) ?? '—'} ` +
        `(${worst[0]?.path ?? '—'}), best ${best?.performance.toFixed(2) ?? '—'}. The five worst:`,
      '',
      ...worstThenEvery(LIGHTHOUSE_HEADER, lighthouseRow, worst, sweep),
    );
  }
  return lines;
}

export function interactionSection(rows: InteractionFigures[]): string[] {
  if (rows.length === 0) return [];
  return [
    '## Interaction right after load (4× slowed CPU, Event Timing)',
    '',
    `Target: the result painted within ${TARGETS.interactionMs} ms. "event" is the longest Event`,
    'Timing entry of the gesture (what INP counts); "result" runs from the gesture to the first',
    'frame showing what it opened; "retried": the first gesture was lost (nothing listened yet).',
    '',
    '| page | control | event | result | retried | target |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page.replace(/^https?:\/\/[^/]+/, '')} | ${r.control} | ${ms(r.eventMs)} | ${ms(r.resultMs)} | ${r.retried ? 'yes' : 'no'} | ${mark(!r.retried && r.resultMs !== undefined && r.resultMs <= TARGETS.interactionMs)} |`,
    ),
    '',
  ];
}

export function repeatVisitSection(rows: RepeatVisit[]): string[] {
  if (rows.length === 0) return [];
  return [
    '## Repeat visit (second page view, warm browser cache and service worker)',
    '',
    `Target: ≤ ${TARGETS.repeatVisitKb} KB of scripts and styles on the wire. Beside it, what the`,
    "service worker fetched during the first view, after the page's load (its precache: the",
    "shell, the remotes' entries and pages' files; not first-load JS, which the page runs).",
    '',
    '| first view | second view | scripts + styles | requests | HTML | target | first view: worker fetched |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.first} | ${r.second} | ${kb(r.scriptsAndStyles.bytes)} | ${r.scriptsAndStyles.requests} | ${kb(r.htmlBytes)} | ${mark(r.scriptsAndStyles.bytes <= TARGETS.repeatVisitKb * 1024)} | ${kb(r.firstViewWorker.bytes)} in ${r.firstViewWorker.requests} |`,
    ),
    '',
  ];
}
