import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openBlobStore } from '../src/blobs/open-blob-store';
import type { ContentDeps } from '../src/content/studio/deps';
import type { Database } from '../src/db/database';
import { createRepositories } from '../src/repositories';
import { createUseCaseDeps } from '../src/use-case-deps';

/** A small content folder with two job openings (content/jobs/<slug>.md). */
export function jobsContentDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dpu-content-'));
  mkdirSync(path.join(root, 'jobs'));
  const job = (slug: string, title: string, kind: string) =>
    writeFileSync(
      path.join(root, 'jobs', `${slug}.md`),
      `---\ntitle: ${title}\nkind: ${kind}\ndepartment: 研发中心\nlocation: 北京\ndate: 2025-06-01\n---\n\n岗位职责……\n`,
    );
  job('dpu-driver-engineer', 'DPU 驱动开发工程师', 'social');
  job('campus-fpga-engineer', 'FPGA 设计工程师（校招）', 'school');
  return root;
}

/** A small content folder for the content studio: two news items and a job. */
export function studioContentDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dpu-studio-'));
  mkdirSync(path.join(root, 'news'));
  mkdirSync(path.join(root, 'jobs'));
  const news = (slug: string, title: string, date: string) =>
    writeFileSync(
      path.join(root, 'news', `${slug}.md`),
      `---\n# a comment the studio keeps\ntitle: ${title}\ndate: ${date}\ndescription: ${title}的摘要\n---\n\n${title}的正文。\n`,
    );
  news('launch', 'DPU 新品发布', '2025-06-01');
  news('summit', '数据中心峰会', '2025-05-01');
  writeFileSync(
    path.join(root, 'jobs', 'social-driver.md'),
    '---\ntitle: 驱动工程师\nkind: social\ndepartment: 研发中心\nlocation: 北京\ndate: 2025-06-01\n---\n\n岗位职责……\n',
  );
  return root;
}

/**
 * The studio's use-case deps over a bare database (no app): nothing to announce, no mail, no
 * route table.
 */
export function contentDepsOver(db: Database): ContentDeps {
  const deps = createUseCaseDeps({
    db,
    repos: createRepositories(db),
    blobs: openBlobStore(db, mkdtempSync(path.join(tmpdir(), 'dpu-blobs-'))),
    staffMail: { certifications: undefined, leads: undefined, applications: undefined },
    logError: () => undefined,
    mailQueued: () => undefined,
  });
  return { ...deps, announce: async () => undefined, siteRoutes: async () => [] };
}
