import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A fake built site in a temp folder stands in for the real builds: route manifests as the
// remotes publish them, and a stand-in for the shell's Node build that renders a page as a
// line of text with its canonical link (the real rendering is covered by the end-to-end tests).

const FAKE_SHELL_RENDERER = `
globalThis.__renders = globalThis.__renders || [];
exports.renderPage = async (request) => {
  globalThis.__renders.push(request.url);
  if (request.url.includes('boom')) throw new Error('renderer bug');
  const status = request.url.includes('missing') ? 404 : 200;
  const routes = request.routes.map((r) => r.app + ':' + r.path).join(',');
  return {
    status,
    html: request.template
      .replace('<!--ssr-head-->', '<link rel="canonical" href="' + request.origin + request.url + '">')
      .replace('<!--ssr-body-->', 'rendered ' + request.url + ' [' + routes + ']'),
    clientRendered: [],
    errors: [],
  };
};
`;

export function manifest(app: string, routes: object[]): string {
  return JSON.stringify({ app, routes });
}

export function writer(root: string) {
  return (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
}

export function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dpu-web-'));
  const write = writer(root);
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="zh-CN"><head><title>Loading…</title><!--ssr-head--></head><div id="root"><!--ssr-body--></div><!--ssr-state--></html>',
  );
  write('shell/dist/main.js', 'console.log("shell")');
  write('shell/dist/470.0123abcd.js', 'console.log("chunk")');
  write('shell/dist/server/main.js', FAKE_SHELL_RENDERER);
  write('shell/dist/routes.json', manifest('shell', [{ path: '/login', head: { title: '登录' } }]));
  const head = { title: '页面' };
  const pages: Record<string, object[]> = {
    marketing: [
      { path: '/', head, sitemap: true },
      { path: '/search', head, query: ['q'] },
      {
        path: '/news/newsDetails',
        head,
        query: ['id'],
        sitemap: { content: '/news', query: 'id' },
      },
      { path: '/about/leadership/:name', head, sitemap: { content: '/leaders', param: 'name' } },
    ],
    products: [{ path: '/product/conflux2200E', head, sitemap: true }],
    careers: [
      {
        path: '/joinus/social/socialdetail',
        head,
        query: ['id'],
        sitemap: { content: '/jobs', where: { kind: 'social' }, query: 'id' },
      },
    ],
    support: [
      { path: '/productStack', head },
      { path: '/productStack/customer', head, protected: true, sitemap: true },
    ],
  };
  for (const [remote, routes] of Object.entries(pages)) {
    write(`mfe-${remote}/dist/mf-manifest.json`, '{}');
    write(`mfe-${remote}/dist/routes.json`, manifest(remote, routes));
    write(`mfe-${remote}/dist/remoteEntry.js`, `/* ${remote} */`);
    write(`mfe-${remote}/dist/12.89abcdef.js`, `/* ${remote} chunk */`);
  }
  return root;
}
