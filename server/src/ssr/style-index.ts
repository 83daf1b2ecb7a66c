// The CSS a rendered page needs, inlined into it so it paints styled before any stylesheet
// or script arrives. CSS modules give every class a unique hashed name, and an app's Node
// build renders the same names as its browser build, so the classes in the page's markup
// say which of the app's CSS files it uses (the browser loads the same files later with
// the page's code; the rules are the same).

export interface StyleSheet {
  href: string;
  css: string;
  classes: ReadonlySet<string>;
  /** Holds rules for elements or :root (the site's base styles): always needed. */
  global: boolean;
}

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const GLOBAL_RULE = /(^|})\s*(:root|\*|html|body)\b/;

function withoutNoise(css: string): string {
  // url(...), strings and comments hold dots that are not selectors
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '');
}

export function styleSheet(href: string, css: string): StyleSheet {
  const text = withoutNoise(css);
  const classes = new Set<string>();
  for (const match of text.matchAll(CLASS_SELECTOR)) classes.add(match[1] as string);
  return { href, css, classes, global: GLOBAL_RULE.test(text) };
}

export function classesOfHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The fewest stylesheets that define every class of the markup that any of them defines
 * (the same CSS module can sit in several chunks; one copy is enough), plus the global
 * ones, in the app's own order so they cascade as in the browser build.
 */
export function sheetsFor(sheets: readonly StyleSheet[], html: string): StyleSheet[] {
  const used = classesOfHtml(html);
  const uncovered = new Set([...used].filter((name) => sheets.some((s) => s.classes.has(name))));
  const chosen = new Set(sheets.filter((sheet) => sheet.global));
  for (const sheet of chosen) for (const name of sheet.classes) uncovered.delete(name);
  while (uncovered.size > 0) {
    let best: StyleSheet | undefined;
    let bestCount = 0;
    for (const sheet of sheets) {
      let count = 0;
      for (const name of uncovered) if (sheet.classes.has(name)) count += 1;
      if (count > bestCount) {
        best = sheet;
        bestCount = count;
      }
    }
    if (!best) break;
    chosen.add(best);
    for (const name of best.classes) uncovered.delete(name);
  }
  return sheets.filter((sheet) => chosen.has(sheet));
}

/** The CSS text a page needs from one app's stylesheets. */
export function criticalCss(sheets: readonly StyleSheet[], html: string): string {
  return sheetsFor(sheets, html)
    .map((sheet) => sheet.css)
    .join('\n');
}
