import { STORAGE_KEYS } from '@dpu/contracts';
import {
  loginReturnPath,
  rememberLoginReturn,
  rememberRouteChange,
  storedPathFor,
} from './navigation-storage';

const storedPaths = () => ({
  path: window.localStorage.getItem('path'),
  backPath: window.localStorage.getItem('backPath'),
});

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
    expect(storedPaths()).toEqual({ path: '/news/newsCenter', backPath: '/news/newsCenter' });
  });

  it('when the route changes to /productStack, then path and backPath become /', () => {
    rememberRouteChange('/productStack');
    expect(storedPaths()).toEqual({ path: '/', backPath: '/' });
  });

  it('when the target is below /productStack, then it is stored as itself', () => {
    expect(storedPathFor('/productStack/customerVerify')).toBe('/productStack/customerVerify');
    expect(storedPathFor('/productStack/')).toBe('/');
    expect(storedPathFor('/productStack?x=1')).toBe('/');
  });

  it('when a visitor is sent to log in, then path is /contact and backPath the current path', () => {
    rememberLoginReturn('/productStack/customer?proId=abc');
    expect(storedPaths()).toEqual({
      path: '/contact',
      backPath: '/productStack/customer?proId=abc',
    });
  });

  it('when a visitor is sent to log in from /productStack, then backPath is /', () => {
    rememberLoginReturn('/productStack');
    expect(storedPaths()).toEqual({ path: '/contact', backPath: '/' });
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
