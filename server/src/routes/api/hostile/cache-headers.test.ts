import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { productByKey } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { appRoutes } from '../../../../test/api-routes';
import { auth, loginAs, registerUser } from '../../../../test/users';

// Round two, finding 6 (docs/hostile-input.md): answers that depend on who asks (login
// status, my certifications, materials, every staff call) carried no Cache-Control, so a
// shared cache could keep one user's answer for the next. Every /api route of the app is
// asked without a token, with a customer's and with a staff member's: where the answers
// differ, each of them is `no-store` and varies on UserToken; the known personal routes
// must be among those.

const KNOWN_PERSONAL = [
  'GET /api/user/login/checkLoginStatus',
  'GET /api/certification/mine',
  'GET /api/customer/materials',
  'GET /api/productUserMid/check/client/:productId',
  'GET /api/admin/leads',
  'GET /api/admin/leads/export',
  'GET /api/admin/applications',
  'GET /api/admin/tracking/summary',
  'GET /api/admin/media',
];

const FILL: Readonly<Record<string, string>> = {
  productId: '1',
  fileId: '1',
  pdfKey: 'conflux2200E',
  id: '1',
  variant: 'original',
  collection: 'news',
  revision: '1',
};

/** Query strings a route needs before it looks at the user. */
const QUERY: Readonly<Record<string, string>> = {
  '/api/customer/materials': `?proId=${productByKey('conflux2200E')!.proId}&type=drivers`,
};

function concrete(url: string): string {
  const path = url.replace(/:(\w+)/g, (_all, name: string) => FILL[name] ?? '1');
  return `${path.replace(/\*$/, 'site')}${QUERY[url] ?? ''}`;
}

function isPersonal(answer: LightMyRequestResponse): boolean {
  const vary = String(answer.headers.vary ?? '');
  return (
    String(answer.headers['cache-control'] ?? '').includes('no-store') &&
    /\busertoken\b/i.test(vary)
  );
}

describe('cache headers of answers that depend on who asks', () => {
  const suite = suiteApp('pglite');

  test('when every /api route is asked as nobody, a customer and staff, then answers that differ are no-store and vary on UserToken', async () => {
    const routes = appRoutes(suite.app);
    assert.ok(routes.length > 40, `${routes.length} routes found`);
    const dependent: string[] = [];
    for (const { method, url } of routes) {
      // fresh tokens for each route: logout or a password change ends a session
      const customer = (await registerUser(suite.app)).token;
      const staff = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
      const ask = (token?: string) =>
        suite.app.inject({
          method: method as 'GET',
          url: concrete(url),
          headers: token ? auth(token) : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
      const answers = [await ask(), await ask(customer), await ask(staff)];
      const shapes = answers.map((answer) => `${answer.statusCode} ${answer.body}`);
      const label = `${method} ${url}`;
      for (const answer of answers) assert.ok(answer.statusCode < 500, `${label}: ${answer.body}`);
      if (new Set(shapes).size === 1) continue;
      dependent.push(label);
      answers.forEach((answer, i) => {
        const who = ['nobody', 'a customer', 'staff'][i];
        assert.ok(
          isPersonal(answer),
          `${label} as ${who}: Cache-Control ${answer.headers['cache-control']}, Vary ${answer.headers.vary}`,
        );
      });
    }
    for (const route of KNOWN_PERSONAL) assert.ok(dependent.includes(route), route);
  });

  test('when a personal answer is refused (401, 403), then it is no-store too', async () => {
    const customer = (await registerUser(suite.app)).token;
    for (const [url, headers] of [
      ['/api/user/login/checkLoginStatus', {}],
      ['/api/user/login/checkLoginStatus', auth('not-a-token')],
      ['/api/admin/leads', auth(customer)],
    ] as const) {
      const answer = await suite.app.inject({ url, headers });
      assert.ok([401, 403].includes(answer.statusCode), url);
      assert.ok(isPersonal(answer), `${url}: ${answer.headers['cache-control']}`);
    }
  });
});
