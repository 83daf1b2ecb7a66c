import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error';
import { findForbiddenCharacter } from '../../lib/control-characters';
import { FIELD_LABELS } from '../../lib/validation-message';

// Every /api route: a control character (or a lone surrogate) in any string of the path
// parameters, the query or the body is a 400 naming the field, before any use case runs —
// so nothing of the kind is ever stored, mailed or logged as data (lib/control-characters).

/**
 * Form fields that are multi-line text: they may hold tabs and line breaks (the content
 * studio's document text, Markdown body and fields among them).
 */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'message',
  'remark',
  'reason',
  'text',
  'body',
  'fields',
  // a support release's notes and announcement (routes/api/materials/staff.ts)
  'releaseNotes',
  'announcement',
]);

function fieldName(path: (string | number)[]): string {
  const [top] = path;
  // the wildcard parameter of a route (or of the 404 handler) is the path itself
  if (top === '*') return '请求地址';
  if (path.length === 1 && typeof top === 'string' && FIELD_LABELS[top]) return FIELD_LABELS[top];
  const shown = path.slice(0, 6).join('.');
  return path.length > 6 ? `${shown}…` : shown || '请求内容';
}

export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = findForbiddenCharacter(part, MULTI_LINE_FIELDS);
    if (path) throw badRequest(`请求参数有误：${fieldName(path)}含有不允许的控制字符`);
  }
}
