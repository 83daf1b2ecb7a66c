import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { PRODUCTS } from '@dpu/contracts';
import { pdfText, readZip } from '../../test/archives';
import { fileSpecFor, FILE_SPECS, LOGO_PACKAGE_ID, QR_CODE_ID } from './catalogue';

const byId = (id: number) => FILE_SPECS.find((spec) => spec.id === id)!;

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

test('when handbooks are generated, then each is a real PDF naming its product and its figures', async () => {
  for (const product of PRODUCTS) {
    const spec = fileSpecFor(product.key, 'handbook')!;
    const pdf = await spec.generate();
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-', product.key);
    assert.match(pdf.subarray(-8).toString(), /%%EOF/);
    const text = pdfText(pdf);
    assert.ok(text.includes(product.key === 'DNDP' ? 'DNDP' : product.name), product.key);
  }
  const e = pdfText(await byId(4591).generate());
  for (const line of [
    '25GE, 40GE and 100GE ports',
    'Up to 256 VF devices',
    'million-scale hardware flow table',
  ]) {
    assert.ok(e.includes(line), line);
  }
  const p = pdfText(await byId(5543).generate());
  for (const line of [
    '10/25/40/100GE ports',
    '128 SR-IOV VFs',
    'Storage latency reduced by more than 50%',
  ]) {
    assert.ok(p.includes(line), line);
  }
});

test('when a driver archive is generated, then its SHA256SUMS match the packed files', async () => {
  const zip = readZip(await fileSpecFor('conflux2200E', 'driver')!.generate());
  const names = [...zip.keys()];
  assert.ok(names.some((n) => n.endsWith('/README.txt')));
  assert.ok(names.some((n) => n.endsWith('/install.sh')));
  assert.ok(names.some((n) => n.endsWith('.ko')));
  const sumsName = names.find((n) => n.endsWith('/SHA256SUMS'))!;
  const folder = sumsName.slice(0, -'SHA256SUMS'.length);
  const lines = zip.get(sumsName)!.toString().trim().split('\n');
  assert.equal(lines.length, 3);
  for (const line of lines) {
    const [hash, name] = line.split('  ');
    const content = zip.get(folder + name)!;
    assert.equal(createHash('sha256').update(content).digest('hex'), hash, name);
  }
});

test('when the brand files are generated, then the logos use the brand colours and the QR is an SVG', async () => {
  const logos = readZip(await byId(LOGO_PACKAGE_ID).generate());
  const svgs = [...logos.entries()].filter(([name]) => name.endsWith('.svg'));
  assert.ok(svgs.length >= 2);
  const all = svgs.map(([, content]) => content.toString()).join('\n');
  assert.match(all, /#DE2B2B/);
  assert.match(all, /#081F32/);
  const qr = (await byId(QR_CODE_ID).generate()).toString();
  assert.match(qr, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(qr, /<path/);
});

test('when a file is generated twice, then the bytes are identical (stable SHA-256)', async () => {
  for (const spec of [byId(4591), fileSpecFor('conflux2200P', 'driver')!, byId(LOGO_PACKAGE_ID)]) {
    assert.deepEqual(await spec.generate(), await spec.generate(), spec.storagePath);
  }
});
