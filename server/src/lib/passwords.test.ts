import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_SCRYPT, hashPassword, verifyPassword } from './passwords';

test('when a password is hashed with the production cost, then scrypt N=16384 r=8 p=1 and a 16-byte salt are used', async () => {
  assert.deepEqual(DEFAULT_SCRYPT, { N: 16_384, r: 8, p: 1 });
  const started = performance.now();
  const stored = await hashPassword('Passw0rd!');
  const ms = performance.now() - started;
  assert.match(stored.hash, /^scrypt:16384:8:1:[0-9a-f]{128}$/);
  assert.match(stored.salt, /^[0-9a-f]{32}$/);
  assert.equal(await verifyPassword('Passw0rd!', stored), true);
  assert.equal(await verifyPassword('Passw0rd?', stored), false);
  console.log(`# scrypt hash at the production cost: ${ms.toFixed(0)} ms`);
});

test('when the stored hash is malformed, then verification fails rather than throws', async () => {
  assert.equal(await verifyPassword('x', { hash: 'md5:abc', salt: 'x' }), false);
});
