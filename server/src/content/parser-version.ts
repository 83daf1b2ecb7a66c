import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, serverDir } from '../config';

// What a content text's parse depends on besides the text: our parsing code (this folder and
// @dpu/contracts, whose media helpers shape Markdown bodies) and the parser packages (the
// lockfile pins them and their dependencies). Prebuilt parses (prebuilt-parses.ts) made under
// another version are ignored. The production bundle has it computed by its build
// (scripts/build.ts defines __CONTENT_PARSER_VERSION__); a run from source computes it here.

declare const __CONTENT_PARSER_VERSION__: string | undefined;

const PARSER_PACKAGES = ['yaml', 'unified', 'remark-parse', 'remark-gfm', 'remark-rehype'];

function sourceFiles(dir: string, recursive: boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return recursive ? sourceFiles(full, true) : [];
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
    });
}

/** The version from the source tree: a hash of the parsing code and the parser packages. */
export function parserVersionOfSources(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...sourceFiles(path.join(serverDir, 'src', 'content'), false),
    ...sourceFiles(path.join(repoRoot, 'packages', 'contracts', 'src'), true),
    path.join(repoRoot, 'package-lock.json'),
    ...PARSER_PACKAGES.map((name) => path.join(repoRoot, 'node_modules', name, 'package.json')),
  ];
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

let computed: string | undefined;

/** This run's parser version (the bundle's built-in one, else computed once from the sources). */
export function parserVersion(): string {
  if (typeof __CONTENT_PARSER_VERSION__ === 'string') return __CONTENT_PARSER_VERSION__;
  computed ??= parserVersionOfSources();
  return computed;
}
