import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RouteEntry } from '@dpu/contracts';

// The server renders and caches a page from the query parameters its route declares and
// ignores the rest (docs/hostile-input.md round two, finding 8): a page that read another
// parameter would be served a rendering made for a different value. So every remote reads
// its query through useQueryParam, and every name it reads is declared in its routes.json.

const REPO = path.resolve(__dirname, '../../..');
const REMOTES = REMOTE_NAMES.map((name) => `mfe-${name}`);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe.each(REMOTES)('%s reads only the query parameters its routes declare', (remote) => {
  const files = sources(path.join(REPO, remote, 'src'));
  const routes = JSON.parse(
    readFileSync(path.join(REPO, remote, 'src/routes.json'), 'utf8'),
  ) as RouteEntry[];
  const declared = new Set(routes.flatMap((route) => route.query ?? []));

  it('when a page reads a parameter, then it is through useQueryParam', () => {
    const direct = files.filter((file) =>
      /\b(?:params|searchParams)\.get\(/.test(readFileSync(file, 'utf8')),
    );
    expect(direct.map((file) => path.relative(REPO, file))).toEqual([]);
  });

  it('when useQueryParam reads a name, then a route of the remote declares it', () => {
    const read = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/useQueryParam\(\s*'([^']+)'/g)].map(
        (match) => match[1] as string,
      ),
    );
    expect(read.filter((name) => !declared.has(name))).toEqual([]);
  });
});
