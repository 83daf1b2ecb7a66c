import { STORAGE_KEYS } from '@dpu/contracts';
import {
  loginReturnPath,
  rememberLoginReturn,
  rememberRouteChange,
  storedPathFor,
} from './navigation-storage';

const stored = (key: string) => window.localStorage.getItem(key);

describe('navigation storage (docs/site.md §4)', () => {
  it('when the keys are listed, then they are exactly the five of docs/site.md §3', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'token',
      'userType',
      'path',
      'backPath',
      'flagOfShowCustomer',
    ]);
  });

  it('when the route changes to a page, then path and backPath both become that path', () => {
    rememberRouteChange('/news/newsCenter');
    expect(stored('path')).toBe('/news/newsCenter');
    expect(stored('backPath')).toBe('/news/newsCenter');
  });

  it('when the route changes to /productStack, then path and backPath become /', () => {
    rememberRouteChange('/productStack');
    expect(stored('path')).toBe('/');
    expect(stored('backPath')).toBe('/');
  });

  it('when the target is below /productStack, then it is stored as itself', () => {
    expect(storedPathFor('/productStack/customerVerify')).toBe('/productStack/customerVerify');
    expect(storedPathFor('/productStack/')).toBe('/');
    expect(storedPathFor('/productStack?x=1')).toBe('/');
  });

  it('when a visitor is sent to log in, then path is /contact and backPath the current path', () => {
    rememberLoginReturn('/productStack/customer?proId=abc');
    expect(stored('path')).toBe('/contact');
    expect(stored('backPath')).toBe('/productStack/customer?proId=abc');
  });

  it('when a visitor is sent to log in from /productStack, then backPath is /', () => {
    rememberLoginReturn('/productStack');
    expect(stored('path')).toBe('/contact');
    expect(stored('backPath')).toBe('/');
  });

  it('when backPath is missing or not a site path, then login returns to /', () => {
    expect(loginReturnPath()).toBe('/');
    window.localStorage.setItem('backPath', 'https://evil.example.com');
    expect(loginReturnPath()).toBe('/');
    window.localStorage.setItem('backPath', '//evil.example.com');
    expect(loginReturnPath()).toBe('/');
    window.localStorage.setItem('backPath', '/about');
    expect(loginReturnPath()).toBe('/about');
  });
});
