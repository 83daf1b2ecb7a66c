import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A synthetic content set for benchmarks: Chinese and English copy, dates, tags, nested
// authors, spread over collections the way the real site spreads them.

const WORDS = (
  '智能网卡 数据处理器 云计算 弹性 裸金属 虚拟化 存储 卸载 加速 安全 加密 网络 带宽 时延 ' +
  '零信任 可编程 数据中心 算力 高性能 存算分离 容器 微服务 运维 监控 交换 路由 协议 硬件 芯片'
).split(' ');
const LATIN =
  'DPU RDMA RoCEv2 NVMe-oF SR-IOV OVS Kubernetes P4 eBPF 100Gbps 200G CONFLUX-2200E FLEXFLOW-2200T SWIFT-2200N'.split(
    ' ',
  );
const COLLECTIONS = [
  { dir: 'news', share: 0.4 },
  { dir: 'developers', share: 0.3 },
  { dir: 'cases', share: 0.15 },
  { dir: 'solutions', share: 0.15 },
];
const CATEGORIES = ['快速入门', '开发指南', '最佳实践', '常见问题'];

/** A small deterministic generator, so every run indexes the same text. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(next: () => number): string {
  const words = Array.from({ length: 8 + Math.floor(next() * 10) }, () =>
    next() < 0.8
      ? WORDS[Math.floor(next() * WORDS.length)]
      : LATIN[Math.floor(next() * LATIN.length)],
  );
  return `${words.join('')}。`;
}

function markdown(i: number, dir: string, next: () => number): string {
  const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 2000) * 86_400_000);
  const title = `${WORDS[i % WORDS.length]}${LATIN[i % LATIN.length]} 第 ${i} 篇`;
  const front = [
    `title: '${title}'`,
    `date: ${day.toISOString().slice(0, 10)}`,
    `description: '${sentence(next)}'`,
    `category: ${CATEGORIES[i % CATEGORIES.length]}`,
    `industry: 互联网`,
    `order: ${i}`,
    `tags: [${WORDS[i % 7]}, ${LATIN[i % 5]}]`,
    `author: { name: 作者${i % 12}, team: 团队${i % 3} }`,
  ];
  const paragraphs = Array.from({ length: 6 }, () =>
    Array.from({ length: 4 }, () => sentence(next)).join(''),
  );
  return `---\n${front.join('\n')}\n---\n\n## ${dir} ${i}\n\n${paragraphs.join('\n\n')}\n`;
}

/** Writes `count` Markdown documents under root; returns the folders used. */
export function generateContent(root: string, count = 1000): string[] {
  const next = random(42);
  let written = 0;
  for (const { dir, share } of COLLECTIONS) {
    mkdirSync(path.join(root, dir), { recursive: true });
    const n = dir === 'solutions' ? count - written : Math.round(count * share);
    for (let i = 0; i < n; i += 1, written += 1) {
      writeFileSync(path.join(root, dir, `item-${written}.md`), markdown(written, dir, next));
    }
  }
  return COLLECTIONS.map((collection) => `/${collection.dir}`);
}
