import assert from 'node:assert/strict';

// What every /api answer must be, whatever was sent (docs/api.md Envelope): never a 5xx, and
// JSON {code, msg?, data?} whose code is the HTTP status, with no internals in msg.

export const INTERNALS =
  /\bat \S+ \(|node_modules|\/work\/|\/tmp\/|\bselect\b|\binsert\b|\bupdate\b.*\bset\b|\bwhere\b|Error:|ECONN|syntax error/i;

export function assertEnvelope(status: number, body: string, label: string): void {
  assert.ok(status < 500, `${label}: ${status} ${body}`);
  if (status === 304 || status === 206 || (status === 200 && !body.startsWith('{'))) return;
  let parsed: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    assert.fail(`${label}: not JSON: ${body.slice(0, 200)}`);
  }
  assert.equal(parsed.code, String(status), `${label}: ${body}`);
  if (parsed.msg !== undefined) {
    assert.equal(typeof parsed.msg, 'string', label);
    assert.doesNotMatch(String(parsed.msg), INTERNALS, `${label}: ${body}`);
  }
  // a form's errors may name each bad field (docs/api.md Envelope): Chinese strings too
  const fields = (parsed as { fields?: unknown }).fields;
  if (fields !== undefined) {
    assert.equal(typeof fields, 'object', label);
    for (const message of Object.values(fields as object)) {
      assert.equal(typeof message, 'string', label);
      assert.doesNotMatch(String(message), INTERNALS, `${label}: ${body}`);
    }
  }
  const keys = Object.keys(parsed).filter((k) => !['code', 'msg', 'data', 'fields'].includes(k));
  assert.deepEqual(keys, [], label);
}
