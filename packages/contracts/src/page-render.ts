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

/** A remote's Node build as the server's remote source reads it (disk or its URL). */
export interface RemoteEntryCode {
  /** remoteEntry.js itself. */
  code: string;
  /**
   * The folder it runs in: on disk its chunks are read from there; for a remote hosted
   * elsewhere it is the URL's path, and the Node runtime fetches the chunks beside the entry.
   */
  directory: string;
}

export interface RemoteOnServer {
  name: string;
  /**
   * Names this version of its Node build: the remoteEntry.js URL (file: for a remote on this
   * server's disk) with the version in the query, so a new deploy is registered afresh.
   */
  serverEntry: string;
  /** Reads the entry through the server's remote source: never by asking the server itself. */
  readEntry: () => Promise<RemoteEntryCode>;
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
  /** Answers this render's API calls (one per request: a preview render sees the draft). */
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
