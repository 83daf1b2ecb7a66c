import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  intFrom,
  mailAddress,
  origin,
  positive,
  trustProxyFrom,
  type TrustProxy,
} from './lib/env-values';

// Every setting comes from the environment (README 'Configuration' lists them all).

// src/config.ts when run from source, dist/server.js when built: the folder above is server/
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverDir, '..');

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  /** PostgreSQL connection string; absent → embedded PGlite under dataDir/db. */
  databaseUrl: string | undefined;
  /** PostgreSQL: waiting for a connection, and a statement's time (outages answer 503). */
  databaseTimeouts: { connectMs: number; queryMs: number };
  /** PostgreSQL connections per server process. */
  databasePoolSize: number;
  /** Worker processes (node:cluster); on PostgreSQL only, PGlite keeps one process. */
  webConcurrency: number;
  dataDir: string;
  contentDir: string;
  /** The generated files the build made (files/built-files.ts); the server only serves them. */
  filesDir: string;
  /** The build's parses of content/ (content/prebuilt-parses.ts): a cache. */
  parsedContentFile: string;
  /** Blob store folder on the embedded database (on PostgreSQL blobs live in the database). */
  blobDir: string;
  /** Largest support-material upload; MATERIAL_MAX_BYTES unless a test sets less. */
  materialMaxBytes?: number;
  /** Built front-end folders: the shell and each remote's dist. */
  webRoot: string;
  /** A JSON file mapping remote name → manifest URL; absent → the local /remotes/... URLs. */
  remotesConfigFile: string | undefined;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none), a hop count (the client is the
   * address that many proxies back), or a list of proxy addresses / CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Redis for the rate-limit store (several instances share the counters); absent → memory. */
  redisUrl: string | undefined;
  /** How long a session read from the database is reused by this process (0: never). */
  sessionCacheMs: number;
  sessionCacheEntries: number;
  /** Key prefix of the rate-limit counters in Redis. */
  rateLimitNamespace: string;
  /** Requests a minute (per IP, and per account for login) — the defaults of docs/api.md, rate limits. */
  rateLimits: RateLimits;
  /** nodemailer SMTP URL; absent → .eml files in dataDir/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Staff addresses told of each new request; absent → no mail of that kind. */
  staffMail: StaffMailConfig;
  /** Tracking records are inserted in batches: every flushMs or batchSize records. */
  trackingFlushMs: number;
  trackingBatchSize: number;
  /** Records waiting to be written beyond which tracking answers '503' (memory bound). */
  trackingMaxPending: number;
  /**
   * The site's public origin: every absolute URL the server writes (canonical, og:url, the
   * sitemap, robots.txt) starts with it, never with the request's Host or X-Forwarded-Host.
   * Required in production; http://localhost:<port> elsewhere.
   */
  siteUrl: string;
  ssr: SsrConfig;
  /** SERVE_SOURCE_MAPS=1: the builds' .map files are served (never by default in any env). */
  serveSourceMaps: boolean;
  /** SIGTERM: time for in-flight requests before lingering connections are cut. */
  shutdownDeadlineMs: number;
}

export interface SsrConfig {
  /** Time a page's server rendering may take; parts not ready by then render in the browser. */
  budgetMs: number;
  /** How long a rendered page is reused (0 turns the page cache off). */
  cacheTtlMs: number;
  cacheEntries: number;
  /** How often the remotes' manifests are checked for a new deploy. */
  remotesRefreshMs: number;
}

export interface StaffMailConfig {
  certifications: string | undefined;
  leads: string | undefined;
  applications: string | undefined;
}

export interface RateLimits {
  login: number;
  register: number;
  /** 'already registered' answers an hour per client IP (account enumeration). */
  registerTaken: number;
  /** 'already registered' answers an hour per e-mail or phone, from every address together. */
  registerAccount: number;
  forget: number;
  contact: number;
  apply: number;
  /** Failed logins an hour per account, from every address together. */
  loginAccount: number;
  /** Content API queries a minute per client IP (the server's own renders are exempt). */
  content: number;
  /** Unknown file ids a minute per client IP. */
  fileMisses: number;
  /** Tracking records a minute per client IP (a visitor sends one per page view). */
  tracking: number;
  /** Page renders the cache could not answer, a minute per client IP (past it: the shell). */
  pageRenders: number;
}

function envName(value: string | undefined): AppConfig['env'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

/** SITE_URL, which production must set: a client could otherwise pick the site's links. */
function siteUrlFrom(env: NodeJS.ProcessEnv, port: number): string {
  const configured = origin(env.SITE_URL, 'SITE_URL');
  if (configured) return configured;
  if (envName(env.NODE_ENV) === 'production') {
    throw new Error(
      "SITE_URL must be set in production: the site's public origin such as " +
        'https://www.example.com (canonical URLs, og:url, the sitemap and robots.txt use it; ' +
        "the request's Host header is never trusted for them).",
    );
  }
  return `http://localhost:${port}`;
}

export function contentDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(repoRoot, env.CONTENT_DIR ?? 'content');
}

/** Where `npm run build` writes the generated files and the server reads them. */
export function filesDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(repoRoot, env.FILES_DIR ?? path.join(serverDir, 'dist/files'));
}

export function parsedContentFileOf(env: NodeJS.ProcessEnv): string {
  const built = path.join(serverDir, 'dist/parsed-content.v8');
  return path.resolve(repoRoot, env.PARSED_CONTENT_FILE ?? built);
}

/** Requests per client and window (RATE_LIMIT_*: plugins/external/rate-limit.ts). */
function rateLimitsOf(env: NodeJS.ProcessEnv): AppConfig['rateLimits'] {
  return {
    login: positive(env.RATE_LIMIT_LOGIN, 10, 'RATE_LIMIT_LOGIN'),
    register: positive(env.RATE_LIMIT_REGISTER, 5, 'RATE_LIMIT_REGISTER'),
    registerTaken: positive(env.RATE_LIMIT_REGISTER_TAKEN, 5, 'RATE_LIMIT_REGISTER_TAKEN'),
    registerAccount: positive(env.RATE_LIMIT_REGISTER_ACCOUNT, 3, 'RATE_LIMIT_REGISTER_ACCOUNT'),
    forget: positive(env.RATE_LIMIT_FORGET, 5, 'RATE_LIMIT_FORGET'),
    contact: positive(env.RATE_LIMIT_CONTACT, 10, 'RATE_LIMIT_CONTACT'),
    apply: positive(env.RATE_LIMIT_APPLY, 5, 'RATE_LIMIT_APPLY'),
    loginAccount: positive(env.RATE_LIMIT_LOGIN_ACCOUNT, 50, 'RATE_LIMIT_LOGIN_ACCOUNT'),
    content: positive(env.RATE_LIMIT_CONTENT, 600, 'RATE_LIMIT_CONTENT'),
    fileMisses: positive(env.RATE_LIMIT_FILE_MISSES, 30, 'RATE_LIMIT_FILE_MISSES'),
    tracking: positive(env.RATE_LIMIT_TRACKING, 120, 'RATE_LIMIT_TRACKING'),
    pageRenders: positive(env.RATE_LIMIT_PAGE_RENDERS, 60, 'RATE_LIMIT_PAGE_RENDERS'),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'var');
  const port = intFrom(env.PORT, 8080, 'PORT');
  return {
    env: envName(env.NODE_ENV),
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: {
      connectMs: positive(env.DATABASE_CONNECT_TIMEOUT_MS, 2000, 'DATABASE_CONNECT_TIMEOUT_MS'),
      queryMs: positive(env.DATABASE_QUERY_TIMEOUT_MS, 5000, 'DATABASE_QUERY_TIMEOUT_MS'),
    },
    databasePoolSize: positive(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    webConcurrency: positive(env.WEB_CONCURRENCY, 1, 'WEB_CONCURRENCY'),
    dataDir,
    contentDir: contentDirOf(env),
    filesDir: filesDirOf(env),
    parsedContentFile: parsedContentFileOf(env),
    blobDir: path.resolve(repoRoot, env.BLOB_DIR ?? path.join(dataDir, 'blobs')),
    webRoot: path.resolve(repoRoot, env.WEB_ROOT ?? '.'),
    remotesConfigFile: env.REMOTES_CONFIG ? path.resolve(env.REMOTES_CONFIG) : undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE || 'dpu-rate-limit:',
    sessionCacheMs: intFrom(env.SESSION_CACHE_MS, 30_000, 'SESSION_CACHE_MS'),
    sessionCacheEntries: positive(env.SESSION_CACHE_ENTRIES, 50_000, 'SESSION_CACHE_ENTRIES'),
    rateLimits: rateLimitsOf(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'DPU 官网 <no-reply@example.com>',
    staffMail: {
      certifications: mailAddress(env.STAFF_MAIL_CERTIFICATIONS, 'STAFF_MAIL_CERTIFICATIONS'),
      leads: mailAddress(env.STAFF_MAIL_LEADS, 'STAFF_MAIL_LEADS'),
      applications: mailAddress(env.STAFF_MAIL_APPLICATIONS, 'STAFF_MAIL_APPLICATIONS'),
    },
    trackingFlushMs: positive(env.TRACKING_FLUSH_MS, 1000, 'TRACKING_FLUSH_MS'),
    trackingBatchSize: positive(env.TRACKING_BATCH_SIZE, 500, 'TRACKING_BATCH_SIZE'),
    trackingMaxPending: positive(env.TRACKING_MAX_PENDING, 50_000, 'TRACKING_MAX_PENDING'),
    siteUrl: siteUrlFrom(env, port),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1' || env.SERVE_SOURCE_MAPS === 'true',
    shutdownDeadlineMs: positive(env.SHUTDOWN_DEADLINE_MS, 10_000, 'SHUTDOWN_DEADLINE_MS'),
    ssr: {
      budgetMs: positive(env.SSR_BUDGET_MS, 3000, 'SSR_BUDGET_MS'),
      cacheTtlMs: intFrom(env.PAGE_CACHE_TTL_MS, 60_000, 'PAGE_CACHE_TTL_MS'),
      cacheEntries: positive(env.PAGE_CACHE_ENTRIES, 500, 'PAGE_CACHE_ENTRIES'),
      remotesRefreshMs: intFrom(env.REMOTES_REFRESH_MS, 5000, 'REMOTES_REFRESH_MS'),
    },
  };
}
