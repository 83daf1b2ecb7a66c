// Unit tests of every front-end workspace (the server uses node's test runner through tsx).
/** @type {import('jest').Config} */
export default {
  // jest-environment-jsdom with a selector cache antd's stylesheets fit in (see the file)
  testEnvironment: '<rootDir>/packages/test-utils/src/jsdom-environment.mjs',
  roots: [
    '<rootDir>/packages',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-products',
    '<rootDir>/mfe-careers',
    '<rootDir>/mfe-support',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/packages/mf-build/'],
  setupFilesAfterEnv: ['<rootDir>/packages/test-utils/src/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // the environment is loaded by node as it is (it is not test code)
  transformIgnorePatterns: [
    '/node_modules/(?!(nanoid|uuid)/)',
    '/packages/test-utils/src/jsdom-environment\\.mjs$',
  ],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/packages/test-utils/src/style-stub.cjs',
    '\\.(png|jpe?g|gif|webp|svg|mp4|woff2?)$': '<rootDir>/packages/test-utils/src/file-stub.cjs',
  },
  // A test that first shows antd (a toast, a form) pays its import: seconds on a busy 2-core
  // machine. The default 5 s equals testing-library's own wait, so such a test timed out
  // while its findBy was still legitimately waiting.
  testTimeout: 20_000,
  clearMocks: true,
  restoreMocks: true,
};
