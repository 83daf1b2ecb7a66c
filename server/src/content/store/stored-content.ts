import type { FastifyInstance } from 'fastify';
import { publishDue } from '../studio/publish';
import type { ContentDeps } from '../studio/deps';
import {
  localContentBus,
  postgresContentBus,
  redisContentBus,
  type ContentBus,
} from './content-bus';
import { importFiles, importOnFirstStart } from './import-files';
import { LiveContent } from './live-content';
import { createPreviews, type Previews } from './preview';
import { watchContent } from '../watch-content';

// Content served from the database (docs/content-studio.md): the first start imports
// content/, then every instance serves the published revisions, re-indexes what another
// instance published as soon as the bus says so (or the periodic check finds it), and fires
// the scheduled publishes that are due.

/** How often due scheduled publishes are looked for. */
export const SCHEDULE_TICK_MS = 1000;
/** The safety net behind the bus: how often the content version is compared. */
export const VERSION_CHECK_MS = 10_000;

export interface StoredContent {
  live: LiveContent;
  deps: ContentDeps;
  previews: Previews;
}

async function busFor(app: FastifyInstance): Promise<ContentBus> {
  const [row] = await app.db.query<{ schema: string }>('select current_schema() as schema');
  const schema = row?.schema ?? 'public';
  if (app.config.redisUrl)
    return redisContentBus(app.config.redisUrl, `dpu-content:${schema}`, app.log);
  if (app.db.kind === 'postgres')
    return postgresContentBus(app.db, `dpu_content_${schema}`, app.log);
  return localContentBus();
}

function every(ms: number, run: () => Promise<unknown>, onError: (error: unknown) => void) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    run()
      .catch(onError)
      .finally(() => (busy = false));
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}

export async function startStoredContent(app: FastifyInstance): Promise<StoredContent> {
  const { db, config, log } = app;
  const imported = await importOnFirstStart(db, config.contentDir);
  if (imported)
    log.info({ dir: config.contentDir }, 'content: imported content/ into the database');
  const live = await LiveContent.load(db, log, imported);
  for (const warning of live.set.warnings()) log.warn({}, `content: ${warning}`);
  const bus = await busFor(app);
  const refresh = () =>
    void live
      .refresh()
      .catch((error: unknown) => log.warn({ err: error }, 'content refresh failed'));
  bus.onChange(refresh);
  const deps: ContentDeps = {
    ...app.deps,
    announce: async () => {
      await live.refresh();
      await bus.announce(live.version());
    },
    // read when asked: the site plugin hands its table over after this one starts
    siteRoutes: () => app.knownPaths.table(),
  };
  const { previewSecret } = await deps.repos.revisions.state();
  const onError = (error: unknown) => log.warn({ err: error }, 'content timer failed');
  const stops = [
    every(SCHEDULE_TICK_MS, () => publishDue(deps), onError),
    every(VERSION_CHECK_MS, () => live.refresh(), onError),
  ];
  if (config.env === 'development') {
    // a developer's edit in content/ is published at once, as before the database held it
    stops.push(
      watchContent(config.contentDir, () => {
        importFiles(db, config.contentDir).then(
          (files) => (files.length ? deps.announce() : undefined),
          (error: unknown) => log.error({ err: error }, 'content import failed; nothing changed'),
        );
      }),
    );
  }
  app.addHook('preClose', async () => {
    for (const stop of stops) stop();
    await bus.close();
  });
  log.info({ documents: live.index().documents.length, version: live.version() }, 'content loaded');
  return { live, deps, previews: createPreviews(deps.repos, live, previewSecret) };
}
