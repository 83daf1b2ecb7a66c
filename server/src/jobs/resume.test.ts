import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { safeFileName } from './resume';

// Round two, finding 4 (docs/hostile-input.md): a PDF named '简历.pdf.bat', 'cv.svg' or
// 'cv\u202Efdp.exe' was stored and downloaded under that name.

describe('uploaded file names', () => {
  for (const [sent, detected, shown] of [
    ['简历.pdf.bat', 'pdf', '简历.pdf'],
    ['cv.svg', 'pdf', 'cv.pdf'],
    ['cv\u202efdp.exe', 'pdf', 'cvfdp.pdf'],
    ['\u2066简历\u2069\u200b.pdf', 'pdf', '简历.pdf'],
    ['a\u0000b\u001f\u007fc\u0085.docx', 'docx', 'abc.docx'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\x\\简历.doc', 'doc', '简历.doc'],
    ['..pdf', 'pdf', 'resume.pdf'],
    ['.bashrc', 'pdf', 'resume.pdf'],
    ['\u200b\u200b', 'pdf', 'resume.pdf'],
    ['name <x>:"y"|z?*.pdf', 'pdf', 'name _x___y__z__.pdf'],
    ['report. . .pdf', 'pdf', 'report.pdf'],
    ['CV.PDF', 'pdf', 'CV.pdf'],
    ['chip.jpeg', 'jpg', 'chip.jpeg'],
    ['chip.jpg.exe', 'jpg', 'chip.jpg'],
    ['chip', 'png', 'chip.png'],
  ] as const) {
    test(`when ${JSON.stringify(sent)} is a ${detected}, then it is shown as ${JSON.stringify(shown)}`, () => {
      assert.equal(safeFileName(sent, detected, 'resume'), shown);
    });
  }

  test('when a name is very long, then its base is cut at 120 characters and the extension kept', () => {
    const shown = safeFileName(`${'简'.repeat(500)}.pdf`, 'pdf');
    assert.equal(shown, `${'简'.repeat(120)}.pdf`);
  });

  test('when the extension given is not one, then the name ends in .bin', () => {
    assert.equal(safeFileName('a.pdf', '../x'), 'a.bin');
  });
});
