import { TOKEN_HEADER } from '@dpu/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentUser } from '../../accounts/account-service';
import type { SessionUser } from '../../accounts/sessions-repository';
import { forbidden, unauthorized } from '../../lib/app-error';
import { assertStaffMay } from '../../staff-roles/staff-guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's user, set by requireUser / requireAdmin. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid UserToken or '401' (docs/api.md Envelope). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler: a valid token of a staff (userType 'admin') account, enabled, whose roles
     * open the route (staff-roles/route-roles.ts), else '401' / '403'.
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The token's user when there is a valid one, else null; never throws on a bad token. */
    optionalUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
}

const HEADER = TOKEN_HEADER.toLowerCase();
/** Set on a request whose token was read: its answer depends on who asks. */
const READ_TOKEN = Symbol('readToken');
type Marked = FastifyRequest & { [READ_TOKEN]?: true };

/**
 * docs/site.md §3: the token travels in the header UserToken. Reading it marks the answer as
 * personal: it goes out with `Cache-Control: no-store` and `Vary: UserToken`, whether it is
 * the user's data, a 401 or a 403, so no shared cache keeps it for the next client
 * (docs/hostile-input.md round two, finding 6). Every route that depends on who asks reads
 * the token through here (requireUser, requireAdmin, optionalUser).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  (request as Marked)[READ_TOKEN] = true;
  const value = request.headers[HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The signed-in user of a route behind requireUser or requireAdmin (typed, so a route never
 * writes `request.user!`); '401' if a route without either asks.
 */
export function requestUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized('登录已失效，请重新登录');
  return request.user;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('staffRoles', null);
    app.addHook('onSend', async (request, reply, payload) => {
      if (!(request as Marked)[READ_TOKEN]) return payload;
      if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
        reply.header('Cache-Control', 'no-store');
      }
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/\busertoken\b/i.test(vary)) {
        reply.header('Vary', vary ? `${vary}, ${TOKEN_HEADER}` : TOKEN_HEADER);
      }
      return payload;
    });

    const optionalUser = async (request: FastifyRequest) => {
      request.user = (await currentUser(app.deps, tokenOf(request))) ?? null;
      return request.user;
    };
    app.decorate('optionalUser', optionalUser);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await optionalUser(request))) throw unauthorized('登录已失效，请重新登录');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await optionalUser(request);
      if (!user) throw unauthorized('登录已失效，请重新登录');
      if (user.userType !== 'admin') throw forbidden('仅限管理员操作');
      await assertStaffMay(request, app.repos.staff, user.id);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
