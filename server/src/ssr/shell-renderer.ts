import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderPage } from '@dpu/contracts';
import { styleSheet, type StyleSheet } from './style-index';

// The shell's Node build (shell/dist/server/main.js) renders pages; its contract
// (RenderRequest, RenderResult) is in @dpu/contracts, the server never imports the shell.

export interface ShellRenderer {
  template: string;
  stylesheets: StyleSheet[];
  render: RenderPage;
}

/** The built shell, or undefined when the site has not been built yet. */
export function loadShellRenderer(webRoot: string): ShellRenderer | undefined {
  const dist = path.join(webRoot, 'shell/dist');
  const entry = path.join(dist, 'server/main.js');
  const templateFile = path.join(dist, 'index.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return undefined;
  const require = createRequire(import.meta.url);
  const shell = require(entry) as { renderPage?: RenderPage };
  if (typeof shell.renderPage !== 'function') {
    throw new Error(`${entry} does not export renderPage: rebuild the shell (npm run build).`);
  }
  const stylesheets = readdirSync(dist)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => styleSheet(`/${file}`, readFileSync(path.join(dist, file), 'utf8')));
  return { template: readFileSync(templateFile, 'utf8'), stylesheets, render: shell.renderPage };
}
