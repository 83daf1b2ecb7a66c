import { isValidPhone } from './phone';

describe('isValidPhone', () => {
  it.each(['13800138000', '+86 138 0013 8000', '010-62345678', '0755-1234567', '400-000-0000'])(
    'when the number is %s, then it is accepted',
    (value) => expect(isValidPhone(value)).toBe(true),
  );

  it.each(['', '12345', '1380013800', 'abc13800138000', '010-1234', '138001380001234567890'])(
    'when the number is "%s", then it is refused',
    (value) => expect(isValidPhone(value)).toBe(false),
  );
});
