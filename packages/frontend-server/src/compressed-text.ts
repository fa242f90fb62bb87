import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** The best encoding the request accepts: brotli, then gzip (a `q=0` refuses one), else none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return null;
}

/**
 * A text answer served many times from a cache (server-rendered pages), compressed at most once per
 * encoding instead of on every request: the run-time compression of the frontend server skips an answer
 * that already has its Content-Encoding.
 */
export class CompressedText {
  readonly text: string;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(text: string) {
    this.text = text;
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.text.length } })
          : gzipSync(this.text, { level: 6 });
      this.#encoded.set(encoding, body);
    }
    return body;
  }

  /** Sends the text in the best encoding the request accepts; the reply's status and type are the caller's. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(this.text);
    return reply.header('content-encoding', encoding).send(this.encoded(encoding));
  }
}
