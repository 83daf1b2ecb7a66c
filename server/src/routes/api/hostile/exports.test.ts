import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import { isValidPhone } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { appRoutes } from '../../../../test/api-routes';
import { FUZZ_RUNS } from '../../../../test/fuzz';
import { auth, loginAs } from '../../../../test/users';

// Round two, finding 3 (docs/hostile-input.md): formula prefixes in every column a client
// can write, through the contact form, then the staff export: no cell of it begins with a
// character that starts a formula, unless it is wholly a number or a phone number. Every
// CSV the API answers is one this file tests (a new export fails the last test until it is).

/** The exports this file sends formula prefixes through. */
const TESTED_EXPORTS = ['/api/admin/leads/export'];

const RUNS = Math.max(10, Math.round(FUZZ_RUNS / 5));
const PREFIXES = ['=', '+', '-', '@', ' =', '＝', '-0&', '+1+', '- ', '@@'];
/** Tab and CR are refused in one-line fields (finding 4 of round one); a message may hold them. */
const MESSAGE_PREFIXES = [...PREFIXES, '\t', '\r', '\r\n=', '\t@'];
const FORMULA_START = /^[ \u00a0\u3000]*[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r')) cell += c;
    else if (c === ',') endCell();
    else if (text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** Valid contact bodies whose free-text fields each begin with a formula prefix. */
const hostileLead = fc
  .record({
    name: fc.constantFrom(...PREFIXES),
    company: fc.constantFrom(...PREFIXES),
    email: fc.constantFrom('=', '+', '-'),
    message: fc.constantFrom(...MESSAGE_PREFIXES),
    rest: fc.stringMatching(/^[0-9A-Za-z()|!'&"+*/ -]{1,12}$/),
    phone: fc.constantFrom('+86 138 0013 8000', '13800138000', '010-12345678'),
  })
  .map(({ name, company, email, message, rest, phone }) => ({
    name: `${name}${rest}`.slice(0, 32),
    company: `${company}${rest}`,
    phone,
    email: `${email}x${rest.replace(/[^0-9A-Za-z+-]/g, '')}@example.com`,
    message: `${message}${rest}`,
    interested: 'conflux2200E',
  }));

describe('leads export under formula prefixes', () => {
  const suite = suiteApp('pglite');
  let staff: string;

  before(async () => {
    staff = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
  });

  test('when leads begin every column with =, +, -, @, tab or CR, then no exported cell starts a formula', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(hostileLead, async (lead) => {
        const answer = await suite.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: lead,
        });
        assert.equal(answer.statusCode, 200, `${JSON.stringify(lead)}: ${answer.body}`);
        sent += 1;
      }),
      { numRuns: RUNS },
    );
    const csv = await suite.app.inject({ url: '/api/admin/leads/export', headers: auth(staff) });
    assert.equal(csv.statusCode, 200);
    const [header, ...rows] = parseCsv(csv.rawPayload.subarray(3).toString('utf8'));
    assert.equal(rows.length, sent);
    for (const row of rows) {
      assert.equal(row.length, header!.length, JSON.stringify(row));
      row.forEach((cell, column) => {
        const safe = !FORMULA_START.test(cell) || NUMBER.test(cell) || isValidPhone(cell);
        assert.ok(safe, `${header![column]}: ${JSON.stringify(cell)}`);
      });
    }
  });

  test('when every GET route is asked as staff, then the only CSV answers are the tested exports', async () => {
    const csvRoutes: string[] = [];
    for (const { method, url } of appRoutes(suite.app)) {
      if (method !== 'GET') continue;
      const concrete = url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
      const answer = await suite.app.inject({ url: concrete, headers: auth(staff) });
      if (String(answer.headers['content-type']).startsWith('text/csv')) csvRoutes.push(url);
    }
    assert.deepEqual(csvRoutes, TESTED_EXPORTS);
  });
});
