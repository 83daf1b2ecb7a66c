import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetSession } from '@dpu/session';
import './browser-polyfills';

// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks (TOOLCHAIN.md).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every test starts from an empty session and empty storage.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSession();
});
