import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FIXTURE_CONTENT } from '../../../content/test-support';
import { suiteApp } from '../../../../test/app';

// POST /api/_content/{path} over HTTP (docs/content-query.md part A §1, §2, §6, §11, §12). The
// content engine does not touch the database, so PGlite alone is enough here.

const suite = suiteApp('pglite', { contentDir: FIXTURE_CONTENT });

const post = (path: string, payload?: unknown, headers: Record<string, string> = {}) =>
  suite.app.inject({
    method: 'POST',
    url: `/api/_content${path}`,
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    headers: { 'content-type': 'application/json', ...headers },
  });

async function expect400(payload: unknown, message: RegExp, path = '/articles') {
  const response = await post(path, payload);
  assert.equal(response.statusCode, 400, response.body);
  const body = response.json();
  assert.equal(body.code, '400');
  assert.match(body.msg, message);
}

describe('POST /api/_content/{path}', () => {
  test('when a directory is queried, then 200 carries the list in the envelope', async () => {
    const response = await post('/articles', {
      sortBy: { date: 'desc' },
      only: ['title'],
      limit: 2,
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /application\/json/);
    assert.deepEqual(response.json(), {
      code: '200',
      data: [{ title: 'Writing Content' }, { title: 'NuxtJS: From Terminal to Browser' }],
    });
  });

  test('when a file path is queried, then data is one document', async () => {
    const response = await post('/home', { only: ['title', 'path'] });
    assert.deepEqual(response.json(), { code: '200', data: { title: 'Home', path: '/home' } });
  });

  test('when the path ends in a slash or is percent-encoded, then it still resolves', async () => {
    assert.equal((await post('/articles/', {})).json().data.length, 4);
    assert.equal((await post('/%61rticles', {})).json().data.length, 4);
    assert.equal((await post('', { only: ['path'] })).json().data[0].path, '/home');
  });

  test('when the body is empty or sent without a JSON content type, then it reads as {} or JSON', async () => {
    const empty = await suite.app.inject({ method: 'POST', url: '/api/_content/home' });
    assert.equal(empty.statusCode, 200);
    const plain = await suite.app.inject({
      method: 'POST',
      url: '/api/_content/home',
      payload: '{"only":["title"]}',
      headers: { 'content-type': 'text/plain' },
    });
    assert.deepEqual(plain.json(), { code: '200', data: { title: 'Home' } });
  });

  test('when the path does not exist, then 404 says "<path> not found"', async () => {
    const response = await post('/404', {});
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { code: '404', msg: '/404 not found' });
    const encoded = await post('/%25zz', {});
    assert.deepEqual(encoded.json(), { code: '404', msg: '/%zz not found' });
  });

  test('when the path is absurdly long, then 400 with the envelope', async () => {
    const response = await post(`/${'a/'.repeat(1500)}`, {});
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, '400');
  });

  test('when where filters the only document of a file path away, then it is a 404', async () => {
    const response = await post('/home', { where: { title: 'Nope' } });
    assert.deepEqual(response.json(), { code: '404', msg: '/home not found' });
  });

  test('when the body is not JSON, then 400 says so', async () => {
    await expect400('{"only": [', /请求体不是合法的 JSON/);
    await expect400('[1,2]', /请求体须为 JSON 对象/);
  });

  test('when the body is over 16 KB, then 400 says so; exactly 16 KB is accepted', async () => {
    await expect400(
      { search: 'x', where: { title: { $nin: ['y'.repeat(17_000)] } } },
      /超过 16 KB/,
    );
    const filler = 'z'.repeat(16 * 1024 - '{"where":{"title":{"$ne":""}}}'.length);
    const exact = `{"where":{"title":{"$ne":"${filler}"}}}`;
    assert.equal(Buffer.byteLength(exact), 16 * 1024);
    assert.equal((await post('/articles', exact)).statusCode, 200);
  });

  test('when the body nests deeper than 8, then 400 says so', async () => {
    await expect400(
      { where: { $and: [{ $or: [{ title: { $not: { $not: { $in: [['x']] } } } }] }] } },
      /嵌套超过 8 层/,
    );
  });

  test('when a key is unknown, then 400 names it', async () => {
    await expect400({ tags_contains: 'webpack' }, /不支持的查询参数 tags_contains/);
  });

  test('when $where is sent, then 400 refuses to run code', async () => {
    await expect400({ where: { $where: 'function () { return true }' } }, /不允许使用 \$where/);
  });

  test('when a regular expression is unsafe or too long, then 400 says so', async () => {
    await expect400({ where: { title: { $regex: '(a+)+$' } } }, /灾难性回溯/);
    await expect400({ where: { title: { $regex: 'a'.repeat(201) } } }, /过长/);
    await expect400({ where: { title: { $regex: ['a', 'g'] } } }, /正则标志/);
  });

  test('when skip or limit is negative, then 400 says so', async () => {
    await expect400({ skip: -1 }, /skip: 不能为负数/);
    await expect400({ limit: -1 }, /limit: 不能为负数/);
  });

  test('when surround is used on a file path, then 400 says so', async () => {
    await expect400({ surround: { slugOrPath: 'home' } }, /只能用于目录查询/, '/home');
  });

  test('when the same answer is asked again with its ETag, then 304 has no body', async () => {
    const body = { only: ['title'] };
    const first = await post('/articles', body);
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/"[\w-]+"$/);
    const again = await post('/articles', body, { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const listed = await post('/articles', body, { 'if-none-match': `"other", ${etag.slice(2)}` });
    assert.equal(listed.statusCode, 304);
    const other = await post('/articles', { only: ['path'] }, { 'if-none-match': etag });
    assert.equal(other.statusCode, 200);
    assert.notEqual(other.headers.etag, etag);
  });
});

describe('GET /api/_content/{path}', () => {
  test('when the query string carries v1 parameters, then it answers like the POST body', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/_content/articles?sortBy=date:desc&only=title&limit=1',
    });
    assert.deepEqual(response.json(), { code: '200', data: [{ title: 'Writing Content' }] });
    const deep = await suite.app.inject({
      method: 'GET',
      url: '/api/_content/articles/2020?deep=true&only=title',
    });
    assert.equal(deep.json().data.length, 2);
  });

  test('when a GET repeats with If-None-Match, then 304', async () => {
    const first = await suite.app.inject({ method: 'GET', url: '/api/_content/home' });
    const again = await suite.app.inject({
      method: 'GET',
      url: '/api/_content/home',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  test('when GET carries where or a bad flag, then 400 says what to do', async () => {
    const where = await suite.app.inject({ method: 'GET', url: '/api/_content/articles?where=x' });
    assert.equal(where.statusCode, 400);
    assert.match(where.json().msg, /请用 POST/);
    const flag = await suite.app.inject({
      method: 'GET',
      url: '/api/_content/articles?deep=maybe',
    });
    assert.equal(flag.json().code, '400');
    const unknown = await suite.app.inject({
      method: 'GET',
      url: '/api/_content/articles?tags_contains=x',
    });
    assert.match(unknown.json().msg, /不支持的查询参数 tags_contains/);
  });

  test('when the GET path does not exist, then 404', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/_content/404' });
    assert.deepEqual(response.json(), { code: '404', msg: '/404 not found' });
  });
});
