import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { PRODUCTS } from '@dpu/contracts';
import { readPdf } from '@dpu/test-utils/pdf';
import { readZip } from '../../test/archives';
import { buildContent } from '../content/build-content';
import { loadConfig } from '../config';
import { fileSpecFor, FILE_SPECS, LOGO_PACKAGE_ID, QR_CODE_ID, type FileSpec } from './catalogue';
import { contentLookup } from './content-lookup';
import { sourceOf } from './generate/sources';
import { whitepaperFiles } from './generate/whitepaper-files';
import { assertIncludesAll } from '../../test/includes';

const content = contentLookup(buildContent(loadConfig({ NODE_ENV: 'test' }).contentDir).index);
const byId = (id: number) => FILE_SPECS.find((spec) => spec.id === id)!;
const render = (spec: FileSpec) => sourceOf(spec, content).render();
/** What a reader sees, without the line breaks of the layout. */
const textOf = (pdf: Buffer) => readPdf(pdf).text.replace(/\n/g, '');

test('when the catalogue is built, then ids and storage paths are unique and stay in their area', () => {
  assert.equal(new Set(FILE_SPECS.map((s) => s.id)).size, FILE_SPECS.length);
  assert.equal(new Set(FILE_SPECS.map((s) => s.storagePath)).size, FILE_SPECS.length);
  for (const spec of FILE_SPECS) {
    assert.ok(!spec.storagePath.includes('..'), spec.storagePath);
    assert.equal(spec.storagePath.startsWith('public/'), spec.proId === null, spec.storagePath);
  }
  assert.equal(byId(4591).pdfKey, 'conflux2200E');
  assert.equal(byId(5543).pdfKey, 'conflux2200P');
});

test('when handbooks are generated, then each is a Chinese PDF of several pages with an embedded CJK font', async () => {
  for (const product of PRODUCTS) {
    const pdf = readPdf(await render(fileSpecFor(product.key, 'handbook')!));
    assert.ok(pdf.pages >= 3, `${product.key}: ${pdf.pages} pages`);
    assert.ok(pdf.fontFiles >= 1, product.key);
    assert.ok(
      pdf.fonts.some((font) => font.includes('NotoSansSC')),
      pdf.fonts.join(),
    );
    const text = pdf.text.replace(/\n/g, '');
    assert.ok(text.includes(product.name), product.key);
    assertIncludesAll(text, ['产品概述', '安装', '驱动与软件配置', '版本说明'], product.key);
  }
});

test('when the 2200E and 2200P handbooks are generated, then their specifications table holds the figures of docs/site.md', async () => {
  const e = textOf(await render(byId(4591)));
  assertIncludesAll(e, [
    '产品规格',
    '25GE、40GE 和 100GE 端口',
    '最多支持 256 个 VF 设备',
    '百万级硬件流表',
  ]);
  const p = textOf(await render(byId(5543)));
  assertIncludesAll(p, ['10/25/40/100GE', '128 个 SR-IOV VF', '存储时延降低 50% 以上']);
});

test('when a gated guide is generated, then it is a Chinese PDF with installation, verification and troubleshooting', async () => {
  const pdf = readPdf(await render(fileSpecFor('conflux2200E', 'guide')!));
  assert.ok(pdf.pages >= 2);
  const text = pdf.text.replace(/\n/g, '');
  assertIncludesAll(text, ['安装配置指南', '准备工作', '安装验证', '常见问题', 'lspci']);
});

test('when the white papers are generated, then each has an abstract, its chapters, tables and figures over several pages', async () => {
  const files = whitepaperFiles(content);
  assert.deepEqual(files.map((f) => f.storagePath).sort(), [
    'public/whitepaper/IoD.pdf',
    'public/whitepaper/computingNetwork.pdf',
    'public/whitepaper/dpu.pdf',
  ]);
  for (const file of files) {
    const pdf = readPdf(await file.source.render());
    assert.ok(pdf.pages >= 4, `${file.storagePath}: ${pdf.pages} pages`);
    assert.ok(pdf.fontFiles >= 1);
    const text = pdf.text.replace(/\n/g, '');
    assertIncludesAll(text, ['摘要', '目录', '图 ', '1 '], file.storagePath);
  }
  const dpu = textOf(await files.find((f) => f.storagePath.endsWith('/dpu.pdf'))!.source.render());
  assertIncludesAll(dpu, [
    '为什么需要 DPU',
    '图 2-1 DPU 的逻辑结构',
    '固定功能智能网卡',
    '产业发展趋势',
  ]);
});

test('when a driver archive is generated, then it holds a Chinese README, a changelog, module source and matching SHA256SUMS', async () => {
  const zip = readZip(await render(fileSpecFor('conflux2200E', 'driver')!));
  const names = [...zip.keys()];
  const file = (suffix: string) => {
    const name = names.find((n) => n.endsWith(suffix));
    assert.ok(name, `${suffix} in ${names.join(', ')}`);
    return zip.get(name)!.toString();
  };
  assert.match(file('/README.md'), /CONFLUX-2200E Linux 驱动 3\.2\.1[\s\S]*安装步骤/);
  assert.match(file('/CHANGELOG.md'), /## 3\.2\.1（2025-05-20）[\s\S]*Linux 6\.8/);
  assert.match(file('/src/xintu_conflux2200e.c'), /module_init\(xintu_conflux2200e_init\)/);
  assert.match(file('/install.sh'), /^#!\/bin\/sh/);
  assert.ok(names.some((n) => n.includes('/examples/')));
  const sumsName = names.find((n) => n.endsWith('/SHA256SUMS'))!;
  const folder = sumsName.slice(0, -'SHA256SUMS'.length);
  const lines = zip.get(sumsName)!.toString().trim().split('\n');
  assert.equal(lines.length, names.length - 1);
  for (const line of lines) {
    const [hash, name] = line.split('  ');
    const content = zip.get(folder + name)!;
    assert.equal(createHash('sha256').update(content).digest('hex'), hash, name);
  }
});

test('when the brand files are generated, then the logos use the brand colours and the QR is an SVG', async () => {
  const logos = readZip(await render(byId(LOGO_PACKAGE_ID)));
  const svgs = [...logos.entries()].filter(([name]) => name.endsWith('.svg'));
  assert.ok(svgs.length >= 2);
  const all = svgs.map(([, content]) => content.toString()).join('\n');
  assert.match(all, /#DE2B2B/);
  assert.match(all, /#081F32/);
  const qr = (await render(byId(QR_CODE_ID))).toString();
  assert.match(qr, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(qr, /<path/);
});

test('when a file is generated twice, then the bytes are identical (stable SHA-256)', async () => {
  for (const spec of [byId(4591), fileSpecFor('conflux2200P', 'driver')!, byId(LOGO_PACKAGE_ID)]) {
    assert.deepEqual(await render(spec), await render(spec), spec.storagePath);
  }
});
