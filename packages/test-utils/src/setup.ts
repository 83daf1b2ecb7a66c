import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadRouter } from '@dpu/router';
import { resetSession } from '@dpu/session';
import './browser-polyfills';

// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks (docs/toolchain.md).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// react-router is a chunk the routing facade loads (docs/composition.md 'Routing'): loaded
// before a file's tests, so a router renders at once, as on a page that has loaded it.
beforeAll(() => loadRouter());

// findBy*/waitFor wait for what a user would wait for; the 1 s default failed at random on
// a busy 2-core machine while nothing was wrong with the page.
configure({ asyncUtilTimeout: 5000 });

// Every test starts from an empty session and empty storage.
beforeEach(() => {
  // (a test of server rendering runs in jest's node environment, without a window)
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  resetSession();
});
