import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteRoute } from '@dpu/contracts';
import type { ApiRequest, ApiResponse } from './inject-transport';
import { styleSheet, type StyleSheet } from './style-index';

// The shell's Node build (shell/dist/server/main.js) renders pages; this is its contract,
// written down here because the server never imports the shell's source.

export interface RemoteOnServer {
  name: string;
  serverEntry: string;
}

export interface RenderRequest {
  url: string;
  origin: string;
  template: string;
  routes: readonly SiteRoute[];
  remotes: Readonly<Record<string, string>>;
  serverRemotes: readonly RemoteOnServer[];
  transport: (request: ApiRequest) => Promise<ApiResponse>;
  budgetMs: number;
  /** The CSS the rendered markup needs: the shell's and the page's remote's. */
  criticalCss: (remote: string | undefined, html: string) => string;
}

export interface RenderResult {
  status: number;
  html: string;
  clientRendered: string[];
  errors: string[];
}

export interface ShellRenderer {
  template: string;
  stylesheets: StyleSheet[];
  render: (request: RenderRequest) => Promise<RenderResult>;
}

/** The built shell, or undefined when the site has not been built yet. */
export function loadShellRenderer(webRoot: string): ShellRenderer | undefined {
  const dist = path.join(webRoot, 'shell/dist');
  const entry = path.join(dist, 'server/main.js');
  const templateFile = path.join(dist, 'index.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return undefined;
  const require = createRequire(import.meta.url);
  const shell = require(entry) as { renderPage?: ShellRenderer['render'] };
  if (typeof shell.renderPage !== 'function') {
    throw new Error(`${entry} does not export renderPage: rebuild the shell (npm run build).`);
  }
  const stylesheets = readdirSync(dist)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => styleSheet(`/${file}`, readFileSync(path.join(dist, file), 'utf8')));
  return { template: readFileSync(templateFile, 'utf8'), stylesheets, render: shell.renderPage };
}
