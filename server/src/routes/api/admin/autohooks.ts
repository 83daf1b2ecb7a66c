import type { FastifyInstance } from 'fastify';

/**
 * Guards the whole admin folder (fastify/demo's autohooks): every staff call needs a
 * token of a userType 'admin' user — '401' without a valid token, '403' for others —
 * checked before the body is even read.
 */
export function adminHooks(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireAdmin);
}
