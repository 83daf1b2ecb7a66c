// Flat config: typescript-eslint + react-hooks, and the import direction of docs/code-style.md:
// packages → remotes → shell's route table; never remote → remote, never app → app. Inside
// an app, shared → features → app (packages/README.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The remotes' folders: mfe-<name> for each of REMOTE_NAMES (@dpu/contracts), read from the
// repository so this JavaScript file does not write the names a second time.
const REMOTES = readdirSync(import.meta.dirname).filter((name) => name.startsWith('mfe-'));

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

const APPS = ['shell', ...REMOTES];

const SERVER_FORBIDS = ['shell', ...REMOTES, '@dpu/session', '@dpu/api-client', '@dpu/ui'];
const SERVER_WHY =
  'The server shares only @dpu/contracts (and the drawings of @dpu/product-art) with the front end.';

/**
 * The layer of a file below an app's src/, as bulletproof-react layers a project:
 * `feature:<name>` for src/features/<name>, `app` for src/app and the entry files at the
 * src root (routes, standalone, index, bootstrap, route-manifest), `shared` for the rest
 * (lib, components, test, assets, server, sw).
 */
function layerOf(fromSrc) {
  const [top, name] = fromSrc.split(path.sep);
  if (top === 'features' && name) return `feature:${name}`;
  if (top === 'app' || !fromSrc.includes(path.sep)) return 'app';
  return 'shared';
}

const SHARED_TOPS = new Set(['lib', 'components', 'test']);

// Shared code and features never import upwards; a feature never imports another feature.
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside an app: shared → features → app, no feature → feature.' },
    messages: {
      crossFeature:
        "The feature '{{from}}' imports the feature '{{to}}': move what both need to src/lib, src/components or packages/.",
      sharedToFeature:
        "src/{{top}} is shared by the features and never imports one ('{{to}}'): move the piece it needs down to src/lib or src/components.",
      featureToApp:
        "The feature '{{from}}' imports the app layer ({{target}}): the app composes features, not the other way round; pass what the feature needs in, or move it to src/lib.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const match = file.match(new RegExp(`^(.*[\\/](?:${APPS.join('|')})[\\/]src)[\\/](.+)$`));
    if (!match) return {};
    const [, srcRoot, ownPath] = match;
    const own = layerOf(ownPath);
    const ownTop = ownPath.split(path.sep)[0];

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      const relative = path.relative(srcRoot, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return;
      const layer = layerOf(relative);
      if (own.startsWith('feature:') && layer.startsWith('feature:') && layer !== own) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: own.slice(8), to: layer.slice(8) },
        });
      } else if (SHARED_TOPS.has(ownTop) && own === 'shared' && layer.startsWith('feature:')) {
        context.report({
          node,
          messageId: 'sharedToFeature',
          data: { top: ownTop, to: layer.slice(8) },
        });
      } else if (own.startsWith('feature:') && layer === 'app') {
        context.report({
          node,
          messageId: 'featureToApp',
          data: { from: own.slice(8), target: `src/${relative.split(path.sep).join('/')}` },
        });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined),
      // jest.mock('../path') reaches into a module as much as an import does
      CallExpression: (node) => {
        const callee = node.callee;
        const isJestMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
        const [first] = node.arguments;
        if (isJestMock && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

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
    // each Playwright worker has its own site server and ports (e2e/support/fixtures.ts)
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from '../support/fixtures': it gives each worker its own site server (baseURL) and ports (workerPort).",
            },
          ],
        },
      ],
    },
  },
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { layers: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'layers/feature-boundaries': 'error' },
  },
  {
    files: ['server/**'],
    rules: forbid(SERVER_FORBIDS, SERVER_WHY),
  },
  {
    // the running server logs through pino; command-line tools print with lib/terminal.ts
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/**/test-support/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // a later block replaces the rule, so it repeats the server's patterns
    files: ['server/src/plugins/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid(SERVER_FORBIDS, SERVER_WHY)['no-restricted-imports'][1].patterns,
            {
              regex: '^(\\.\\./)+routes(/|$)',
              message:
                'A plugin depends only on plugins and shared modules (lib/, a feature folder), never on a route module.',
            },
          ],
        },
      ],
    },
  },
];
