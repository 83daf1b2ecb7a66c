import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { RemotesSnapshot } from '../../remotes/remotes-config';

// Security headers on every answer. The token lives in local storage (docs/site.md §3), so keeping
// injected script out is what protects it: scripts only from this origin and the remote
// origins of remotes.json, never inline or eval. Styles allow 'unsafe-inline' because
// antd's CSS-in-JS injects <style> tags at run time (a nonce would need a per-request
// index.html and every remote's ConfigProvider to carry it). The policy is built once per
// change of remotes.json (app.remotes), not per answer.

const HSTS = 'max-age=31536000; includeSubDomains';

export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const withRemotes = (...sources: string[]) => [...sources, ...remoteOrigins];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', withRemotes("'self'")],
    ['style-src', withRemotes("'self'", "'unsafe-inline'")],
    ['img-src', withRemotes("'self'", 'data:', 'blob:')],
    ['connect-src', withRemotes("'self'")],
    ['font-src', ["'self'", 'data:']],
    ['media-src', withRemotes("'self'", 'blob:')],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';');
}

export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      // sent below, from the policy of the current remotes.json
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // sent below, only for requests that came over HTTPS
      hsts: false,
      crossOriginEmbedderPolicy: false,
    });

    let policyOf: { snapshot: RemotesSnapshot; policy: string } | undefined;
    const policy = () => {
      const snapshot = app.remotes.current();
      if (policyOf?.snapshot !== snapshot) {
        policyOf = { snapshot, policy: contentSecurityPolicy(snapshot.origins) };
      }
      return policyOf.policy;
    };

    app.addHook('onRequest', async (request, reply) => {
      reply.header('Content-Security-Policy', policy());
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      // remote builds and public files may be used by a shell on another origin
      if (request.url.startsWith('/remotes/') || request.url.startsWith('/data/file/')) {
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    });
  },
  { name: 'helmet', dependencies: ['remotes'] },
);
