import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';
import { frontendServerCopy } from '@trovapro/copy';

/** What the stream carrying a chunked body to the API fails with once the body passes the limit. */
class BodyTooLargeError extends Error {}

/** Whether a proxying error (reply-from wraps the cause) comes from a body over the limit. */
export function isBodyTooLarge(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof BodyTooLargeError) return true;
  }
  return false;
}

/** Any reply: a hook's, or the proxy's `onError` one (typed for any server). */
type AnyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

export function sendBodyTooLarge(reply: AnyReply): AnyReply {
  return reply.code(413).type('application/json; charset=utf-8').send({ code: 'payload_too_large', message: frontendServerCopy.payloadTooLarge });
}

/**
 * Passes a body on unchanged until it exceeds `limit` bytes, then fails without forwarding that chunk,
 * so the API only sees a request that was cut short.
 */
function limitBody(payload: Readable, limit: number): Readable {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= limit) return callback(null, chunk);
      // The rest is read and dropped rather than the request destroyed: that would close the socket
      // before the 413 could be written.
      payload.unpipe(limited);
      payload.resume();
      callback(new BodyTooLargeError(`body larger than ${limit} bytes`));
    },
  });
  payload.once('error', (error) => limited.destroy(error));
  return payload.pipe(limited);
}

/**
 * Refuses, in the proxy's scope, a body larger than the API accepts: up front by Content-Length, and
 * while streaming for a chunked one (the proxy's `onError` turns that failure into the 413). Otherwise
 * the API answers 413 and closes while the body is still being sent, which reaches the client as a 502.
 */
export function registerApiBodyLimit(scope: FastifyInstance, limit: number): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (Number(request.headers['content-length']) > limit) return sendBodyTooLarge(reply);
  });
  scope.addHook('preParsing', async (request, _reply, payload) =>
    request.headers['transfer-encoding'] === undefined ? payload : limitBody(payload, limit),
  );
}
