import type { AppConfig } from '../config';

/** pino's options for the app and the cluster's primary process: one format, one level. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: ['req.headers.usertoken', 'req.headers.authorization'],
  };
}
