import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
export type LogStream = NonNullable<LoggerOptions['stream']>;

/**
 * Pino through Fastify. Bodies are never logged (no serializer includes them); headers that carry
 * credentials are redacted wherever they appear, in case a log call ever includes headers.
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: LogStream): LoggerOptions {
  return {
    level: config.logLevel,
    ...(stream === undefined ? {} : { stream }),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * One line per request, written when the answer is sent: method, path, status, time in ms
 * (instead of Fastify's two lines carrying the whole request). The query string is left out:
 * it may carry tokens.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url.split('?', 1)[0],
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * An email address as a log line may hold it: the first letter of the mailbox and the domain
 * (`a***@example.it`), enough to tell attempts apart without keeping the address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
