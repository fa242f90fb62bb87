import proxyAddr from '@fastify/proxy-addr';

/** Decides whether a peer address is a proxy whose X-Forwarded-* headers we believe. */
export type TrustProxyFn = (address: string, hop: number) => boolean;

/**
 * Compiles a list of trusted proxies in proxy-addr's notation ('loopback', 'uniquelocal',
 * '10.0.0.0/8', '::1', …). An empty list trusts nobody.
 */
export function compileTrustProxy(trusted: readonly string[]): TrustProxyFn {
  if (trusted.length === 0) return () => false;
  return proxyAddr.compile([...trusted]);
}
