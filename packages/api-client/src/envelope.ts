import type { ApiEnvelope } from '@dpu/contracts';

/** An answer of our API: every route answers with an envelope, errors included. */
export function isEnvelope(body: unknown): body is ApiEnvelope {
  return (
    typeof body === 'object' && body !== null && typeof (body as ApiEnvelope).code === 'string'
  );
}
