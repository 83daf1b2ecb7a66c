import {
  fitsLength,
  hasBidiControl,
  isValidAccount,
  isValidPassword,
  isValidSerialNumber,
  isValidUserName,
  visibleLength,
} from './validation';

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

describe('isValidAccount', () => {
  it('when the account holds @, then it must be an e-mail; otherwise a phone', () => {
    expect(isValidAccount('lilei@example.com')).toBe(true);
    expect(isValidAccount('lilei@example')).toBe(false);
    expect(isValidAccount('13800000000')).toBe(true);
    expect(isValidAccount('+86 138-0000-0000')).toBe(true);
    expect(isValidAccount('lilei')).toBe(false);
    expect(isValidAccount('1234')).toBe(false);
  });
});

describe('isValidPassword', () => {
  it('when the password has 8–64 characters with a letter and a digit, then it is accepted', () => {
    expect(isValidPassword('abcd1234')).toBe(true);
    expect(isValidPassword('1234567\na')).toBe(true);
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('abc1234')).toBe(false);
  });
});

describe('isValidSerialNumber and fitsLength', () => {
  it('when the serial number holds only letters, digits, - and _, then it is accepted', () => {
    expect(isValidSerialNumber('CF2200E-2025_000123')).toBe(true);
    expect(isValidSerialNumber('CF 2200')).toBe(false);
    expect(isValidSerialNumber('-CF2200')).toBe(false);
  });

  it('when characters are counted, then an emoji is one', () => {
    expect(fitsLength('😀'.repeat(3), 3)).toBe(true);
    expect(fitsLength('备'.repeat(501), 500)).toBe(false);
  });
});
