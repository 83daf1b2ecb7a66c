// Flat config: typescript-eslint + react-hooks, and the import direction of docs/code-style.md:
// packages → remotes → shell's route table; never remote → remote, never app → app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-marketing', 'mfe-products', 'mfe-careers', 'mfe-support'];

// Routing goes through the small shared facade (packages/router/src/index.ts).
const ROUTER = {
  regex: '^react-router(-dom)?(/|$)',
  message: "Import routing from '@dpu/router' (add the export there if it is missing).",
};

/** Forbids imports of the given workspaces, by package name and by relative path. */
function forbid(workspaces, why, { router = true } = {}) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...workspaces.flatMap((name) => [
            { regex: `^${name.replace('/', '\\/')}(/|$)`, message: why },
            // relative paths into the workspace folder (not packages such as react-dom/server)
            { regex: `^(\\.\\./)+(.*/)?${name.replace('/', '\\/')}(/|$)`, message: why },
          ]),
          ...(router ? [ROUTER] : []),
        ],
      },
    ],
  };
}

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      '.turbo/**',
      'coverage/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.tmp/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'mfe-*/**/*.ts', 'packages/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['packages/**'],
    rules: forbid(['shell', ...REMOTES, 'server', 'e2e'], 'Shared packages never import an app.'),
  },
  {
    files: ['packages/router/**'],
    rules: forbid(['shell', ...REMOTES, 'server', 'e2e'], 'Shared packages never import an app.', {
      router: false,
    }),
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: forbid(
      ['shell', 'server', ...REMOTES.filter((other) => other !== remote)],
      'A remote never imports the shell or another remote: move shared code to packages/.',
    ),
  })),
  {
    files: ['shell/**'],
    rules: forbid(
      [...REMOTES, 'server'],
      'The shell loads remotes at run time through /mf/remotes.json, never at build time.',
    ),
  },
  {
    files: ['server/**'],
    rules: forbid(
      ['shell', ...REMOTES, '@dpu/session', '@dpu/api-client', '@dpu/ui'],
      'The server shares only @dpu/contracts with the front end.',
    ),
  },
];
