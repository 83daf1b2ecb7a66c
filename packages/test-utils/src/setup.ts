import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetSession } from '@dpu/session';
import './browser-polyfills';

// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks (docs/toolchain.md).
Object.assign(globalThis, { TextEncoder, TextDecoder });

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
