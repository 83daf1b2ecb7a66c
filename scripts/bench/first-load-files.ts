import { startSiteServer } from '../../e2e/support/site-server';
import { measurePages } from './page-weight';
import { benchRoutes } from './routes';

// What each route's first-load JS is made of: every script it fetches until the network is
// idle (idle loads included, as the bench counts them), largest first, gzip-9 KB each.
//   BENCH_PORT=… BENCH_ROUTES=all|modules|/a,/b npx tsx scripts/bench/first-load-files.ts
// (after a production build; heavy: run it through /work/heavy like the bench).
const port = Number(process.env.BENCH_PORT ?? 8099);
const server = await startSiteServer(port, {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SITE_URL: `http://localhost:${port}`,
});
try {
  const routes = await benchRoutes(server.url, process.env.BENCH_ROUTES ?? 'modules');
  const pages = await measurePages(
    server.url,
    routes.map((route) => route.url),
  );
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const page of pages) {
    console.log(`${page.path}\t${kb(page.jsGzipBytes)} KB\t${page.files.length} scripts`);
    for (const file of [...page.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kb(file.gzipBytes).padStart(6)}  ${file.path}`);
    }
  }
} finally {
  await server.stop();
}
