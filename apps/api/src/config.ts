import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { compactTaxId, parseMoney, parseVatRate, type Money } from '@trovapro/domain';
import {
  type ADMIN_NOTIFY_MODES,
  type Env,
  type INVOICING_MODES,
  type LOG_LEVELS,
  listOf,
  type NODE_ENVS,
  parseMaxPrice,
  readEnv,
  STRIPE_KEYS,
} from './config-env.ts';

export { ADMIN_NOTIFY_MODES, ADMIN_PASSWORD_MIN_LENGTH, INVOICING_MODES, SESSION_SECRET_MIN_LENGTH } from './config-env.ts';

/** The embedded database runs in memory (tests) instead of a data folder. */
export const IN_MEMORY_PGLITE = 'memory://';

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

/** POSTMARK_WEBHOOK_USER / POSTMARK_WEBHOOK_PASSWORD: the basic credentials of Postmark's bounce webhook. */
export interface WebhookCredentials {
  readonly user: string;
  readonly password: string;
}

/** «Garanzia contatto valido» (issue 33). */
export interface GuaranteeConfig {
  /** GUARANTEE_DAYS: a problem may be reported within this many days of the payment. */
  readonly days: number;
  /** GUARANTEE_MONTHLY_AUTO: above this many accepted reports in a calendar month (Rome), the admin decides. */
  readonly monthlyAuto: number;
}

export type InvoicingMode = (typeof INVOICING_MODES)[number];

/** Set when INVOICING_API_KEY is: invoices are transmitted to the SdI through Invoicetronic. */
export interface InvoicetronicConfig {
  readonly apiKey: string;
  /** INVOICING_API_URL: Invoicetronic's base URL (tests point it at a local stand-in). */
  readonly apiUrl: string;
  /** INVOICING_WEBHOOK_SECRET: the signing secret of Invoicetronic's webhook; unset: outcomes by polling only. */
  readonly webhookSecret: string | undefined;
}

/**
 * INVOICING: `export` transmits nothing (each month's XML as a ZIP for the accountant). `intermediary` with
 * `invoicetronic` set transmits; without it (never in production) a local stand-in transmits nothing and reports
 * every file delivered.
 */
export interface InvoicingConfig {
  readonly mode: InvoicingMode;
  readonly invoicetronic: InvoicetronicConfig | undefined;
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
  /** Postmark's bounce webhook credentials; unset: the webhook answers 401 to everyone. */
  readonly postmarkWebhook: WebhookCredentials | undefined;
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
  /** LEAD_MAX_OFFERS: how many businesses may be offered one lead in all, across every send (≥ leadMaxBuyers). */
  readonly leadMaxOffers: number;
  /** CUSTOMER_CHOOSES: a lead's offers go out only to the businesses its customer ticked among those proposed. */
  readonly customerChooses: boolean;
  /** REVIEW_REQUEST_DAYS, REVIEW_REPLY_DAYS: when the customer is asked for a review, how long the business may reply. */
  readonly reviews: { readonly requestAfterDays: number; readonly replyDays: number };
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
  /** GUARANTEE_DAYS: the days after a purchase within which a business may report a bad lead («Garanzia contatto valido»). */
  readonly guaranteeDays: number;
  /** How invoices reach the SdI (INVOICING, INVOICING_API_KEY, INVOICING_API_URL, INVOICING_WEBHOOK_SECRET). */
  readonly invoicing: InvoicingConfig;
  /** The seller on every invoice (COMPANY_*). */
  readonly seller: SellerConfig;
  readonly guarantee: GuaranteeConfig;
}

/**
 * The company as its invoices name it: COMPANY_NAME, COMPANY_VAT (the partita IVA, digits only here),
 * COMPANY_TAX_CODE (its codice fiscale; the partita IVA when unset), COMPANY_TAX_REGIME (RF01 by default), the
 * registered office (COMPANY_STREET, COMPANY_POSTAL_CODE, COMPANY_CITY, COMPANY_PROVINCE; Italy) and, for a company in
 * the Registro delle Imprese, its REA data (COMPANY_REA_OFFICE and COMPANY_REA_NUMBER together; capital and sole
 * shareholder only with them). Empty strings outside production when unset: the invoices then fail their checks and
 * the admin is told which variable to set.
 */
export interface SellerConfig {
  readonly name: string;
  readonly vatNumber: string;
  readonly taxCode: string;
  readonly taxRegime: string;
  readonly address: {
    readonly street: string;
    readonly postalCode: string;
    readonly city: string;
    readonly province: string;
    readonly country: 'IT';
  };
  readonly rea: {
    readonly office: string;
    readonly number: string;
    readonly shareCapital: string | null;
    readonly soleShareholder: 'SU' | 'SM' | null;
  } | null;
}

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

type RawEnv = Readonly<Record<string, string | undefined>>;

/**
 * The only reader of the environment: the schema of config-env.ts checks each variable, then the rules that
 * span several (keys that go together, what production requires); every problem is collected, then reported at once.
 */
export function loadConfig(rawEnv: RawEnv = process.env, repoRoot: string = findRepoRoot()): Config {
  const { env, set, problems } = readEnv(rawEnv);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const admin = adminSeed(env, problems);
  const stripe = stripeConfig(env, problems);
  const invoicing = invoicingConfig(env, set, nodeEnv, problems);
  const seller = sellerConfig(env, set, problems);
  const postmarkWebhook = postmarkWebhookConfig(env, problems);
  // A request offered to fewer businesses than may buy it would make the promised number of buyers untrue.
  if (Number(env.LEAD_MAX_OFFERS) < Number(env.LEAD_MAX_BUYERS)) {
    problems.push(`LEAD_MAX_OFFERS (${env.LEAD_MAX_OFFERS}) must be at least LEAD_MAX_BUYERS (${env.LEAD_MAX_BUYERS})`);
  }
  if (nodeEnv === 'production') {
    for (const [name, why] of PRODUCTION_REQUIRED) {
      if (!set.has(name)) problems.push(`${name} is required with NODE_ENV=production (${why})`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = env.PGLITE_DATA_DIR ?? '.data/pglite';
  const withoutSlash = (url: string) => url.replace(/\/+$/, '');
  return {
    port: Number(env.PORT),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: dataDir === IN_MEMORY_PGLITE || isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir),
    databasePoolMax: Number(env.DATABASE_POOL_MAX),
    metricsToken: env.METRICS_TOKEN,
    sessionSecret: env.SESSION_SECRET,
    trustProxy: env.TRUST_PROXY === 'false' ? false : listOf(env.TRUST_PROXY ?? 'loopback'),
    admin,
    publicSiteUrl: withoutSlash(env.PUBLIC_SITE_URL ?? ''),
    adminConsoleUrl: withoutSlash(env.ADMIN_CONSOLE_URL ?? ''),
    checkoutUrl: withoutSlash(env.CHECKOUT_URL ?? ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    nodeEnv,
    openai:
      env.OPENAI_API_KEY === undefined
        ? undefined
        : { apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL ?? '', baseUrl: env.OPENAI_BASE_URL && withoutSlash(env.OPENAI_BASE_URL) },
    postmark:
      env.POSTMARK_SERVER_TOKEN === undefined
        ? undefined
        : { serverToken: env.POSTMARK_SERVER_TOKEN, apiUrl: env.POSTMARK_API_URL && withoutSlash(env.POSTMARK_API_URL) },
    postmarkWebhook,
    emailFrom: env.EMAIL_FROM ?? '',
    supportEmail: env.SUPPORT_EMAIL ?? '',
    countryHeader: (env.COUNTRY_HEADER ?? '').toLowerCase(),
    stripe: stripe && { ...stripe, apiUrl: stripe.apiUrl && withoutSlash(stripe.apiUrl) },
    leadDiscountAfterHours: Number(env.LEAD_DISCOUNT_AFTER_HOURS),
    leadMaxBuyers: Number(env.LEAD_MAX_BUYERS),
    leadMaxOffers: Number(env.LEAD_MAX_OFFERS),
    customerChooses: env.CUSTOMER_CHOOSES === 'true',
    reviews: { requestAfterDays: Number(env.REVIEW_REQUEST_DAYS), replyDays: Number(env.REVIEW_REPLY_DAYS) },
    leadMaxPrice: parseMaxPrice(env.LEAD_MAX_PRICE ?? '') ?? '0.00',
    // On by default outside production: the schema's default is for development.
    apiDocs: set.has('API_DOCS') ? env.API_DOCS === 'true' : nodeEnv !== 'production',
    demoData: env.DATABASE_URL === undefined && nodeEnv !== 'production',
    legal: {
      companyName: env.COMPANY_NAME ?? '',
      companyVat: env.COMPANY_VAT ?? '',
      companyAddress: env.COMPANY_ADDRESS ?? '',
      privacyEmail: env.PRIVACY_EMAIL ?? '',
      leadRetentionMonths: Number(env.LEAD_RETENTION_MONTHS),
    },
    adminNotify: {
      mode: env.ADMIN_NOTIFY ?? 'each',
      recipients: [...new Set(listOf(env.ADMIN_NOTIFY_EMAIL ?? '').map((address) => address.toLowerCase()))],
    },
    vatRate: parseVatRate(env.VAT_RATE ?? '') ?? 0,
    partnerApprovalDays: Number(env.PARTNER_APPROVAL_DAYS),
    guaranteeDays: Number(env.GUARANTEE_DAYS),
    invoicing,
    seller,
    guarantee: { days: Number(env.GUARANTEE_DAYS), monthlyAuto: Number(env.GUARANTEE_MONTHLY_AUTO) },
  };
}

/**
 * Both webhook credentials or neither (production requires them, as it requires Postmark: its bounces decide guarantee
 * reports, and a webhook anyone could call would have purchases refunded).
 */
function postmarkWebhookConfig(env: Env, problems: string[]): WebhookCredentials | undefined {
  const { POSTMARK_WEBHOOK_USER: user, POSTMARK_WEBHOOK_PASSWORD: password } = env;
  if (user === undefined && password === undefined) return undefined;
  if (user === undefined || password === undefined) {
    problems.push('POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD must be set together');
    return undefined;
  }
  return { user, password };
}

/** The seller of the invoices (see SellerConfig); the REA's parts together or not at all. */
function sellerConfig(env: Env, set: ReadonlySet<string>, problems: string[]): SellerConfig {
  // Unset, the notices show a placeholder; an invoice shows nothing (and is refused by its checks).
  const vatNumber = set.has('COMPANY_VAT') ? compactTaxId(env.COMPANY_VAT ?? '').replace(/^IT/, '') : '';
  const office = env.COMPANY_REA_OFFICE?.toUpperCase();
  const number = env.COMPANY_REA_NUMBER;
  if ((office === undefined) !== (number === undefined)) problems.push('COMPANY_REA_OFFICE and COMPANY_REA_NUMBER must be set together');
  const withoutRea = office === undefined || number === undefined;
  if (withoutRea && (env.COMPANY_SHARE_CAPITAL !== undefined || env.COMPANY_SOLE_SHAREHOLDER !== undefined)) {
    problems.push('COMPANY_SHARE_CAPITAL and COMPANY_SOLE_SHAREHOLDER are used only with COMPANY_REA_OFFICE and COMPANY_REA_NUMBER');
  }
  return {
    name: set.has('COMPANY_NAME') ? (env.COMPANY_NAME ?? '') : '',
    vatNumber,
    taxCode: env.COMPANY_TAX_CODE === undefined ? vatNumber : compactTaxId(env.COMPANY_TAX_CODE),
    taxRegime: env.COMPANY_TAX_REGIME ?? 'RF01',
    address: {
      street: env.COMPANY_STREET ?? '',
      postalCode: env.COMPANY_POSTAL_CODE ?? '',
      city: env.COMPANY_CITY ?? '',
      province: (env.COMPANY_PROVINCE ?? '').toUpperCase(),
      country: 'IT',
    },
    rea: withoutRea
      ? null
      : {
          office,
          number,
          shareCapital: env.COMPANY_SHARE_CAPITAL === undefined ? null : parseMoney(env.COMPANY_SHARE_CAPITAL),
          soleShareholder: env.COMPANY_SOLE_SHAREHOLDER ?? null,
        },
  };
}

/** ADMIN_EMAIL and ADMIN_PASSWORD together (the admin created or updated at start), or neither. */
function adminSeed(env: Env, problems: string[]): AdminSeed | undefined {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined || password === undefined) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    return undefined;
  }
  return { email: email.toLowerCase(), password, name: env.ADMIN_NAME ?? 'Admin' };
}

/** All three Stripe keys, or none (the built-in test gateway); STRIPE_API_URL only with them. */
function stripeConfig(env: Env, problems: string[]): StripeConfig | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (secretKey === undefined && publishableKey === undefined && webhookSecret === undefined) {
    if (env.STRIPE_API_URL !== undefined) problems.push('STRIPE_API_URL is used only with the Stripe keys');
    return undefined;
  }
  if (secretKey === undefined || publishableKey === undefined || webhookSecret === undefined) {
    problems.push(`${STRIPE_KEYS.map(([name]) => name).join(', ')} must be set together (or none of them)`);
    return undefined;
  }
  return { secretKey, publishableKey, webhookSecret, apiUrl: env.STRIPE_API_URL };
}

/**
 * INVOICING=export uses none of the INVOICING_* variables (a deliberate choice, said once); with the intermediary,
 * the URL and webhook secret only go with the key, and production requires the key: without it nothing would
 * reach the SdI while the console showed invoices «consegnate».
 */
function invoicingConfig(env: Env, set: ReadonlySet<string>, nodeEnv: NodeEnv, problems: string[]): InvoicingConfig {
  const mode = env.INVOICING ?? 'intermediary';
  const others = ['INVOICING_API_KEY', 'INVOICING_API_URL', 'INVOICING_WEBHOOK_SECRET'].filter((name) => set.has(name));
  if (mode === 'export') {
    for (const name of others) problems.push(`${name} is not used with INVOICING=export (nothing is transmitted): unset it`);
    return { mode, invoicetronic: undefined };
  }
  const apiKey = env.INVOICING_API_KEY;
  if (apiKey === undefined) {
    for (const name of others) problems.push(`${name} is used only with INVOICING_API_KEY`);
    if (nodeEnv === 'production') {
      problems.push(
        'INVOICING_API_KEY is required with NODE_ENV=production (invoices transmitted to the SdI through Invoicetronic), unless INVOICING=export is set',
      );
    }
    return { mode, invoicetronic: undefined };
  }
  return { mode, invoicetronic: { apiKey, apiUrl: (env.INVOICING_API_URL ?? '').replace(/\/+$/, ''), webhookSecret: env.INVOICING_WEBHOOK_SECRET } };
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
  ['POSTMARK_WEBHOOK_USER', "the credentials of Postmark's bounce webhook, which decides guarantee reports"],
  ['POSTMARK_WEBHOOK_PASSWORD', "the credentials of Postmark's bounce webhook, which decides guarantee reports"],
  ['COMPANY_NAME', 'the data controller named in the privacy notice and the terms'],
  ['COMPANY_VAT', 'the partita IVA shown in the privacy notice and the terms'],
  ['COMPANY_ADDRESS', 'the registered office shown in the privacy notice and the terms'],
  ['COMPANY_STREET', 'the registered office on every invoice: street and number'],
  ['COMPANY_POSTAL_CODE', 'the registered office on every invoice: CAP'],
  ['COMPANY_CITY', 'the registered office on every invoice: comune'],
  ['COMPANY_PROVINCE', 'the registered office on every invoice: provincia'],
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
  if (config.invoicing.invoicetronic?.apiKey.startsWith('ik_test_')) {
    warnings.push('INVOICING_API_KEY is a sandbox key (ik_test_): no invoice reaches the SdI, none is legally issued');
  }
  if (config.invoicing.mode === 'export') {
    warnings.push("INVOICING=export: no invoice is transmitted to the SdI; each month's files must reach it through the accountant");
  }
  for (const [name, url] of [
    ['PUBLIC_SITE_URL', config.publicSiteUrl],
    ['ADMIN_CONSOLE_URL', config.adminConsoleUrl],
    ['CHECKOUT_URL', config.checkoutUrl],
  ] as const) {
    if (!url.startsWith('https://')) warnings.push(`${name} is ${url}: emails and the admin's origin check use it; set the public https URL`);
  }
  return warnings;
}
