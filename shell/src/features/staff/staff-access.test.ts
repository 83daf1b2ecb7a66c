import { staffAccess } from './staff-access';

describe('who may use /staff', () => {
  it('is unknown while hydrating and while the server has not answered', () => {
    expect(staffAccess(undefined, undefined, false)).toBe('unknown');
    expect(staffAccess(true, undefined, false)).toBe('unknown');
  });

  it('sends visitors without a token, or with an expired one, to the login page', () => {
    expect(staffAccess(false, undefined, false)).toBe('anonymous');
    expect(staffAccess(true, { code: '401' }, false)).toBe('anonymous');
  });

  it('lets staff in and nobody else', () => {
    expect(staffAccess(true, { code: '200', data: { userType: 'admin' } }, false)).toBe('staff');
    expect(staffAccess(true, { code: '200', data: { userType: 'customer' } }, false)).toBe(
      'forbidden',
    );
  });

  it('refuses when the check itself fails (not knowing is no grant)', () => {
    expect(staffAccess(true, undefined, true)).toBe('forbidden');
    expect(staffAccess(true, { code: '500' }, false)).toBe('forbidden');
  });
});
