import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { StaffRole } from '@dpu/contracts';
import { appRoutes } from '../../test/api-routes';
import { suiteApp } from '../../test/app';
import { describeOnEngines } from '../../test/databases';
import { staffUser } from '../../test/staff';
import { auth } from '../../test/users';
import { NO_ROLE_MESSAGE } from './staff-guard';

// The role matrix (docs/api.md 'Staff roles'), written out apart from route-roles.ts so the
// two check each other: every staff route × every role → '403' or not. One line per
// resource; a staff route of a resource not listed here is 管理员's only.
const MATRIX: Record<string, readonly StaffRole[]> = {
  '/api/admin/certifications': ['support'],
  '/api/admin/customers': ['support'],
  '/api/admin/grants': ['support'],
  '/api/admin/materials': ['support'],
  '/api/admin/leads': ['marketing'],
  '/api/admin/tracking': ['marketing'],
  '/api/admin/media': ['marketing'],
  'GET /api/admin/media': ['marketing', 'hr', 'support'],
  '/api/admin/applications': ['hr'],
  '/api/admin/jobs': ['hr'],
  '/api/admin/audit': [],
  '/api/admin/staff': [],
  '/api/studio': ['marketing', 'hr', 'support'],
};

const ROLES: StaffRole[] = ['admin', 'marketing', 'hr', 'support'];
/** A collection each role may edit, for the studio's per-collection routes. */
const COLLECTION: Record<StaffRole, string> = {
  admin: 'navigation',
  marketing: 'news',
  hr: 'jobs',
  support: 'support',
};

function allowed(method: string, url: string): readonly StaffRole[] {
  const line = Object.keys(MATRIX)
    .filter((key) => {
      const [m, prefix] = key.includes(' ') ? key.split(' ') : [undefined, key];
      return (!m || m === method) && (url === prefix || url.startsWith(`${prefix}/`));
    })
    // a method's own line first, then the longest prefix
    .sort((a, b) => Number(b.includes(' ')) - Number(a.includes(' ')) || b.length - a.length)[0];
  return line ? MATRIX[line]! : [];
}

/** Lists that need a query to answer 200. */
const QUERY: Record<string, string> = { '/api/admin/customers': '?q=example' };

const fill = (url: string, role: StaffRole) =>
  url
    .replace(':collection', COLLECTION[role])
    .replace(/:[a-zA-Z]+/g, '999999')
    .replace('/*', '/x') + (QUERY[url] ?? '');

await describeOnEngines('staff roles on every staff route', (engine) => {
  const suite = suiteApp(engine);
  const tokens = {} as Record<StaffRole, string>;

  before(async () => {
    for (const role of ROLES) tokens[role] = (await staffUser(suite.app, [role])).token;
  });

  test('when each role calls each staff route, then only its roles get past the check', async () => {
    const routes = [
      ...appRoutes(suite.app, '/api/admin/'),
      ...appRoutes(suite.app, '/api/studio/'),
    ];
    assert.ok(routes.length > 30, `only ${routes.length} staff routes found`);
    const wrong: string[] = [];
    for (const route of routes) {
      const roles = allowed(route.method, route.url);
      for (const role of ROLES) {
        const answer = await suite.app.inject({
          method: route.method as 'GET',
          url: fill(route.url, role),
          headers: auth(tokens[role]),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const refused = answer.statusCode === 403;
        const expected = role === 'admin' || roles.includes(role) ? 'pass' : 'refuse';
        if (expected === 'refuse' && (!refused || answer.json().msg !== NO_ROLE_MESSAGE)) {
          wrong.push(`${role} ${route.method} ${route.url}: ${answer.statusCode}, expected 403`);
        }
        if (expected === 'pass' && refused) {
          wrong.push(`${role} ${route.method} ${route.url}: 403 ${answer.body}`);
        }
        if (expected === 'pass' && route.method === 'GET' && !route.url.includes(':')) {
          if (answer.statusCode !== 200)
            wrong.push(`${role} GET ${route.url}: ${answer.statusCode}`);
        }
        if (refused) assert.equal(answer.json().code, '403');
      }
    }
    assert.deepEqual(wrong, []);
  });

  test('when a 市场 editor works in the studio, then only marketing collections open', async () => {
    const get = (url: string, role: StaffRole) =>
      suite.app.inject({ url: `/api${url}`, headers: auth(tokens[role]) });
    const names = (await get('/studio/collections', 'marketing'))
      .json()
      .data.map((c: { name: string }) => c.name);
    assert.ok(names.includes('news'));
    assert.ok(!names.includes('jobs') && !names.includes('navigation'), names.join());
    assert.equal((await get('/studio/collections/jobs/documents', 'marketing')).statusCode, 403);
    assert.equal((await get('/studio/collections/news/documents', 'support')).statusCode, 403);
    assert.equal((await get('/studio/collections/navigation/documents', 'hr')).statusCode, 403);
    assert.equal((await get('/studio/collections/navigation/documents', 'admin')).statusCode, 200);
  });
});
