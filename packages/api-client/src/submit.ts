import { isSuccess, postJson } from './client';

/** What sending a form answers: done (with the answer's data), or why not, fit to show. */
export type SubmitResult<T = unknown> =
  { ok: true; data?: T } | { ok: false; code: string; message: string };

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
export async function submitJson<T>(
  url: string,
  body: unknown,
  messages: SubmitMessages,
): Promise<SubmitResult<T>> {
  try {
    const answer = await postJson<T>(url, body);
    if (isSuccess(answer)) return { ok: true, data: answer.data };
    const code = answer?.code ?? '500';
    return { ok: false, code, message: answer?.msg || messages.byCode?.[code] || messages.failed };
  } catch {
    return { ok: false, code: 'network', message: messages.network };
  }
}
