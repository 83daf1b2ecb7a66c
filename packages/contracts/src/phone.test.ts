import { isValidPhone, PHONE_PATTERN } from './phone';

const ACCEPTED = [
  '13800138000',
  '+86 138 0013 8000',
  '+86138-0013-8000',
  '010-62345678',
  '0755-1234567',
  '400-000-0000',
  '800 123 4567',
];
const REFUSED = [
  '',
  '12345',
  '1380013800',
  'abc13800138000',
  '010-1234',
  '138001380001234567890',
  '138  0013 8000',
  '-13800138000',
  '13800138000 ',
  '138\t0013\t8000',
  '+ 86 138 0013 8000',
];

describe('isValidPhone', () => {
  it.each(ACCEPTED)('when the number is %s, then it is accepted', (value) =>
    expect(isValidPhone(value)).toBe(true),
  );

  it.each(REFUSED)('when the number is "%s", then it is refused', (value) =>
    expect(isValidPhone(value)).toBe(false),
  );

  it("when the server's schema checks the pattern (unicode mode, as JSON Schema validators compile it), then it agrees", () => {
    const schemaRegExp = new RegExp(PHONE_PATTERN, 'u');
    for (const value of ACCEPTED) expect(schemaRegExp.test(value)).toBe(true);
    for (const value of REFUSED.filter((phone) => phone.length <= 20)) {
      expect(schemaRegExp.test(value)).toBe(false);
    }
  });
});
