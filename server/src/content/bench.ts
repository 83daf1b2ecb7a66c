import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildContent } from './build-content';
import { generateContent } from './generate-content';

// `npm run bench -w server`: queries per second of the content engine over ~1,000
// generated documents (content-api.md part A §11: queries read memory only). Prints one
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
  console.log(
    `${name.padEnd(44)} ${Math.round((times.length / total) * 1000)
      .toString()
      .padStart(7)} q/s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms`,
  );
}

const root = mkdtempSync(path.join(tmpdir(), 'content-bench-'));
try {
  generateContent(root, count);
  const started = performance.now();
  const { query, index } = buildContent(root);
  console.log(
    `loaded and indexed ${index.documents.length} documents in ${Math.round(performance.now() - started)} ms`,
  );
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
  const words = ['智能', '网卡', '加速', '零信任', '算力', '存储', '容器', '卸载', '时延', '硬件'];
  measure('search: distinct words each time (cold cache)', (i) =>
    query.run(
      '/',
      search(`${words[i % words.length]}${String.fromCharCode(0x4e00 + (i % 20000))}`),
    ),
  );
  measure('search: latin typo "kubernets" + sortBy', () =>
    query.run('/', { ...search('kubernets'), sortBy: { date: 'desc' } }),
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
