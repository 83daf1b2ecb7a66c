import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every setting comes from the environment (README 'Configuration' lists them all).

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverDir, '..');

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  /** PostgreSQL connection string; absent → embedded PGlite under dataDir/db. */
  databaseUrl: string | undefined;
  dataDir: string;
  contentDir: string;
  filesDir: string;
  /** Built front-end folders: the shell and each remote's dist. */
  webRoot: string;
  /** A JSON file mapping remote name → manifest URL; absent → the local /remotes/... URLs. */
  remotesConfigFile: string | undefined;
  logLevel: string;
  trustProxy: boolean;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got '${value}'.`);
  }
  return parsed;
}

function envName(value: string | undefined): AppConfig['env'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'var');
  return {
    env: envName(env.NODE_ENV),
    host: env.HOST ?? '0.0.0.0',
    port: intFrom(env.PORT, 8080, 'PORT'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    contentDir: path.resolve(repoRoot, env.CONTENT_DIR ?? 'content'),
    filesDir: path.resolve(repoRoot, env.FILES_DIR ?? path.join(dataDir, 'files')),
    webRoot: path.resolve(repoRoot, env.WEB_ROOT ?? '.'),
    remotesConfigFile: env.REMOTES_CONFIG ? path.resolve(env.REMOTES_CONFIG) : undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
