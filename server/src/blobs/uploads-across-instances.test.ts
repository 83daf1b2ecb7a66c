import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { jobsContentDir } from '../../test/content';
import { skipReason } from '../../test/databases';
import { postMultipart } from '../../test/multipart';
import { auth, loginAs, registerUser } from '../../test/users';
import { importLegacyResumes } from './legacy-resumes';
import { suiteInstances } from '../../test/instances';

// Two instances as one deployment: two apps, each with its own data folder and database
// pool, on one PostgreSQL. A résumé taken by one is read by staff through the other, with
// ranges and conditional requests, and only by staff; an image uploaded to one is served by
// the other, and a size one made is not made again by the other.

const skip = await skipReason('postgres');
if (skip) console.log(`# skipping the two-instance résumé tests: ${skip}`);

const FIELDS = {
  jobId: 'dpu-driver-engineer',
  name: '钱七',
  phone: '13900139000',
  email: 'qian@example.com',
};
// several chunks of the PostgreSQL store, so the download crosses chunk edges
const resume = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(700 * 1024)]);
const sha256 = createHash('sha256').update(resume).digest('hex');

const apply = (app: FastifyInstance, content: Buffer, filename: string) => {
  return postMultipart(app, '/api/jobs/apply', FIELDS, [
    { field: 'resume', filename, contentType: 'application/pdf', content },
  ]);
};

describe('uploads on two instances of one PostgreSQL', { skip }, () => {
  const instances = suiteInstances(skip, () => ({ contentDir: jobsContentDir() }));
  let staff: string;
  const download = (id: number, headers: Record<string, string> = {}) =>
    instances.two.inject({
      method: 'GET',
      url: `/api/admin/applications/${id}/resume`,
      headers: { ...auth(staff), ...headers },
    });

  before(async () => {
    assert.notEqual(instances.one.config.dataDir, instances.two.config.dataDir);
    staff = await loginAs(instances.one, 'admin@example.com', 'Admin12345');
  });

  test('when a résumé is sent to one, then staff download it whole from the other', async () => {
    const applied = await apply(instances.one, resume, '张三 简历.pdf');
    assert.equal(applied.statusCode, 200, applied.body);
    const response = await download(applied.json().data.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.rawPayload, resume);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.headers['content-length'], String(resume.length));
    assert.equal(response.headers.etag, `"${sha256}"`);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; .*filename\*=UTF-8''%E5%BC%A0%E4%B8%89%20%E7%AE%80%E5%8E%86\.pdf$/,
    );
  });

  test('when staff ask for a range or send the ETag back, then 206, 416 and 304', async () => {
    const id = (await apply(instances.one, resume, 'r.pdf')).json().data.id;
    const part = await download(id, { range: 'bytes=262140-262150' });
    assert.equal(part.statusCode, 206);
    assert.deepEqual(part.rawPayload, resume.subarray(262140, 262151));
    assert.equal(part.headers['content-range'], `bytes 262140-262150/${resume.length}`);
    const tail = await download(id, { range: 'bytes=-4' });
    assert.deepEqual(tail.rawPayload, resume.subarray(-4));
    const past = await download(id, { range: `bytes=${resume.length}-` });
    assert.equal(past.statusCode, 416);
    assert.equal(past.headers['content-range'], `bytes */${resume.length}`);
    assert.equal(past.json().code, '416');
    const same = await download(id, { 'if-none-match': `"${sha256}"` });
    assert.equal(same.statusCode, 304);
    assert.equal(same.rawPayload.length, 0);
  });

  test('when a customer or nobody asks, then 403 and 401, and unknown ids 404', async () => {
    const id = (await apply(instances.one, resume, 'r.pdf')).json().data.id;
    const customer = await registerUser(instances.one);
    const url = `/api/admin/applications/${id}/resume`;
    const asCustomer = await instances.two.inject({
      method: 'GET',
      url,
      headers: auth(customer.token),
    });
    assert.equal(asCustomer.statusCode, 403);
    assert.equal((await instances.two.inject({ method: 'GET', url })).statusCode, 401);
    assert.equal((await download(999_999)).statusCode, 404);
  });

  test('when an older version left a résumé on one instance disk, then it moves into the store', async () => {
    const [row] = await instances.database.db.query<{ id: number }>(
      `insert into applications (job_id, name, phone, email, resume_name, resume_type,
                                 resume_size, resume_path)
       values ('dpu-driver-engineer', '旧', '13900139000', 'old@example.com', 'old.pdf',
               'application/pdf', 9, '2024-01/old.pdf') returning id::int as id`,
    );
    assert.equal((await download(row!.id)).statusCode, 404, 'not moved yet');
    const uploads = path.join(instances.one.config.dataDir, 'uploads');
    mkdirSync(path.join(uploads, '2024-01'), { recursive: true });
    writeFileSync(path.join(uploads, '2024-01', 'old.pdf'), '%PDF-old\n');
    const log = { info: () => undefined, warn: () => undefined };
    // two does not hold it: nothing moves; one does
    assert.equal(
      await importLegacyResumes(
        instances.two.repos,
        instances.two.blobs,
        path.join(instances.two.config.dataDir, 'uploads'),
        log,
      ),
      0,
    );
    assert.equal(
      await importLegacyResumes(instances.one.repos, instances.one.blobs, uploads, log),
      1,
    );
    const response = await download(row!.id);
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, '%PDF-old\n');
  });

  test('when an image is uploaded to one, then the other serves it and reuses the sizes made', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#005bac' },
    })
      .png()
      .toBuffer();
    const uploaded = await postMultipart(
      instances.one,
      '/api/admin/media',
      { alt: '机房' },
      [{ field: 'file', filename: 'room.png', contentType: 'image/png', content: png }],
      auth(staff),
    );
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const { id } = uploaded.json().data;
    const original = await instances.two.inject({ url: `/api/media/${id}/original` });
    assert.deepEqual(original.rawPayload, png);
    const madeByTwo = await instances.two.inject({ url: `/api/media/${id}/w640.avif` });
    assert.equal(madeByTwo.statusCode, 200);
    const servedByOne = await instances.one.inject({ url: `/api/media/${id}/w640.avif` });
    assert.equal(servedByOne.headers.etag, madeByTwo.headers.etag);
    const stored = await instances.one.blobs.list(`media/${id}/v1/`);
    assert.deepEqual(
      stored.map((blob) => blob.key),
      [`media/${id}/v1/w640.avif`],
    );
  });
});
