// jest's jsdom environment (jest.config.mjs `testEnvironment`), with one change: the selector
// engine jsdom matches CSS rules with (nwsapi) keeps every compiled selector instead of the
// last 1000.
//
// Why: getComputedStyle, which testing-library calls for every element a *ByRole query looks
// at (is it hidden? its accessible name), matches the element against every rule of every
// stylesheet in order. antd's CSS-in-JS puts more than 1000 distinct selectors in the page,
// so nwsapi 2.2.28's bounded LRU cache of compiled selectors (1000) never hit: every rule was
// parsed and compiled again for every element, about 70 % of the staff pages' test CPU
// (media-section.test.tsx: 3 tests, 40 CPU s). The cache holds query plans only, never
// results, so what a selector matches is unchanged.
//
// nwsapi has no option for the limit; its source is loaded here once with a larger one, into
// node's module cache, before jsdom (loaded by jest-environment-jsdom below) requires it.
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const LIMIT = 'CACHE_LIMIT = 1000,';
const environmentFile = require.resolve('jest-environment-jsdom');
const jsdomFile = require.resolve('jsdom', { paths: [path.dirname(environmentFile)] });
const nwsapiFile = require.resolve('nwsapi', { paths: [path.dirname(jsdomFile)] });

if (!require.cache[nwsapiFile]) {
  const source = readFileSync(nwsapiFile, 'utf8');
  // another nwsapi version: fail loudly rather than quietly run slow
  if (!source.includes(LIMIT)) throw new Error(`${nwsapiFile}: no '${LIMIT}' to raise`);
  const nwsapi = new Module(nwsapiFile);
  nwsapi.filename = nwsapiFile;
  nwsapi.paths = Module._nodeModulePaths(path.dirname(nwsapiFile));
  nwsapi._compile(source.replace(LIMIT, 'CACHE_LIMIT = 100000,'), nwsapiFile);
  nwsapi.loaded = true;
  require.cache[nwsapiFile] = nwsapi;
}

const { TestEnvironment } = require(environmentFile);
export default TestEnvironment;
