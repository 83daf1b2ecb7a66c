import { PRODUCTS } from '@dpu/contracts';
import fp from 'fastify-plugin';
import { catalogueRecords } from '../../files/built-files';
import { contentLookup } from '../../files/content-lookup';
import { materialSeeds } from '../../materials/seed-materials';
import { DEMO_ACCOUNTS, seedDemoUsers } from '../../seed/demo-users';

declare module 'fastify' {
  interface FastifyInstance {
    /** Demo accounts present in this run (empty in production), printed at start. */
    demoAccounts: readonly { email: string; password: string; userType: string }[];
  }
}

/**
 * Seeds at start. Every environment: the product catalogue, the rows of the generated files
 * (documents, archives: made by the build, files/built-files.ts; a start without them fails
 * saying so) and materials (idempotent, quick on a second start). Not in production: demo
 * accounts.
 */
export default fp(
  async (app) => {
    const started = Date.now();
    const files = await catalogueRecords(app.config.filesDir);
    await app.repos.products.sync(PRODUCTS);
    await app.repos.files.upsertMany(files);
    const content = contentLookup(app.content.index());
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
    app.log.info({ ms: Date.now() - started, files: files.length }, 'seed done');
  },
  { name: 'seed', dependencies: ['services'] },
);
