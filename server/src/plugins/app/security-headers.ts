import fp from 'fastify-plugin';
import type { RemotesSnapshot } from '../../remotes/remotes-config';

// Security headers on every answer. The token lives in local storage (docs/site.md §3), so keeping
// injected script out is what protects it: scripts only from this origin and the remote
// origins of remotes.json, never inline or eval. Styles allow 'unsafe-inline' because
// antd's CSS-in-JS injects <style> tags at run time (a nonce would need a per-request
// index.html and every remote's ConfigProvider to carry it). The policy is built once per
// change of remotes.json (app.remotes), not per answer.

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What helmet 8 sends with this site's options (its defaults, with referrer policy
 * strict-origin-when-cross-origin and frames denied; CSP and HSTS are sent below, the
 * embedder policy not at all), written as one object: helmet's chain of connect-style
 * middlewares was a tenth of a small API answer's CPU (checkLoginStatus, issue 25).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

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
    let policyOf: { snapshot: RemotesSnapshot; policy: string } | undefined;
    const policy = () => {
      const snapshot = app.remotes.current();
      if (policyOf?.snapshot !== snapshot) {
        policyOf = { snapshot, policy: contentSecurityPolicy(snapshot.origins) };
      }
      return policyOf.policy;
    };

    app.addHook('onRequest', async (request, reply) => {
      reply.headers(SECURITY_HEADERS);
      reply.header('Content-Security-Policy', policy());
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      // remote builds and public files may be used by a shell on another origin
      if (request.url.startsWith('/remotes/') || request.url.startsWith('/data/file/')) {
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    });
  },
  { name: 'security-headers', dependencies: ['remotes'] },
);
