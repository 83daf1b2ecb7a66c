import type { ApiEnvelope } from '@dpu/contracts';
import { isSuccess, postJson } from './client';

// The one client error model: a call that did not work is an ApiFailure — the server's code
// ('network' when no answer came back) and a Chinese message fit to show. A form gets it as
// a SubmitResult (submitJson); a query or staff call throws it as an ApiError (TanStack
// Query reads a throw as its error). Both come from settleAnswer, so both read the same way.

/** Why a call did not work, fit to show as it is. */
export interface ApiFailure {
  code: string;
  message: string;
}

/** An ApiFailure thrown, for callers whose failures are throws. */
export class ApiError extends Error implements ApiFailure {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What sending a form answers: done (with the answer's data), or why not, fit to show. */
export type SubmitResult<T = unknown> = { ok: true; data?: T } | ({ ok: false } & ApiFailure);

/** The messages of a form's failures; the server's own `msg` wins over all of them. */
export interface SubmitMessages {
  /** An error answer without a message of its own (and without an entry in `byCode`). */
  failed: string;
  /** No answer at all (offline, timeout). */
  network: string;
  /** Messages for error codes the server sends without a text, e.g. '413' → file too large. */
  byCode?: Readonly<Record<string, string>>;
}

/**
 * POSTs a form's body (JSON or FormData) and turns the envelope into a SubmitResult: the one
 * way every form of the site sends. Never throws; the code is 'network' when nothing came back.
 */
export function submitJson<T>(
  url: string,
  body: unknown,
  messages: SubmitMessages,
): Promise<SubmitResult<T>> {
  return settleAnswer(() => postJson<T>(url, body), messages);
}

/**
 * Any call's answer as a SubmitResult: the data of a '200', otherwise the failure with the
 * server's message (else the code's, else `failed`); 'network' when nothing came back.
 */
export async function settleAnswer<T>(
  call: () => Promise<ApiEnvelope<T>>,
  messages: SubmitMessages,
): Promise<SubmitResult<T>> {
  try {
    const answer = await call();
    if (isSuccess(answer)) return { ok: true, data: answer.data };
    const code = answer?.code ?? '500';
    return { ok: false, code, message: answer?.msg || messages.byCode?.[code] || messages.failed };
  } catch {
    return { ok: false, code: 'network', message: messages.network };
  }
}
