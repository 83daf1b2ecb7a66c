import { isValidAccount, isValidPhone } from './form-rules';

describe('account form rules (mirroring the server)', () => {
  it.each(['13800000000', '+86 138-0000-0000', '010-12345678'])(
    'when the phone is %s, then it is accepted',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );

  it.each(['1234', 'abc12345', '+', '1'.repeat(21)])(
    'when the phone is %s, then it is refused',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );

  it('when the account holds @, then it must be an e-mail; otherwise a phone', () => {
    expect(isValidAccount('lilei@example.com')).toBe(true);
    expect(isValidAccount('lilei@example')).toBe(false);
    expect(isValidAccount('13800000000')).toBe(true);
    expect(isValidAccount('lilei')).toBe(false);
  });
});
