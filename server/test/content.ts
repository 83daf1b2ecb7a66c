import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
