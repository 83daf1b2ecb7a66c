import { TOKEN_HEADER } from '@dpu/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentUser } from '../../accounts/account-service';
import type { SessionUser } from '../../accounts/sessions-repository';
import { forbidden, unauthorized } from '../../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's user, set by requireUser / requireAdmin. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid UserToken or '401' (docs/api.md Envelope). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a valid token of a userType 'admin' user, else '401' / '403'. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The token's user when there is a valid one, else null; never throws on a bad token. */
    optionalUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
}

const HEADER = TOKEN_HEADER.toLowerCase();

/** docs/site.md §3: the token travels in the header UserToken. */
export function tokenOf(request: FastifyRequest): string | undefined {
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
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
