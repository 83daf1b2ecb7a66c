import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { productByKey } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { describeOnEngines } from '../../../../test/databases';
import { postMultipart } from '../../../../test/multipart';
import { auth, grantProduct, loginAs, registerUser } from '../../../../test/users';
import { decodeMail, outboxMessages, waitFor } from '../../../../test/wait';
import { RELEASE_MESSAGES } from '@dpu/contracts';

const P = productByKey('conflux2200P')!;
const D = productByKey('conflux2200D')!;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const gzip = (text: string) => Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.from(text)]);

await describeOnEngines('support material publishing', (engine) => {
  const suite = suiteApp(engine, { materialMaxBytes: 64 * 1024 });
  const staff = () => loginAs(suite.app, 'admin@example.com', 'Admin12345');
  const publish = async (token: string, fields: Record<string, string>, file?: Buffer) => {
    return postMultipart(
      suite.app,
      '/api/admin/materials',
      fields,
      file
        ? [
            {
              field: 'file',
              filename: 'dpu-driver.tar.gz',
              contentType: 'text/html',
              content: file,
            },
          ]
        : [],
      auth(token),
    );
  };
  const list = (token: string, proId: string, type: string) =>
    suite.app.inject({
      url: `/api/customer/materials?proId=${proId}&type=${type}`,
      headers: auth(token),
    });

  test('when staff publish a driver version, then holders see it first at once with its SHA-256, download it and get one mail; others get 403', async () => {
    const token = await staff();
    const holder = await registerUser(suite.app, { userName: '持有者' });
    const quiet = await registerUser(suite.app);
    const stranger = await registerUser(suite.app);
    await grantProduct(suite.app, holder.email, P.proId);
    await grantProduct(suite.app, quiet.email, P.proId);
    const off = await suite.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      payload: { releaseMail: false },
      headers: auth(quiet.token),
    });
    assert.equal(off.statusCode, 200, off.body);
    const settings = await suite.app.inject({
      url: '/api/user/settings',
      headers: auth(quiet.token),
    });
    assert.deepEqual(settings.json().data, { releaseMail: false });

    const before = (await list(holder.token, P.proId, 'drivers')).json().data;
    const bytes = gzip('driver 3.2.0');
    const fields = {
      proId: P.proId,
      kind: 'driver',
      version: 'V3.2.0',
      releaseNotes: '支持 Linux 6.10 内核\n修复队列中断问题',
      announcement: '新版驱动已发布，建议所有用户升级。',
    };
    const response = await publish(token, fields, bytes);
    assert.equal(response.statusCode, 200, response.body);
    const release = response.json().data;
    assert.equal(release.sha256, sha256(bytes), 'computed by the server');
    assert.equal(release.size, bytes.length);
    assert.equal(release.mailed, 1, 'the holder who turned mails off gets none');
    assert.equal(release.fileName, 'dpu-driver.tar.gz');

    const drivers = (await list(holder.token, P.proId, 'drivers')).json().data;
    assert.equal(drivers.length, before.length + 1, 'older versions kept');
    assert.equal(drivers[0].version, 'V3.2.0');
    assert.equal(drivers[0].sha256, sha256(bytes));
    assert.equal(drivers[0].summary, fields.releaseNotes);
    assert.match(drivers[0].date, /^\d{4}-\d{2}-\d{2}$/);
    const news = (await list(holder.token, P.proId, 'announcements')).json().data;
    assert.equal(news[0].summary, fields.announcement);

    const download = await suite.app.inject({
      url: `/api/file/download/${release.fileId}`,
      headers: auth(holder.token),
    });
    assert.equal(download.statusCode, 200);
    assert.deepEqual(download.rawPayload, bytes);
    assert.equal(download.headers['content-type'], 'application/gzip');
    const denied = await suite.app.inject({
      url: `/api/file/download/${release.fileId}`,
      headers: auth(stranger.token),
    });
    assert.equal(denied.statusCode, 403);
    assert.equal((await list(stranger.token, P.proId, 'drivers')).statusCode, 403);

    const mails = await waitFor(() => {
      const found = outboxMessages(suite.app.config.dataDir).filter((m) =>
        decodeMail(m).includes('V3.2.0'),
      );
      return found.length > 0 ? found : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(mails.length, 1);
    assert.match(mails[0]!, new RegExp(`To: ${holder.email}`, 'i'));
    assert.match(decodeMail(mails[0]!), new RegExp(sha256(bytes)));

    // a newer version goes above; the older one stays
    const next = await publish(
      token,
      { ...fields, version: 'V3.3.0', announcement: '' },
      gzip('3.3'),
    );
    assert.equal(next.statusCode, 200, next.body);
    const after = (await list(holder.token, P.proId, 'drivers')).json().data;
    assert.deepEqual(
      after.slice(0, 2).map((item: { version: string }) => item.version),
      ['V3.3.0', 'V3.2.0'],
    );
  });

  test('when staff withdraw a version, then customers no longer see or download it while staff keep it', async () => {
    const token = await staff();
    const holder = await registerUser(suite.app);
    await grantProduct(suite.app, holder.email, D.proId);
    const bytes = Buffer.from('%PDF-1.7 guide');
    const published = await publish(
      token,
      { proId: D.proId, kind: 'document', version: 'V9', announcement: '手册更新' },
      bytes,
    );
    assert.equal(published.statusCode, 200, published.body);
    const { id, fileId } = published.json().data;
    const withdraw = await suite.app.inject({
      method: 'POST',
      url: `/api/admin/materials/${id}/withdraw`,
      headers: auth(token),
    });
    assert.equal(withdraw.statusCode, 200, withdraw.body);
    assert.equal(withdraw.json().data.withdrawn, true);

    const documents = (await list(holder.token, D.proId, 'documents')).json().data;
    assert.ok(!documents.some((item: { id: number }) => item.id === id));
    const news = (await list(holder.token, D.proId, 'announcements')).json().data;
    assert.ok(!news.some((item: { summary: string }) => item.summary === '手册更新'));
    const url = `/api/file/download/${fileId}`;
    assert.equal((await suite.app.inject({ url, headers: auth(holder.token) })).statusCode, 404);
    assert.equal((await suite.app.inject({ url, headers: auth(token) })).statusCode, 200);
    const kept = await suite.app.inject({
      url: `/api/admin/materials?proId=${D.proId}`,
      headers: auth(token),
    });
    const row = kept.json().data.find((r: { id: number }) => r.id === id);
    assert.equal(row.withdrawn, true);
    assert.equal(row.announcement, '手册更新');
    assert.equal(row.publishedBy, 'admin@example.com');

    await suite.app.inject({
      method: 'POST',
      url: `/api/admin/materials/${id}/restore`,
      headers: auth(token),
    });
    const back = (await list(holder.token, D.proId, 'documents')).json().data;
    assert.equal(back[0].id, id);
  });

  test('when a release is incomplete or its file bad, then each field is named in Chinese', async () => {
    const token = await staff();
    /** Publishes and expects 400 naming exactly these fields. */
    const refused = async (
      fields: Record<string, string>,
      file: Buffer | undefined,
      named: Record<string, string>,
    ) => {
      const response = await publish(token, fields, file);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().fields, named);
    };
    await refused({ kind: 'driver' }, undefined, {
      proId: RELEASE_MESSAGES.noProduct,
      version: RELEASE_MESSAGES.noVersion,
      file: RELEASE_MESSAGES.noFile,
    });
    const unknown = { proId: 'f'.repeat(32), kind: 'bios', version: 'V1' };
    await refused(unknown, Buffer.alloc(0), {
      proId: RELEASE_MESSAGES.unknownProduct,
      kind: RELEASE_MESSAGES.kind,
      file: RELEASE_MESSAGES.emptyFile,
    });
    const large = await publish(
      token,
      { proId: P.proId, kind: 'driver', version: 'V1' },
      Buffer.alloc(64 * 1024 + 1, 1),
    );
    assert.equal(large.statusCode, 413);
    assert.match(large.json().fields.file, /文件不能超过/);
  });

  test('when a customer publishes or lists releases, then it answers 403', async () => {
    const customer = await registerUser(suite.app);
    const response = await publish(
      customer.token,
      { proId: P.proId, kind: 'driver', version: 'V1' },
      gzip('x'),
    );
    assert.equal(response.statusCode, 403);
    const listed = await suite.app.inject({
      url: '/api/admin/materials',
      headers: auth(customer.token),
    });
    assert.equal(listed.statusCode, 403);
  });
});
