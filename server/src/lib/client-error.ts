import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// Requests Node's HTTP parser refuses before Fastify sees them — an unknown method, a
// malformed request line or header, a NUL byte in the URL, headers over 16 KB, a body that
// never arrives — are answered with the same {code, msg} envelope as everything else
// (docs/api.md), written straight to the socket, which then closes: the parser cannot resume.

const MESSAGES: Record<number, string> = {
  400: '请求格式有误',
  408: '请求超时',
  431: '请求头过大',
};

function statusFor(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** The raw response for one client error. */
export function clientErrorResponse(code: string | undefined): string {
  const status = statusFor(code);
  const body = JSON.stringify({ code: String(status), msg: MESSAGES[status] });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's clientErrorHandler option. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // a reset connection has no one left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.end(clientErrorResponse(error.code));
  else socket.destroy();
}

/**
 * An `Expect` header other than 100-continue (`Expect: 999-bogus`): Node would answer a bare
 * 417 on its own; this answers the envelope instead (docs/hostile-input.md R10). Registered
 * on the HTTP server's 'checkExpectation' event, which replaces Node's own answer.
 */
export function expectationFailed(_request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify({ code: '417', msg: '不支持请求头 Expect 的取值' });
  response.writeHead(417, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  response.end(body);
}
