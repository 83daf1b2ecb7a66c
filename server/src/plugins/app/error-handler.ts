import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { AppError } from '../../lib/app-error';
import { validationMessage } from '../../lib/validation-message';

const STATUS_MESSAGES: Record<number, string> = {
  400: '请求参数有误',
  401: '请先登录',
  403: '没有访问权限',
  404: '请求的资源不存在',
  405: '不支持的请求方式',
  409: '数据冲突',
  413: '上传内容过大',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后再试',
  500: '服务器内部错误，请稍后再试',
  503: '服务暂不可用，请稍后再试',
};

function messageFor(status: number): string {
  return STATUS_MESSAGES[status] ?? STATUS_MESSAGES[status >= 500 ? 500 : 400] ?? '请求失败';
}

/**
 * One place turns every error into the {code, msg} envelope (docs/api.md): the HTTP status
 * and code agree, msg is Chinese, and no stack trace, SQL or path ever reaches a client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      let status = 500;
      let msg: string;
      let fields: Record<string, string> | undefined;
      if (error instanceof AppError) {
        status = error.statusCode;
        msg = error.userMessage;
        fields = error.fields;
        reply.headers(error.headers);
      } else if (error.validation) {
        status = 400;
        msg = validationMessage(error.validation[0]);
      } else if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        status = 413;
        msg = '文件不能超过 10 MB';
      } else if (
        typeof error.statusCode === 'number' &&
        error.statusCode >= 400 &&
        error.statusCode < 500
      ) {
        status = error.statusCode;
        msg = messageFor(status);
      } else {
        msg = messageFor(500);
      }
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // a page's own query refused while it renders: the page reports it (ssr/page-service)
      else if (app.isInternalRequest?.(request))
        request.log.debug({ status }, 'refused in-process');
      else request.log.info({ status, reason: error.message }, 'request rejected');
      return reply
        .status(status)
        .send({ code: String(status), msg, ...(fields ? { fields } : {}) });
    });
  },
  { name: 'error-handler' },
);
