import { PRODUCTS } from '@dpu/contracts';
import fp from 'fastify-plugin';
import { contentLookup } from '../../files/content-lookup';
import { seedFiles } from '../../files/seed-files';
import { materialSeeds } from '../../materials/seed-materials';
import { DEMO_ACCOUNTS, seedDemoUsers } from '../../seed/demo-users';

declare module 'fastify' {
  interface FastifyInstance {
    /** Demo accounts present in this run (empty in production), printed at start. */
    demoAccounts: readonly { email: string; password: string; userType: string }[];
  }
}

/**
 * Seeds at start. Every environment: the product catalogue, generated files (documents,
 * archives, videos: rendered once per machine, see files/seed-files.ts) and materials
 * (idempotent, quick on a second start). Not in production: demo accounts.
 */
export default fp(
  async (app) => {
    const started = Date.now();
    await app.repos.products.sync(PRODUCTS);
    const content = contentLookup(app.content.index());
    const files = await seedFiles(app.repos, {
      filesDir: app.config.filesDir,
      cacheDir: app.config.filesCacheDir,
      ffmpegPath: app.config.ffmpegPath,
      content,
      onRendered: (file, ms) => app.log.info({ file, ms }, 'generated file rendered'),
    });
    await app.repos.materials.upsertMany(materialSeeds(content));
    let demo: typeof DEMO_ACCOUNTS extends readonly (infer T)[] ? T[] : never = [];
    if (app.config.env !== 'production') {
      const created = await seedDemoUsers(app.repos);
      demo = [...DEMO_ACCOUNTS];
      if (created.length) app.log.info({ created }, 'demo accounts created');
    }
    app.decorate(
      'demoAccounts',
      demo.map(({ email, password, userType }) => ({ email, password, userType })),
    );
    app.log.info(
      { ms: Date.now() - started, filesWritten: files.written, filesRendered: files.rendered },
      'seed done',
    );
  },
  { name: 'seed', dependencies: ['services'] },
);
