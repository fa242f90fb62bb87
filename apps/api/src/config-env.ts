import { isIP } from 'node:net';
import { legalPlaceholders } from '@trovapro/copy';
import { isValidEmail, isValidPostalCode, moneyToCents, normalizeTaxId, parseMoney, parseVatRate } from '@trovapro/domain';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * The API's environment as a TypeBox schema: each variable's valid values, its default and the sentence that
 * names a bad value. `loadConfig` (config.ts) checks every variable against it, so each bad one is reported at
 * once, then checks what spans several variables.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;
/** `each`: one email per new lead; `digest`: one a day (08:00 Rome) listing the day's leads; `off`: none. */
export const ADMIN_NOTIFY_MODES = ['each', 'digest', 'off'] as const;
/** `intermediary`: invoices go to the SdI through Invoicetronic; `export`: none is sent, the accountant gets a ZIP. */
export const INVOICING_MODES = ['intermediary', 'export'] as const;
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

export const ADMIN_PASSWORD_MIN_LENGTH = 10;
export const SESSION_SECRET_MIN_LENGTH = 32;

/** A variable: its schema (a string, whatever it means) and what to say about a value the schema refuses. */
interface Variable<S extends TSchema = TSchema> {
  readonly schema: S;
  readonly problems: (value: string) => readonly string[];
}

const variable = <S extends TSchema>(schema: S, problem: (value: string) => string | readonly string[]): Variable<S> => ({
  schema,
  problems: (value) => [problem(value)].flat(),
});

const withDefault = (fallback: string | undefined) => (fallback === undefined ? {} : { default: fallback });

/** Free text; only its default, if any. */
const text = (fallback?: string) => variable(Type.String(withDefault(fallback)), () => []);

/** A string that passes `check`. */
const checked = (check: (value: string) => boolean, problem: (value: string) => string | readonly string[], fallback?: string) =>
  variable(Type.Refine(Type.String(withDefault(fallback)), check), problem);

const integer = (name: string, min: number, max: number, fallback: string) =>
  checked(
    (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
    (value) => `${name} must be an integer between ${min} and ${max} (got "${value}")`,
    fallback,
  );

const choice = <const T extends string[]>(name: string, choices: readonly [...T], fallback?: T[number]) =>
  variable(Type.Enum<T>(choices, withDefault(fallback)), (value) => `${name} must be one of ${choices.join(', ')} (got "${value}")`);

const isHttpUrl = (value: string) => ['http:', 'https:'].includes(URL.parse(value)?.protocol ?? '');
const httpUrl = (name: string, fallback?: string) => checked(isHttpUrl, (value) => `${name} must be an http(s) URL (got "${value}")`, fallback);

const email = (name: string, fallback?: string) =>
  checked(isValidEmail, (value) => `${name} is not a valid email address (got "${value}")`, fallback);

const atLeast = (name: string, length: number, unit: string) =>
  checked(
    (value) => value.length >= length,
    () => `${name} must be at least ${length} ${unit}`,
  );

/** `noreply@x.it` or `TrovaPro <noreply@x.it>` (no line breaks: it becomes a header). */
function isValidSender(value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const named = /^[^<>]+<([^<>]+)>$/.exec(value);
  return isValidEmail(named?.[1] ?? value);
}

/** Comma-separated, blanks dropped. */
export const listOf = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

function isProxyEntry(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const validAddress = PROXY_KEYWORDS.includes(entry) || (address !== undefined && isIP(address) !== 0);
  return validAddress && (prefix === undefined || (/^\d{1,3}$/.test(prefix) && rest.length === 0));
}

/** Euros, "500" or "500.00" (a dot before the cents): above 0 and within a lead's numeric(10,2). */
export function parseMaxPrice(value: string) {
  const money = /^\d{1,8}(\.\d{1,2})?$/.test(value) ? parseMoney(value) : null;
  return money === null || moneyToCents(money) === 0 ? null : money;
}

export const STRIPE_KEYS = [
  ['STRIPE_SECRET_KEY', /^(sk|rk)_/],
  ['STRIPE_PUBLISHABLE_KEY', /^pk_/],
  ['STRIPE_WEBHOOK_SECRET', /^whsec_/],
] as const;

const stripeKey = (name: string, prefix: RegExp) =>
  checked(
    (value) => prefix.test(value),
    () => `${name} does not look like a Stripe key (expected ${prefix.source.slice(1)}…)`,
  );

const VARIABLES = {
  PORT: integer('PORT', 1, 65535, '3003'),
  HOST: text('127.0.0.1'),
  DATABASE_URL: checked(
    (value) => /^postgres(ql)?:\/\//.test(value),
    () => 'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  DATABASE_POOL_MAX: integer('DATABASE_POOL_MAX', 1, 1000, '10'),
  PGLITE_DATA_DIR: text('.data/pglite'),
  SESSION_SECRET: atLeast('SESSION_SECRET', SESSION_SECRET_MIN_LENGTH, 'characters long'),
  METRICS_TOKEN: atLeast('METRICS_TOKEN', 32, 'characters'),
  TRUST_PROXY: checked(
    (value) => value === 'false' || listOf(value).every(isProxyEntry),
    (value) =>
      listOf(value)
        .filter((entry) => !isProxyEntry(entry))
        .map((entry) => `TRUST_PROXY entry "${entry}" is not an IP, a CIDR or one of ${PROXY_KEYWORDS.join(', ')} (or use "false")`),
    'loopback',
  ),
  ADMIN_EMAIL: checked(isValidEmail, () => 'ADMIN_EMAIL is not a valid email address'),
  ADMIN_PASSWORD: atLeast('ADMIN_PASSWORD', ADMIN_PASSWORD_MIN_LENGTH, 'characters long'),
  ADMIN_NAME: text('Admin'),
  PUBLIC_SITE_URL: httpUrl('PUBLIC_SITE_URL', 'http://localhost:3000'),
  ADMIN_CONSOLE_URL: httpUrl('ADMIN_CONSOLE_URL', 'http://localhost:3001'),
  CHECKOUT_URL: httpUrl('CHECKOUT_URL', 'http://localhost:3002'),
  LOG_LEVEL: choice('LOG_LEVEL', LOG_LEVELS, 'info'),
  NODE_ENV: choice('NODE_ENV', NODE_ENVS, 'development'),
  OPENAI_API_KEY: text(),
  OPENAI_MODEL: text('gpt-4o-mini'),
  OPENAI_BASE_URL: httpUrl('OPENAI_BASE_URL'),
  POSTMARK_SERVER_TOKEN: text(),
  POSTMARK_API_URL: httpUrl('POSTMARK_API_URL'),
  /** The basic credentials Postmark's bounce webhook carries in its URL (https://user:password@host/api/webhooks/postmark/bounce). */
  POSTMARK_WEBHOOK_USER: checked(
    (value) => /^[A-Za-z0-9._~-]{1,100}$/.test(value),
    () => 'POSTMARK_WEBHOOK_USER must be 1 to 100 letters, digits or . _ ~ - (it goes in a URL)',
  ),
  POSTMARK_WEBHOOK_PASSWORD: checked(
    (value) => /^[A-Za-z0-9._~-]{16,200}$/.test(value),
    () => 'POSTMARK_WEBHOOK_PASSWORD must be 16 to 200 letters, digits or . _ ~ - (it goes in a URL)',
  ),
  EMAIL_FROM: checked(
    isValidSender,
    (value) => `EMAIL_FROM must be an address or "Name <address>" (got "${value}")`,
    'TrovaPro <noreply@trovapro.it>',
  ),
  SUPPORT_EMAIL: email('SUPPORT_EMAIL', 'supporto@trovapro.it'),
  COUNTRY_HEADER: checked(
    (value) => /^[a-z0-9-]+$/i.test(value),
    (value) => `COUNTRY_HEADER must be an HTTP header name (got "${value}")`,
    'cf-ipcountry',
  ),
  STRIPE_SECRET_KEY: stripeKey(...STRIPE_KEYS[0]),
  STRIPE_PUBLISHABLE_KEY: stripeKey(...STRIPE_KEYS[1]),
  STRIPE_WEBHOOK_SECRET: stripeKey(...STRIPE_KEYS[2]),
  STRIPE_API_URL: httpUrl('STRIPE_API_URL'),
  LEAD_DISCOUNT_AFTER_HOURS: integer('LEAD_DISCOUNT_AFTER_HOURS', 1, 8760, '48'),
  LEAD_MAX_BUYERS: integer('LEAD_MAX_BUYERS', 1, 100, '3'),
  /** How many businesses may be offered one request in all, across every send (issue 34); at least LEAD_MAX_BUYERS. */
  LEAD_MAX_OFFERS: integer('LEAD_MAX_OFFERS', 1, 100, '5'),
  /** Offers go out only to the businesses the customer ticked on their request's page (issue 34). */
  CUSTOMER_CHOOSES: choice('CUSTOMER_CHOOSES', ['true', 'false'], 'false'),
  LEAD_MAX_PRICE: checked(
    (value) => parseMaxPrice(value) !== null,
    (value) => `LEAD_MAX_PRICE must be an amount in euros above 0, such as 500 or 499.99 (got "${value}")`,
    '500',
  ),
  VAT_RATE: checked(
    (value) => parseVatRate(value) !== null,
    (value) => `VAT_RATE must be a percentage from 0 to 99.99, e.g. 22 or 10,5 (got "${value}")`,
    '22',
  ),
  /** Unset: on outside production (loadConfig decides, knowing NODE_ENV). */
  API_DOCS: choice('API_DOCS', ['true', 'false']),
  COMPANY_NAME: text(legalPlaceholders.companyName),
  COMPANY_VAT: text(legalPlaceholders.companyVat),
  COMPANY_ADDRESS: text(legalPlaceholders.companyAddress),
  // The seller on every invoice (issue 32): the registered office split as FatturaPA writes it, the codice fiscale,
  // the regime fiscale, and the REA registration of a company in the Registro delle Imprese.
  COMPANY_TAX_CODE: checked(
    (value) => normalizeTaxId(value) !== null,
    (value) => `COMPANY_TAX_CODE must be a valid codice fiscale (11 digits for a company, 16 characters for a person) (got "${value}")`,
  ),
  COMPANY_TAX_REGIME: checked(
    (value) => /^RF(0[1-9]|1[0-9])$/.test(value) && value !== 'RF03',
    (value) => `COMPANY_TAX_REGIME must be a regime fiscale code RF01–RF19 (RF01 ordinario, RF19 forfettario) (got "${value}")`,
    'RF01',
  ),
  COMPANY_STREET: text(),
  COMPANY_POSTAL_CODE: checked(isValidPostalCode, (value) => `COMPANY_POSTAL_CODE must be a 5-digit CAP (got "${value}")`),
  COMPANY_CITY: text(),
  COMPANY_PROVINCE: checked(
    (value) => /^[A-Za-z]{2}$/.test(value),
    (value) => `COMPANY_PROVINCE must be the 2-letter sigla of the provincia (got "${value}")`,
  ),
  COMPANY_REA_OFFICE: checked(
    (value) => /^[A-Za-z]{2}$/.test(value),
    (value) => `COMPANY_REA_OFFICE must be the 2-letter sigla of the Registro delle Imprese office (got "${value}")`,
  ),
  COMPANY_REA_NUMBER: checked(
    (value) => /^[A-Za-z0-9-]{1,20}$/.test(value),
    (value) => `COMPANY_REA_NUMBER must be the REA number, up to 20 letters, digits or dashes (got "${value}")`,
  ),
  COMPANY_SHARE_CAPITAL: checked(
    (value) => parseMoney(value) !== null,
    (value) => `COMPANY_SHARE_CAPITAL must be an amount in euros, such as 10000 or 10000.00 (got "${value}")`,
  ),
  COMPANY_SOLE_SHAREHOLDER: choice('COMPANY_SOLE_SHAREHOLDER', ['SU', 'SM']),
  PRIVACY_EMAIL: email('PRIVACY_EMAIL', legalPlaceholders.privacyEmail),
  LEAD_RETENTION_MONTHS: integer('LEAD_RETENTION_MONTHS', 1, 120, '24'),
  ADMIN_NOTIFY: choice('ADMIN_NOTIFY', ADMIN_NOTIFY_MODES, 'each'),
  ADMIN_NOTIFY_EMAIL: checked(
    (value) => listOf(value).every(isValidEmail),
    (value) =>
      listOf(value)
        .filter((address) => !isValidEmail(address))
        .map((address) => `ADMIN_NOTIFY_EMAIL holds an address that is not valid (got "${address.toLowerCase()}")`),
    '',
  ),
  PARTNER_APPROVAL_DAYS: integer('PARTNER_APPROVAL_DAYS', 1, 30, '2'),
  /** «Garanzia contatto valido»: the days after a purchase's payment within which a problem may be reported. */
  GUARANTEE_DAYS: integer('GUARANTEE_DAYS', 1, 60, '7'),
  /** Reports a business may have accepted in a calendar month before the automatic rules leave its reports to the admin. */
  GUARANTEE_MONTHLY_AUTO: integer('GUARANTEE_MONTHLY_AUTO', 0, 100, '3'),
  /** The days after a purchase's payment when the customer is asked for a review of that business. */
  REVIEW_REQUEST_DAYS: integer('REVIEW_REQUEST_DAYS', 1, 60, '7'),
  /** The days a business has to reply to a new review before the admin decides on it. */
  REVIEW_REPLY_DAYS: integer('REVIEW_REPLY_DAYS', 1, 30, '7'),
  INVOICING: choice('INVOICING', INVOICING_MODES, 'intermediary'),
  INVOICING_API_KEY: checked(
    (value) => /^ik_(live|test)_\S+$/.test(value),
    () => 'INVOICING_API_KEY does not look like an Invoicetronic key (expected ik_live_… or ik_test_…)',
  ),
  /** Invoicetronic's production URL (an ik_test_ key selects its sandbox there); the tests point it at a stand-in. */
  INVOICING_API_URL: httpUrl('INVOICING_API_URL', 'https://api.invoicetronic.com/v1'),
  INVOICING_WEBHOOK_SECRET: text(),
} satisfies Record<string, Variable>;

type VariableName = keyof typeof VARIABLES;
type Schemas = { [N in VariableName]: (typeof VARIABLES)[N]['schema'] };

const schemas = Object.fromEntries(Object.entries(VARIABLES).map(([name, { schema }]) => [name, Type.Optional(schema)])) as {
  [N in VariableName]: ReturnType<typeof Type.Optional<Schemas[N]>>;
};

export const EnvSchema = Type.Object(schemas);

/** The environment once checked and defaulted: a variable without a default may still be absent. */
export type Env = Static<typeof EnvSchema>;

/**
 * Reads `raw` against the schema: values trimmed, blanks as unset, defaults filled in; the problems name every
 * variable the schema refuses (a valid default never does).
 */
export function readEnv(raw: Readonly<Record<string, string | undefined>>): { env: Env; set: ReadonlySet<string>; problems: string[] } {
  const given: Record<string, string> = {};
  for (const name of Object.keys(VARIABLES)) {
    const value = raw[name]?.trim();
    if (value !== undefined && value !== '') given[name] = value;
  }
  const env = Value.Default(EnvSchema, { ...given }) as Env;
  // Checked one variable at a time: Value.Errors on the whole object stops at TypeBox's maxErrors (8).
  const refused = (Object.keys(VARIABLES) as VariableName[]).filter(
    (name) => env[name] !== undefined && !Value.Check(EnvSchema.properties[name], env[name]),
  );
  const problems = refused.flatMap((name) => VARIABLES[name].problems(String(env[name])));
  return { env, set: new Set(Object.keys(given)), problems };
}
