import type { AppLinks } from './app-links.ts';

/** Settings every frontend server reads from its environment (through its own `server/config.ts`). */
export interface FrontendServerConfig {
  /** PUBLIC_SITE_URL, ADMIN_CONSOLE_URL, CHECKOUT_URL: the same variables the API reads. */
  links: AppLinks;
  port: number;
  host: string;
  apiUrl: string;
  /** Proxies whose X-Forwarded-* headers are believed (proxy-addr notation). Empty: none. */
  trustProxy: string[];
  hsts: boolean;
  logLevel: LogLevel;
  /** COUNTRY_HEADER, lower-cased: the trusted proxy's header with the visitor's country (analytics), as the API reads it. */
  countryHeader: string;
}

/** The server options every frontend takes straight from its config (each adds its pages, framing and CSP). */
export function serverOptionsFrom(config: FrontendServerConfig) {
  return {
    apiUrl: config.apiUrl,
    links: config.links,
    hsts: config.hsts,
    trustProxy: config.trustProxy,
    countryHeader: config.countryHeader,
    logger: { level: config.logLevel },
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function readPort(env: Env, fallback: number): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`PORT must be a port number (0-65535), got "${raw}"`);
  return port;
}

function readUrl(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.origin;
}

function readTrustProxy(env: Env): string[] {
  const raw = read(env, 'TRUST_PROXY') ?? 'loopback';
  if (['false', 'none', '0'].includes(raw.toLowerCase())) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function readCountryHeader(env: Env): string {
  const header = (read(env, 'COUNTRY_HEADER') ?? 'cf-ipcountry').toLowerCase();
  if (!/^[a-z0-9-]+$/.test(header)) throw new Error(`COUNTRY_HEADER must be an HTTP header name, got "${header}"`);
  return header;
}

function readLogLevel(env: Env): LogLevel {
  const raw = read(env, 'LOG_LEVEL') ?? 'warn';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw as LogLevel;
}

/**
 * Validates PUBLIC_SITE_URL, ADMIN_CONSOLE_URL, CHECKOUT_URL, PORT, HOST, API_URL, TRUST_PROXY (comma-separated, 'none' for nobody), HSTS,
 * LOG_LEVEL and COUNTRY_HEADER; throws with the variable's name on a bad value so a misconfigured server never starts.
 */
export function parseFrontendServerConfig(env: Env, defaults: { port: number }): FrontendServerConfig {
  return {
    links: {
      publicSiteUrl: readUrl(env, 'PUBLIC_SITE_URL', 'http://localhost:3000'),
      adminConsoleUrl: readUrl(env, 'ADMIN_CONSOLE_URL', 'http://localhost:3001'),
      checkoutUrl: readUrl(env, 'CHECKOUT_URL', 'http://localhost:3002'),
    },
    port: readPort(env, defaults.port),
    host: read(env, 'HOST') ?? '127.0.0.1',
    apiUrl: readUrl(env, 'API_URL', 'http://127.0.0.1:3003'),
    trustProxy: readTrustProxy(env),
    hsts: readBoolean(env, 'HSTS', false),
    logLevel: readLogLevel(env),
    countryHeader: readCountryHeader(env),
  };
}
