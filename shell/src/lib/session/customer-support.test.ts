import { goToCustomerSupport } from './customer-support';

describe('customer-support button (docs/site.md §4)', () => {
  it('when logged in, then it goes to /productStack and leaves storage alone', () => {
    const navigate = jest.fn();
    goToCustomerSupport(true, '/news/newsCenter', navigate);
    expect(navigate).toHaveBeenCalledWith('/productStack');
    expect(window.localStorage.getItem('backPath')).toBeNull();
  });

  it('when logged out, then it goes to /login with path /contact and backPath the current path', () => {
    const navigate = jest.fn();
    goToCustomerSupport(false, '/news/newsCenter', navigate);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(window.localStorage.getItem('path')).toBe('/contact');
    expect(window.localStorage.getItem('backPath')).toBe('/news/newsCenter');
  });

  it("when logged out on /productStack, then backPath is '/'", () => {
    goToCustomerSupport(false, '/productStack', jest.fn());
    expect(window.localStorage.getItem('backPath')).toBe('/');
  });
});
