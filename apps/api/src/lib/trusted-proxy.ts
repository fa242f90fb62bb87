import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * A header that only a proxy may set (the visitor's country): read only when the peer that connected
 * is one of `TRUST_PROXY`, so a client talking to the API directly cannot set it for itself.
 */
export function trustedHeaderReader(trustProxy: Config['trustProxy']) {
  const trusted = trustProxy === false || trustProxy.length === 0 ? () => false : proxyAddr.compile(trustProxy);
  return (request: FastifyRequest, name: string): string | string[] | undefined => {
    const peer = request.socket.remoteAddress;
    return peer !== undefined && trusted(peer, 0) ? request.headers[name] : undefined;
  };
}
