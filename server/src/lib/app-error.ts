// One error type with an HTTP status, converted to the {code, msg} envelope in one place
// (plugins/app/error-handler.ts). msg is Chinese and fit to show a user.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly userMessage: string,
    /** Extra response headers (e.g. Retry-After on 429). */
    readonly headers: Record<string, string> = {},
    /** A form's bad fields by name, each with its message (the answer's `fields`). */
    readonly fields?: Record<string, string>,
  ) {
    super(userMessage);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
/** Several fields wrong at once; msg is the first field's message. */
export const badFields = (fields: Record<string, string>, status = 400) =>
  new AppError(status, Object.values(fields)[0] ?? '请求参数有误', {}, fields);
export const unauthorized = (msg = '请先登录') => new AppError(401, msg);
export const forbidden = (msg = '没有访问权限') => new AppError(403, msg);
export const notFound = (msg = '资源不存在') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooLarge = (msg = '上传内容过大') => new AppError(413, msg);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, '请求过于频繁，请稍后再试', { 'Retry-After': String(retryAfterSeconds) });
export const serviceUnavailable = (retryAfterSeconds: number, msg = '服务暂不可用，请稍后再试') =>
  new AppError(503, msg, { 'Retry-After': String(retryAfterSeconds) });
