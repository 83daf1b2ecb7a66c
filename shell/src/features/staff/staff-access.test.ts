import { staffAccess, staffRoles } from './staff-access';

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

describe('the roles the console follows', () => {
  it('takes the known roles of the login-status answer and nothing else', () => {
    expect(staffRoles({ code: '200', data: { userType: 'admin', roles: ['hr', 'boss'] } })).toEqual(
      ['hr'],
    );
  });

  it('has no role without an answer or without roles in it (sections stay hidden)', () => {
    expect(staffRoles(undefined)).toEqual([]);
    expect(staffRoles({ code: '200', data: { userType: 'admin' } })).toEqual([]);
  });
});
