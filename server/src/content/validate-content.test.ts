import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { buildContent, ContentInvalidError } from './build-content';
import { loadPrebuiltParses } from './prebuilt-parses';
import { contentDirOf, FIXTURE_CONTENT } from './test-support';

const VIDEO_FILES =
  'src: [/data/file/video/v.webm, /data/file/video/v.mp4]\nposter: /data/file/video/v.jpg';

// Collection schemas (collections.ts, content/README.md): checked at start and by
// `npm run build -w server`, failing with the file name and field.

const roots: string[] = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const contentDir = (files: Record<string, string>) => contentDirOf(files, roots);

function problemsOf(files: Record<string, string>): string[] {
  try {
    buildContent(contentDir(files));
    return [];
  } catch (error) {
    if (error instanceof ContentInvalidError) return error.problems;
    throw error;
  }
}

const NEWS_OK = '---\ntitle: 标题\ndate: 2025-06-01\ndescription: 摘要\n---\n正文';

describe('content collections', () => {
  test('when every document fits its collection, then the content builds', () => {
    assert.deepEqual(problemsOf({ 'news/ok.md': NEWS_OK, 'misc/free.yaml': 'anything: 1' }), []);
    assert.doesNotThrow(() => buildContent(FIXTURE_CONTENT));
  });

  test('when a title is missing, then the problem names the file and the field', () => {
    const problems = problemsOf({
      'news/no-title.md': '---\ndate: 2025-06-01\ndescription: x\n---\n',
    });
    assert.deepEqual(problems, ['news/no-title.md: title 缺少必填字段']);
  });

  test('when a date is malformed or impossible, then the problem names the file and the field', () => {
    const problems = problemsOf({
      'news/bad-date.md': '---\ntitle: t\ndate: 2025-13-01\ndescription: x\n---\n',
      'about/when.md': '---\ntitle: t\ndate: 2025-02-30\n---\n',
    });
    assert.equal(problems.length, 2);
    assert.match(
      problems[0] ?? '',
      /^about\/when\.md: date 须为 YYYY-MM-DD 格式的有效日期（当前值 "2025-02-30"）$/,
    );
    assert.match(problems[1] ?? '', /^news\/bad-date\.md: date 须为 YYYY-MM-DD/);
  });

  test('when enums, numbers and product keys are wrong, then each is reported', () => {
    const problems = problemsOf({
      'jobs/dev.md':
        '---\ntitle: t\nkind: intern\ndepartment: d\nlocation: l\ndate: 2025-01-01\n---\n',
      'videos/v.yaml': `title: v\nid: "289"\n${VIDEO_FILES}\ndate: 2025-01-01\nkeyFacts: [a]`,
      'products/unknownKey.yaml': 'title: p\nkey: unknownKey\nbannerBigTitle: b\nbannerTitle: t',
      'products/conflux2200P.yaml':
        'title: p\nkey: conflux2200E\nbannerBigTitle: b\nbannerTitle: t',
    });
    assert.deepEqual(problems, [
      'jobs/dev.md: kind 须为 social 或 school（当前值 "intern"）',
      'products/conflux2200P.yaml: key 须与文件名一致（conflux2200P）',
      'products/unknownKey.yaml: key 须为 PRODUCTS 中的产品 key（当前值 "unknownKey"）',
      'videos/v.yaml: id 须为数字（当前值 "289"）',
    ]);
  });

  test('when a video does not name a WebM, an MP4 and a JPEG poster, then the field is reported', () => {
    const video = (files: string) => `title: v\nid: 1\n${files}\ndate: 2025-01-01\nkeyFacts: [a]`;
    assert.deepEqual(
      problemsOf({
        'videos/ok.yaml': video(VIDEO_FILES),
        'videos/mp4-only.yaml': video(
          'src: [/data/file/video/a.mp4]\nposter: /data/file/video/a.jpg',
        ),
        'videos/png.yaml': video(
          'src: [/data/file/video/a.webm, /data/file/video/a.mp4]\nposter: /data/file/video/a.png',
        ),
      }),
      [
        'videos/mp4-only.yaml: src 须依次列出 /data/file/video/ 下的 .webm 与 .mp4 两个文件',
        'videos/png.yaml: poster 须为 /data/file/video/ 下的 .jpg 文件',
      ],
    );
  });

  test('when site.yaml misses nested facts, then the nested field is named', () => {
    const problems = problemsOf({ 'site.yaml': 'companyName: c\nemails:\n  business: b\n' });
    assert.ok(problems.includes('site.yaml: emails.recruiting 缺少必填字段'), problems.join('\n'));
    assert.ok(problems.includes('site.yaml: offices 缺少必填字段'), problems.join('\n'));
  });

  test('when a data file uses a reserved field name, then a warning says so', () => {
    const built = buildContent(contentDir({ 'misc/x.yaml': 'text: hello\nmeta: 1' }));
    assert.deepEqual(built.warnings, [
      'misc/x.yaml: meta: 保留字段名，查询接口不会返回它，请改名',
      'misc/x.yaml: text: 保留字段名，只在 text: true 时返回，请改名',
    ]);
  });

  test('when a product-section landing sits under products/system, then it needs a banner title but no product key', () => {
    assert.deepEqual(
      problemsOf({ 'products/system/landing.yaml': 'title: 产品体系\nbannerBigTitle: 产品体系' }),
      [],
    );
    assert.deepEqual(problemsOf({ 'products/system/dpu.yaml': 'title: DPU芯片' }), [
      'products/system/dpu.yaml: bannerBigTitle 缺少必填字段',
    ]);
  });
});

describe('check-content command (npm run build -w server)', () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  // not the build's own file (dist/parsed-content.v8)
  const parsedFile = path.join(contentDir({}), 'parsed-content.v8');
  const check = (dir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/content/check-content.ts'], {
      cwd: serverDir,
      env: { ...process.env, CONTENT_DIR: dir, PARSED_CONTENT_FILE: parsedFile },
      encoding: 'utf8',
    });

  test('when the content is valid, then it prints progress, keeps its parses and exits 0', () => {
    const result = check(FIXTURE_CONTENT);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /content: 13 documents from 11 files/);
    assert.equal(loadPrebuiltParses(parsedFile), 11);
  });

  test('when a document is broken, then it prints the file and field and exits 1', () => {
    const result = check(contentDir({ 'news/x.md': '---\ndate: 2025-1-1\n---\n' }));
    assert.equal(result.status, 1);
    assert.match(result.stderr, /news\/x\.md: title 缺少必填字段/);
    assert.match(result.stderr, /news\/x\.md: date 须为 YYYY-MM-DD/);
  });
});
