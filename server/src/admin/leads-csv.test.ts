import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { csvCell } from './leads-csv';

// Round two, finding 3 (docs/hostile-input.md): '+' and '-' followed by a digit or a space
// passed unescaped ('-2+3+cmd|' /C calc'!A0', '-0&HYPERLINK(…)').

describe('leads CSV cells', () => {
  for (const value of [
    '=1+1',
    '+1+cmd|',
    "-2+3+cmd|' /C calc'!A0",
    '-0&HYPERLINK("http://x","y")',
    '- 1',
    '+ 1',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    '\n=1',
    '  =1',
    '\u3000=1',
    '＝1+1',
    '－2＋3',
    '+86 138 0013 8000x',
    '-',
    '+',
  ]) {
    test(`when a cell is ${JSON.stringify(value)}, then it is kept as text`, () => {
      const cell = csvCell(value);
      const inner = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      assert.equal(inner, `'${value}`);
    });
  }

  for (const value of [
    '42',
    '-3.5',
    '+7',
    '1e3',
    '13800138000',
    '+86 138 0013 8000',
    '010-12345678',
  ]) {
    test(`when a cell is wholly a number or a phone number (${value}), then it stays as it is`, () => {
      assert.equal(csvCell(value), value);
    });
  }

  test('when a cell holds a quote, a comma or a line break, then it is quoted', () => {
    assert.equal(csvCell('a,"b"'), '"a,""b"""');
    assert.equal(csvCell('a\nb'), '"a\nb"');
  });
});
