import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import contentPlugin from '../plugins/app/content';
import internalRequestsPlugin from '../plugins/app/internal-requests';
import rateLimitPlugin from '../plugins/external/rate-limit';
import contentRoutes from '../routes/api/content/index';
import { loadContentSet } from './load-content';
import { parseSource } from './parse-source';
import { createContentQuery } from './query/index';
import type { ContentSet } from './content-set';
import { generateContent } from './generate-content';
import { say } from '../lib/terminal';

// `npm run bench -w server`: queries per second of the content engine over ~1,000
// generated documents (docs/content-query.md part A §11: queries read memory only). Prints one
// line per scenario; BENCH_SECONDS sets the time per scenario (default 2).

const seconds = Number(process.env.BENCH_SECONDS) || 2;
const count = Number(process.env.BENCH_DOCS) || 1000;

function measure(name: string, run: (i: number) => unknown): void {
  for (let i = 0; i < 200; i += 1) run(i); // warm up
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < end; i += 1) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((sum, t) => sum + t, 0);
  const at = (q: number) => (times[Math.floor(times.length * q)] ?? 0).toFixed(3);
  say(
    `${name.padEnd(44)} ${Math.round((times.length / total) * 1000)
      .toString()
      .padStart(7)} q/s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms`,
  );
}

/** The same list query through Fastify (routing, JSON, ETag), without a network. */
async function measureHttp(dir: string, body: unknown): Promise<void> {
  const app = Fastify({ logger: false });
  const config = loadConfig({ NODE_ENV: 'test' });
  // the route's per-address limit is part of its cost, but must not cut the run short
  const rateLimits = { ...config.rateLimits, content: 1e9 };
  app.decorate('config', { ...config, contentDir: dir, rateLimits });
  await app.register(internalRequestsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(contentPlugin);
  await app.register(contentRoutes, { prefix: '/api' });
  await app.ready();
  const payload = JSON.stringify(body);
  const request = () =>
    app.inject({
      method: 'POST',
      url: '/api/_content/developers',
      payload,
      headers: { 'content-type': 'application/json' },
    });
  for (let i = 0; i < 200; i += 1) await request();
  let n = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    await request();
    n += 1;
  }
  const qps = Math.round(n / ((performance.now() - started) / 1000));
  say(`${'http (inject): the list query, JSON + ETag'.padEnd(44)} ${String(qps).padStart(7)} q/s`);
  await app.close();
}

/** What a publish costs an instance: parse the one changed file, lay out, index again. */
function measurePublish(set: ContentSet): void {
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const text = `---\ntitle: 发布测试 ${i}\ndate: 2025-06-01\ndescription: 智能网卡 第 ${i} 版\n---\n\n## 正文\n\n弹性裸金属。\n`;
    const now = new Date().toISOString();
    set.put(parseSource({ file: 'news/item-0.md', text, createdAt: now, updatedAt: now }));
    createContentQuery(set.index());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(times.length * q)] ?? 0).toFixed(1);
  say(
    `${'publish: re-index one changed document'.padEnd(44)} p50 ${at(0.5)} ms   max ${at(0.99)} ms`,
  );
}

const root = mkdtempSync(path.join(tmpdir(), 'content-bench-'));
try {
  generateContent(root, count);
  let started = performance.now();
  const set = loadContentSet(root);
  const index = set.index();
  const loadMs = Math.round(performance.now() - started);
  started = performance.now();
  const query = createContentQuery(index);
  const indexMs = Math.round(performance.now() - started);
  say(
    `${index.documents.length} documents: read and parsed in ${loadMs} ms, indexed (path, sort, search) in ${indexMs} ms`,
  );
  measurePublish(set);
  const list = {
    where: { category: '开发指南', date: { $gte: '2021-01-01' } },
    sortBy: [{ date: 'desc' }],
    only: ['title', 'date', 'path', 'description'],
    limit: 10,
  };
  measure('list: dir + where + sortBy + only + limit', () => query.run('/developers', list));
  measure('list: deep / + sortBy date + limit 20', () =>
    query.run('/', { deep: true, sortBy: { date: 'desc' }, only: ['title', 'path'], limit: 20 }),
  );
  const search = (text: string) => ({
    search: text,
    deep: true,
    only: ['title', 'path'],
    limit: 10,
  });
  measure('search: 智能网卡 (repeated)', () => query.run('/', search('智能网卡')));
  measure('search: 弹性 裸金属 (repeated)', () => query.run('/', search('弹性 裸金属')));
  measure('search: conflux-2200e (repeated)', () => query.run('/', search('conflux-2200e')));
  // 30 × 30 word pairs: more than the 200 remembered searches, so most miss that cache.
  const words = (
    '智能 网卡 加速 零信任 算力 存储 容器 卸载 时延 硬件 芯片 交换 路由 协议 带宽 ' +
    '监控 运维 安全 加密 网络 虚拟化 弹性 裸金属 云计算 数据中心 可编程 高性能 微服务 数据 处理器'
  ).split(' ');
  measure('search: 900 rotating word pairs (cache misses)', (i) =>
    query.run('/', search(`${words[i % 30]} ${words[Math.floor(i / 30) % 30]}`)),
  );
  measure('search: latin typo "kubernets" + sortBy', () =>
    query.run('/', { ...search('kubernets'), sortBy: { date: 'desc' } }),
  );
  await measureHttp(root, list);
} finally {
  rmSync(root, { recursive: true, force: true });
}
