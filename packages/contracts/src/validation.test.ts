import { hasBidiControl, isValidUserName, visibleLength } from './validation';

describe('isValidUserName', () => {
  it.each(['张三', 'Li Wei', '测试用户A', 'a'.repeat(32)])(
    'when the name is "%s", then it is accepted',
    (value) => expect(isValidUserName(value)).toBe(true),
  );

  it.each([
    ['one character', '张'],
    ['too long', 'a'.repeat(33)],
    ['only zero-width spaces', '\u200b\u200b\u200b'],
    ['only zero-width joiners and a BOM', '\u200d\u200c\ufeff'],
    ['one letter padded with invisible characters', 'a\u200b\u2060'],
    ['a Hangul filler', '\u3164\u3164'],
    ['a right-to-left override', 'admin\u202egnp.exe'],
    ['a left-to-right isolate', '\u2066张三\u2069'],
  ])('when the name has %s, then it is refused', (_label, value) =>
    expect(isValidUserName(value)).toBe(false),
  );
});

describe('visibleLength and hasBidiControl', () => {
  it('when characters take no room on screen, then they are not counted', () => {
    expect(visibleLength('a\u200bb c')).toBe(3);
  });

  it('when the text holds U+202A–U+202E or U+2066–U+2069, then it has a bidi control', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(hasBidiControl(`x${String.fromCharCode(code)}y`)).toBe(true);
    }
    expect(hasBidiControl('普通文本')).toBe(false);
  });
});
