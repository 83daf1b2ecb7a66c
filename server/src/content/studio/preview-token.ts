import { createHmac, timingSafeEqual } from 'node:crypto';

// Preview links: a signed, expiring token naming one document, so a colleague without an
// account can see its draft on the real page. Signed with the database's preview key
// (content_state), so every instance accepts what any instance signed. The token carries no
// text: the draft is read when the page is rendered, so a link shows the latest draft. It
// carries the document's preview epoch: revoking the document's links moves the epoch on
// (preview-links.ts), and a token of an older epoch is refused where it is read.

export interface PreviewClaim {
  documentId: number;
  /** Seconds since the epoch. */
  expires: number;
  /** The document's preview epoch when signed. */
  epoch: number;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function signPreview(secret: string, claim: PreviewClaim): string {
  const payload = Buffer.from(`${claim.documentId}.${claim.expires}.${claim.epoch}`).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The claim of a genuine, unexpired token; undefined for anything else. */
export function verifyPreview(
  secret: string,
  token: string,
  now = Date.now(),
): PreviewClaim | undefined {
  if (token.length > 200) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  // links signed before epochs existed have none: epoch 0, refused once revoked like any other
  const match = /^(\d{1,15})\.(\d{1,12})(?:\.(\d{1,9}))?$/.exec(
    Buffer.from(payload, 'base64url').toString(),
  );
  if (!match) return undefined;
  const claim = {
    documentId: Number(match[1]),
    expires: Number(match[2]),
    epoch: Number(match[3] ?? 0),
  };
  return claim.expires * 1000 > now ? claim : undefined;
}
