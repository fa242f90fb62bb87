import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { legalPlaceholders } from '@trovapro/copy';
import { isValidEmail, moneyToCents, parseMoney, parseVatRate, type Money } from '@trovapro/domain';

/** The embedded database runs in memory (tests) instead of a data folder. */
export const IN_MEMORY_PGLITE = 'memory://';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

export const ADMIN_PASSWORD_MIN_LENGTH = 10;
export const SESSION_SECRET_MIN_LENGTH = 32;

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface AdminSeed {
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

/** Set when OPENAI_API_KEY is: the AI provider uses OpenAI; otherwise the built-in Italian analyzer. */
export interface OpenAiConfig {
  readonly apiKey: string;
  readonly model: string;
  readonly baseUrl: string | undefined;
}

/**
 * Set when the three Stripe keys are: card payments through Stripe (webhooks at /api/webhooks/stripe);
 * otherwise the built-in test gateway.
 */
export interface StripeConfig {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Base URL of the Stripe API (tests point it at a local fake); unset: Stripe's own. */
  readonly apiUrl: string | undefined;
}

/** Set when POSTMARK_SERVER_TOKEN is: emails go out through Postmark; otherwise to the API log. */
export interface PostmarkConfig {
  readonly serverToken: string;
  /** Base URL of the Postmark API (tests point it at a local fake); unset: Postmark's own. */
  readonly apiUrl: string | undefined;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Set: a real PostgreSQL. Unset: the embedded PGlite in `pgliteDataDir`. */
  readonly databaseUrl: string | undefined;
  /** Absolute folder, or `memory://`. */
  readonly pgliteDataDir: string;
  /** METRICS_TOKEN: `GET /metrics` (Prometheus) answers only with `Authorization: Bearer <token>`; unset: no endpoint. */
  readonly metricsToken: string | undefined;
  /** DATABASE_POOL_MAX: connections of this instance's pool (instances × this ≤ PostgreSQL's max_connections). */
  readonly databasePoolMax: number;
  /** Unset: generated once and kept in the database (table app_secrets). */
  readonly sessionSecret: string | undefined;
  /** Passed to Fastify `trustProxy` (proxy-addr); `false` trusts no proxy. */
  readonly trustProxy: string[] | false;
  /** Both ADMIN_EMAIL and ADMIN_PASSWORD set: the admin created or updated at start. */
  readonly admin: AdminSeed | undefined;
  readonly publicSiteUrl: string;
  readonly adminConsoleUrl: string;
  readonly checkoutUrl: string;
  readonly logLevel: LogLevel;
  readonly nodeEnv: NodeEnv;
  readonly openai: OpenAiConfig | undefined;
  readonly postmark: PostmarkConfig | undefined;
  /** The From of every email, `Name <address>` or a bare address. */
  readonly emailFrom: string;
  readonly supportEmail: string;
  /** Lowercase name of the trusted proxy header carrying the visitor's country (analytics). */
  readonly countryHeader: string;
  readonly stripe: StripeConfig | undefined;
  /** A sent lead not bought within this many hours costs 50% less. */
  readonly leadDiscountAfterHours: number;
  /** How many businesses may buy one lead. */
  readonly leadMaxBuyers: number;
  /** The highest price an admin may give a lead, in the API's money format ("500.00"). */
  readonly leadMaxPrice: Money;
  /** Serve the OpenAPI UI and JSON at /api/docs (API_DOCS; on by default outside production). */
  readonly apiDocs: boolean;
  /**
   * The embedded default's demo: partner businesses and leads, and an admin with a random password.
   * Only on the embedded database and never in production.
   */
  readonly demoData: boolean;
  /** Who runs the service and how personal data is kept (`GET /api/legal`, privacy notice, terms). */
  readonly legal: LegalConfig;
  /** How the admins hear of new leads (ADMIN_NOTIFY, ADMIN_NOTIFY_EMAIL). */
  readonly adminNotify: AdminNotifyConfig;
  /** VAT_RATE: the IVA included in every lead price, in hundredths of a percent (2200 = 22 %), for the receipts. */
  readonly vatRate: number;
  /** PARTNER_APPROVAL_DAYS: the working days within which a confirmed sign-up is promised an answer. */
  readonly partnerApprovalDays: number;
}

/** `each`: one email per new lead; `digest`: one a day (08:00 Rome) listing the day's leads; `off`: none. */
export const ADMIN_NOTIFY_MODES = ['each', 'digest', 'off'] as const;
export type AdminNotifyMode = (typeof ADMIN_NOTIFY_MODES)[number];

export interface AdminNotifyConfig {
  readonly mode: AdminNotifyMode;
  /** ADMIN_NOTIFY_EMAIL (comma-separated); empty: every admin's address. */
  readonly recipients: readonly string[];
}

/** COMPANY_NAME, COMPANY_VAT, COMPANY_ADDRESS, PRIVACY_EMAIL (required in production), LEAD_RETENTION_MONTHS. */
export interface LegalConfig {
  readonly companyName: string;
  readonly companyVat: string;
  readonly companyAddress: string;
  readonly privacyEmail: string;
  /** Months after which a lead's personal data is anonymised by the daily retention job (default 24). */
  readonly leadRetentionMonths: number;
}

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The workspace root (where pnpm-workspace.yaml is), or the working directory outside a checkout. */
export function findRepoRoot(startDir: string = import.meta.dirname): string {
  let dir = startDir;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** The only reader of the environment. Every problem is collected, then reported at once. */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const port = parsePort(read('PORT') ?? '3003', problems);
  const host = read('HOST') ?? '127.0.0.1';

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const dataDirSetting = read('PGLITE_DATA_DIR') ?? '.data/pglite';
  const pgliteDataDir = dataDirSetting === IN_MEMORY_PGLITE || isAbsolute(dataDirSetting) ? dataDirSetting : resolve(repoRoot, dataDirSetting);

  const sessionSecret = read('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < SESSION_SECRET_MIN_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters long`);
  }

  const trustProxy = parseTrustProxy(read('TRUST_PROXY') ?? 'loopback', problems);
  const admin = parseAdminSeed(read('ADMIN_EMAIL'), read('ADMIN_PASSWORD'), read('ADMIN_NAME') ?? 'Admin', problems);

  const publicSiteUrl = parseUrl('PUBLIC_SITE_URL', read('PUBLIC_SITE_URL') ?? 'http://localhost:3000', problems);
  const adminConsoleUrl = parseUrl('ADMIN_CONSOLE_URL', read('ADMIN_CONSOLE_URL') ?? 'http://localhost:3001', problems);
  const checkoutUrl = parseUrl('CHECKOUT_URL', read('CHECKOUT_URL') ?? 'http://localhost:3002', problems);

  const logLevel = parseChoice('LOG_LEVEL', read('LOG_LEVEL') ?? 'info', LOG_LEVELS, problems);
  const nodeEnv = parseChoice('NODE_ENV', read('NODE_ENV') ?? 'development', NODE_ENVS, problems);

  const openaiApiKey = read('OPENAI_API_KEY');
  const openaiBaseUrl = read('OPENAI_BASE_URL');
  const openai: OpenAiConfig | undefined =
    openaiApiKey === undefined
      ? undefined
      : {
          apiKey: openaiApiKey,
          model: read('OPENAI_MODEL') ?? 'gpt-4o-mini',
          baseUrl: openaiBaseUrl === undefined ? undefined : parseUrl('OPENAI_BASE_URL', openaiBaseUrl, problems),
        };

  const postmarkServerToken = read('POSTMARK_SERVER_TOKEN');
  const postmarkApiUrl = read('POSTMARK_API_URL');
  const postmark: PostmarkConfig | undefined =
    postmarkServerToken === undefined
      ? undefined
      : {
          serverToken: postmarkServerToken,
          apiUrl: postmarkApiUrl === undefined ? undefined : parseUrl('POSTMARK_API_URL', postmarkApiUrl, problems),
        };

  const emailFrom = read('EMAIL_FROM') ?? 'TrovaPro <noreply@trovapro.it>';
  if (!isValidSender(emailFrom)) problems.push(`EMAIL_FROM must be an address or "Name <address>" (got "${emailFrom}")`);
  const supportEmail = read('SUPPORT_EMAIL') ?? 'supporto@trovapro.it';
  if (!isValidEmail(supportEmail)) problems.push(`SUPPORT_EMAIL is not a valid email address (got "${supportEmail}")`);
  const countryHeader = (read('COUNTRY_HEADER') ?? 'cf-ipcountry').toLowerCase();
  if (!/^[a-z0-9-]+$/.test(countryHeader)) problems.push(`COUNTRY_HEADER must be an HTTP header name (got "${countryHeader}")`);

  const stripe = parseStripe(read, problems);
  const leadDiscountAfterHours = parseIntegerSetting('LEAD_DISCOUNT_AFTER_HOURS', read('LEAD_DISCOUNT_AFTER_HOURS') ?? '48', 1, 8760, problems);
  const leadMaxBuyers = parseIntegerSetting('LEAD_MAX_BUYERS', read('LEAD_MAX_BUYERS') ?? '3', 1, 100, problems);
  const metricsToken = read('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 32) problems.push('METRICS_TOKEN must be at least 32 characters');
  const databasePoolMax = parseIntegerSetting('DATABASE_POOL_MAX', read('DATABASE_POOL_MAX') ?? '10', 1, 1000, problems);
  const leadMaxPrice = parseMaxPrice(read('LEAD_MAX_PRICE') ?? '500', problems);
  const vatRate = parseVatRate(read('VAT_RATE') ?? '22');
  if (vatRate === null) problems.push(`VAT_RATE must be a percentage from 0 to 99.99, e.g. 22 or 10,5 (got "${read('VAT_RATE')}")`);
  const apiDocs = parseBoolean('API_DOCS', read('API_DOCS'), nodeEnv !== 'production', problems);
  const privacyEmail = read('PRIVACY_EMAIL') ?? legalPlaceholders.privacyEmail;
  if (!isValidEmail(privacyEmail)) problems.push(`PRIVACY_EMAIL is not a valid email address (got "${privacyEmail}")`);
  const legal: LegalConfig = {
    companyName: read('COMPANY_NAME') ?? legalPlaceholders.companyName,
    companyVat: read('COMPANY_VAT') ?? legalPlaceholders.companyVat,
    companyAddress: read('COMPANY_ADDRESS') ?? legalPlaceholders.companyAddress,
    privacyEmail,
    leadRetentionMonths: parseIntegerSetting('LEAD_RETENTION_MONTHS', read('LEAD_RETENTION_MONTHS') ?? '24', 1, 120, problems),
  };

  const notifyRecipients = (read('ADMIN_NOTIFY_EMAIL') ?? '')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address !== '');
  for (const address of notifyRecipients) {
    if (!isValidEmail(address)) problems.push(`ADMIN_NOTIFY_EMAIL holds an address that is not valid (got "${address}")`);
  }
  const partnerApprovalDays = parseIntegerSetting('PARTNER_APPROVAL_DAYS', read('PARTNER_APPROVAL_DAYS') ?? '2', 1, 30, problems);
  const adminNotify: AdminNotifyConfig = {
    mode: parseChoice('ADMIN_NOTIFY', read('ADMIN_NOTIFY') ?? 'each', ADMIN_NOTIFY_MODES, problems),
    recipients: [...new Set(notifyRecipients)],
  };

  if (nodeEnv === 'production') {
    for (const [name, why] of PRODUCTION_REQUIRED) {
      if (read(name) === undefined) problems.push(`${name} is required with NODE_ENV=production (${why})`);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    databaseUrl,
    pgliteDataDir,
    databasePoolMax,
    metricsToken,
    sessionSecret,
    trustProxy,
    admin,
    publicSiteUrl,
    adminConsoleUrl,
    checkoutUrl,
    logLevel,
    nodeEnv,
    openai,
    postmark,
    emailFrom,
    supportEmail,
    countryHeader,
    stripe,
    leadDiscountAfterHours,
    leadMaxBuyers,
    leadMaxPrice,
    apiDocs,
    demoData: databaseUrl === undefined && nodeEnv !== 'production',
    legal,
    adminNotify,
    vatRate: vatRate ?? 0,
    partnerApprovalDays,
  };
}

/**
 * What production may not run without: each embedded default is a test part (a database in a folder,
 * a session key kept beside the data, a gateway that gives leads away for card 4242…, emails — codes and
 * customers' contacts — printed to the log). OpenAI stays optional: the built-in analyzer and writer are real.
 */
const PRODUCTION_REQUIRED = [
  ['DATABASE_URL', 'a real PostgreSQL, not the embedded database'],
  ['SESSION_SECRET', 'the key that signs admin sessions, kept outside the database'],
  ['STRIPE_SECRET_KEY', 'card payments through Stripe, not the built-in test gateway'],
  ['STRIPE_PUBLISHABLE_KEY', 'card payments through Stripe, not the built-in test gateway'],
  ['STRIPE_WEBHOOK_SECRET', 'signed Stripe webhooks'],
  ['POSTMARK_SERVER_TOKEN', 'emails through Postmark, never printed to the log'],
  ['COMPANY_NAME', 'the data controller named in the privacy notice and the terms'],
  ['COMPANY_VAT', 'the partita IVA shown in the privacy notice and the terms'],
  ['COMPANY_ADDRESS', 'the registered office shown in the privacy notice and the terms'],
  ['PRIVACY_EMAIL', 'where people write to exercise their privacy rights'],
] as const;

/**
 * What an operator should hear about at start in production, though it may be deliberate
 * (a staging deployment on Stripe's test keys, links to a local host).
 */
export function productionWarnings(config: Config): string[] {
  if (config.nodeEnv !== 'production') return [];
  const warnings: string[] = [];
  if (config.stripe?.secretKey.startsWith('sk_test_')) warnings.push('STRIPE_SECRET_KEY is a test key: no real payment is taken');
  for (const [name, url] of [
    ['PUBLIC_SITE_URL', config.publicSiteUrl],
    ['ADMIN_CONSOLE_URL', config.adminConsoleUrl],
    ['CHECKOUT_URL', config.checkoutUrl],
  ] as const) {
    if (!url.startsWith('https://')) warnings.push(`${name} is ${url}: emails and the admin's origin check use it; set the public https URL`);
  }
  return warnings;
}

/** `noreply@x.it` or `TrovaPro <noreply@x.it>` (no line breaks: it becomes a header). */
function isValidSender(value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const named = /^[^<>]+<([^<>]+)>$/.exec(value);
  return isValidEmail(named?.[1] ?? value);
}

const STRIPE_KEYS = [
  ['STRIPE_SECRET_KEY', /^(sk|rk)_/],
  ['STRIPE_PUBLISHABLE_KEY', /^pk_/],
  ['STRIPE_WEBHOOK_SECRET', /^whsec_/],
] as const;

/** All three Stripe keys, or none (the built-in test gateway). */
function parseStripe(read: (name: string) => string | undefined, problems: string[]): StripeConfig | undefined {
  const [secretKey, publishableKey, webhookSecret] = STRIPE_KEYS.map(([name]) => read(name));
  const apiUrl = read('STRIPE_API_URL');
  if (secretKey === undefined && publishableKey === undefined && webhookSecret === undefined) {
    if (apiUrl !== undefined) problems.push('STRIPE_API_URL is used only with the Stripe keys');
    return undefined;
  }
  if (secretKey === undefined || publishableKey === undefined || webhookSecret === undefined) {
    problems.push(`${STRIPE_KEYS.map(([name]) => name).join(', ')} must be set together (or none of them)`);
    return undefined;
  }
  for (const [name, prefix] of STRIPE_KEYS) {
    if (!prefix.test(read(name) ?? '')) problems.push(`${name} does not look like a Stripe key (expected ${prefix.source.slice(1)}…)`);
  }
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    apiUrl: apiUrl === undefined ? undefined : parseUrl('STRIPE_API_URL', apiUrl, problems),
  };
}

function parseIntegerSetting(name: string, value: string, min: number, max: number, problems: string[]): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    problems.push(`${name} must be an integer between ${min} and ${max} (got "${value}")`);
  }
  return number;
}

/** Euros, "500" or "500.00" (a dot before the cents): above 0 and within a lead's numeric(10,2). */
function parseMaxPrice(value: string, problems: string[]): Money {
  const money = /^\d{1,8}(\.\d{1,2})?$/.test(value) ? parseMoney(value) : null;
  if (money === null || moneyToCents(money) === 0) {
    problems.push(`LEAD_MAX_PRICE must be an amount in euros above 0, such as 500 or 499.99 (got "${value}")`);
    return '0.00';
  }
  return money;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (value === undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return fallback;
}

function parsePort(value: string, problems: string[]): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    problems.push(`PORT must be an integer between 1 and 65535 (got "${value}")`);
  }
  return port;
}

function parseTrustProxy(value: string, problems: string[]): string[] | false {
  if (value === 'false') return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const validAddress = PROXY_KEYWORDS.includes(entry) || (address !== undefined && isIP(address) !== 0);
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && rest.length === 0);
    if (!validAddress || !validPrefix) {
      problems.push(`TRUST_PROXY entry "${entry}" is not an IP, a CIDR or one of ${PROXY_KEYWORDS.join(', ')} (or use "false")`);
    }
  }
  return entries;
}

function parseAdminSeed(email: string | undefined, password: string | undefined, name: string, problems: string[]): AdminSeed | undefined {
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined || password === undefined) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    return undefined;
  }
  if (!isValidEmail(email)) problems.push('ADMIN_EMAIL is not a valid email address');
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`);
  }
  return { email: email.toLowerCase(), password, name };
}

function parseUrl(name: string, value: string, problems: string[]): string {
  const url = URL.parse(value);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    problems.push(`${name} must be an http(s) URL (got "${value}")`);
    return value;
  }
  return value.replace(/\/+$/, '');
}

function parseChoice<const T extends readonly string[]>(name: string, value: string, choices: T, problems: string[]): T[number] {
  if (!choices.includes(value)) problems.push(`${name} must be one of ${choices.join(', ')} (got "${value}")`);
  return value as T[number];
}
