import type { SiteRoute } from './route-manifest';

// The contract between the site server and the shell's Node build (shell/dist/server/main.js,
// `renderPage`): what the server asks for when it renders a page on the server, and what it
// gets back. Types only: the server loads the built shell at run time, never its source
// (docs/composition.md).

/** One API call a page makes while it renders on the server. */
export interface ApiRequest {
  method: string;
  /** Path and query below the site's origin, e.g. '/api/_content/site'. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Answers the pages' API calls in-process (the server's own routes, no network). */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

export interface RemoteOnServer {
  name: string;
  /** Its Node build's remoteEntry.js, absolute, with the version in the query. */
  serverEntry: string;
}

export interface RenderRequest {
  /** Path and query of the page, e.g. '/news/newsDetails?id=x'. */
  url: string;
  /** The site's public origin, for canonical URLs, e.g. 'https://www.example.com'. */
  origin: string;
  /** The shell's built index.html: its scripts and styles frame the page. */
  template: string;
  /** Every route of the composed site (the shell's and the remotes' manifests). */
  routes: readonly SiteRoute[];
  /** Remote name → its browser manifest URL, as the page's browser gets it. */
  remotes: Readonly<Record<string, string>>;
  /** The remotes' Node builds. */
  serverRemotes: readonly RemoteOnServer[];
  transport: ApiTransport;
  /** Time the whole render may take; a part not ready by then renders in the browser. */
  budgetMs: number;
  /** The CSS the rendered markup needs: the shell's and the page's remote's. */
  criticalCss: (remote: string | undefined, html: string) => string;
}

export interface RenderResult {
  status: number;
  html: string;
  /** Parts left to the browser (a remote that failed or was slow on the server). */
  clientRendered: string[];
  errors: string[];
}

/** What the shell's Node build exports. */
export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
