// One error type with an HTTP status, converted to the {code, msg} envelope in one place
// (plugins/app/error-handler.ts). msg is Chinese and fit to show a user.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly userMessage: string,
  ) {
    super(userMessage);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = '请先登录') => new AppError(401, msg);
export const forbidden = (msg = '没有访问权限') => new AppError(403, msg);
export const notFound = (msg = '资源不存在') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
