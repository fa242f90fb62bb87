import { apiAnalytics } from '@trovapro/copy';

const SOURCE_MAX = 100;

/**
 * Where a visit comes from: its utm source, else the referrer's host (without `www.`), else
 * 'Diretto'. A referrer on one of our own hosts is internal navigation, not a source.
 */
export function trafficSource(
  { utmSource, referrer }: { utmSource?: string | undefined; referrer?: string | undefined },
  internalHosts: ReadonlySet<string>,
): string {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return utm.slice(0, SOURCE_MAX);
  const url = referrer ? URL.parse(referrer.trim()) : null;
  if (url !== null && (url.protocol === 'http:' || url.protocol === 'https:')) {
    const host = url.hostname.toLowerCase();
    if (host !== '' && !internalHosts.has(host)) return host.replace(/^www\./, '').slice(0, SOURCE_MAX);
  }
  return apiAnalytics.directSource;
}

/** The hosts of the configured site URLs (and their `www.` twins). */
export function internalHostsOf(urls: readonly string[]): Set<string> {
  const hosts = new Set<string>();
  for (const value of urls) {
    const host = URL.parse(value)?.hostname.toLowerCase();
    if (!host) continue;
    hosts.add(host);
    hosts.add(host.startsWith('www.') ? host.slice(4) : `www.${host}`);
  }
  return hosts;
}

/** A two-letter country from the trusted proxy header; Cloudflare's XX (unknown) and T1 (Tor) are not countries. */
export function countryOf(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (value === undefined || !/^[A-Z]{2}$/.test(value) || value === 'XX' || value === 'T1') return null;
  return value;
}
