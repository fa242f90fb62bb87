import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionWarnings } from './config.ts';

const ROOT = '/srv/trovapro';

/** Everything production refuses to start without. */
const PRODUCTION_PARTS = {
  DATABASE_URL: 'postgres://u@db:5432/trovapro',
  SESSION_SECRET: 's'.repeat(32),
  STRIPE_SECRET_KEY: 'sk_live_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  POSTMARK_SERVER_TOKEN: 'pm-token',
  POSTMARK_WEBHOOK_USER: 'postmark',
  POSTMARK_WEBHOOK_PASSWORD: 'w'.repeat(24),
  INVOICING_API_KEY: 'ik_live_1',
  COMPANY_NAME: 'TrovaPro S.r.l.',
  COMPANY_VAT: 'IT01234567890',
  COMPANY_ADDRESS: 'Via Roma 1, 86081 Agnone (IS)',
  COMPANY_STREET: 'Via Roma 1',
  COMPANY_POSTAL_CODE: '86081',
  COMPANY_CITY: 'Agnone',
  COMPANY_PROVINCE: 'IS',
  PRIVACY_EMAIL: 'privacy@example.it',
} as const;

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, ROOT)).toEqual({
      port: 3003,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databasePoolMax: 10,
      metricsToken: undefined,
      pgliteDataDir: '/srv/trovapro/.data/pglite',
      sessionSecret: undefined,
      trustProxy: ['loopback'],
      admin: undefined,
      publicSiteUrl: 'http://localhost:3000',
      adminConsoleUrl: 'http://localhost:3001',
      checkoutUrl: 'http://localhost:3002',
      logLevel: 'info',
      nodeEnv: 'development',
      openai: undefined,
      postmark: undefined,
      postmarkWebhook: undefined,
      emailFrom: 'TrovaPro <noreply@trovapro.it>',
      supportEmail: 'supporto@trovapro.it',
      countryHeader: 'cf-ipcountry',
      stripe: undefined,
      leadDiscountAfterHours: 48,
      leadMaxBuyers: 3,
      leadMaxOffers: 5,
      customerChooses: false,
      reviews: { requestAfterDays: 7, replyDays: 7 },
      leadMaxPrice: '500.00',
      apiDocs: true,
      demoData: true,
      legal: {
        companyName: '[Ragione sociale: imposta COMPANY_NAME]',
        companyVat: '[Partita IVA: imposta COMPANY_VAT]',
        companyAddress: '[Sede legale: imposta COMPANY_ADDRESS]',
        privacyEmail: 'privacy@trovapro.it',
        leadRetentionMonths: 24,
      },
      adminNotify: { mode: 'each', recipients: [] },
      vatRate: 2200,
      partnerApprovalDays: 2,
      guaranteeDays: 7,
      invoicing: { mode: 'intermediary', invoicetronic: undefined },
      seller: {
        name: '',
        vatNumber: '',
        taxCode: '',
        taxRegime: 'RF01',
        address: { street: '', postalCode: '', city: '', province: '', country: 'IT' },
        rea: null,
      },
      guarantee: { days: 7, monthlyAuto: 3 },
    });
  });

  it("reads the guarantee's days and monthly limit, and Postmark's webhook credentials together or not at all", () => {
    expect(loadConfig({ GUARANTEE_DAYS: '10', GUARANTEE_MONTHLY_AUTO: '0' }, ROOT).guarantee).toEqual({ days: 10, monthlyAuto: 0 });
    expect(problemsOf({ GUARANTEE_DAYS: '0' })).toEqual(['GUARANTEE_DAYS must be an integer between 1 and 60 (got "0")']);
    const password = 'p'.repeat(20);
    expect(loadConfig({ POSTMARK_WEBHOOK_USER: 'postmark', POSTMARK_WEBHOOK_PASSWORD: password }, ROOT).postmarkWebhook).toEqual({
      user: 'postmark',
      password,
    });
    expect(problemsOf({ POSTMARK_WEBHOOK_USER: 'postmark' })).toEqual(['POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD must be set together']);
    expect(problemsOf({ POSTMARK_WEBHOOK_USER: 'postmark', POSTMARK_WEBHOOK_PASSWORD: 'short' })).toEqual([
      'POSTMARK_WEBHOOK_PASSWORD must be 16 to 200 letters, digits or . _ ~ - (it goes in a URL)',
    ]);
  });

  it('reads the seller of the invoices: the partita IVA without IT, the codice fiscale (the partita IVA by default), the REA parts together', () => {
    const seller = loadConfig(
      {
        COMPANY_NAME: 'TrovaPro S.r.l.',
        COMPANY_VAT: 'IT 12345678903',
        COMPANY_STREET: 'Via dell’Arco 3',
        COMPANY_POSTAL_CODE: '61032',
        COMPANY_CITY: 'Fano',
        COMPANY_PROVINCE: 'pu',
        COMPANY_REA_OFFICE: 'pu',
        COMPANY_REA_NUMBER: '123456',
        COMPANY_SHARE_CAPITAL: '10000',
        COMPANY_SOLE_SHAREHOLDER: 'SU',
      },
      ROOT,
    ).seller;
    expect(seller).toEqual({
      name: 'TrovaPro S.r.l.',
      vatNumber: '12345678903',
      taxCode: '12345678903',
      taxRegime: 'RF01',
      address: { street: 'Via dell’Arco 3', postalCode: '61032', city: 'Fano', province: 'PU', country: 'IT' },
      rea: { office: 'PU', number: '123456', shareCapital: '10000.00', soleShareholder: 'SU' },
    });
    expect(problemsOf({ COMPANY_REA_OFFICE: 'PU' })).toEqual(['COMPANY_REA_OFFICE and COMPANY_REA_NUMBER must be set together']);
    expect(problemsOf({ COMPANY_SHARE_CAPITAL: '10000' })).toEqual([
      'COMPANY_SHARE_CAPITAL and COMPANY_SOLE_SHAREHOLDER are used only with COMPANY_REA_OFFICE and COMPANY_REA_NUMBER',
    ]);
    expect(problemsOf({ COMPANY_POSTAL_CODE: '610' }).join()).toContain('COMPANY_POSTAL_CODE must be a 5-digit CAP');
    expect(problemsOf({ COMPANY_TAX_REGIME: 'RF03' }).join()).toContain('COMPANY_TAX_REGIME must be a regime fiscale code');
    expect(problemsOf({ COMPANY_TAX_CODE: '12345678900' }).join()).toContain('COMPANY_TAX_CODE must be a valid codice fiscale');
  });

  it('reads the invoicing: Invoicetronic with INVOICING_API_KEY (its URL by default, trailing slash dropped), the webhook secret only with it', () => {
    expect(loadConfig({ INVOICING_API_KEY: 'ik_test_abc' }, ROOT).invoicing).toEqual({
      mode: 'intermediary',
      invoicetronic: { apiKey: 'ik_test_abc', apiUrl: 'https://api.invoicetronic.com/v1', webhookSecret: undefined },
    });
    expect(
      loadConfig({ INVOICING_API_KEY: 'ik_live_abc', INVOICING_API_URL: 'http://127.0.0.1:4010/v1/', INVOICING_WEBHOOK_SECRET: 'wh_sec_1' }, ROOT)
        .invoicing,
    ).toEqual({ mode: 'intermediary', invoicetronic: { apiKey: 'ik_live_abc', apiUrl: 'http://127.0.0.1:4010/v1', webhookSecret: 'wh_sec_1' } });
    expect(problemsOf({ INVOICING_API_KEY: 'sk_live_1' })).toEqual([
      'INVOICING_API_KEY does not look like an Invoicetronic key (expected ik_live_… or ik_test_…)',
    ]);
    expect(problemsOf({ INVOICING_API_URL: 'ftp://x' }).join('\n')).toContain('INVOICING_API_URL must be an http(s) URL');
    expect(problemsOf({ INVOICING_API_URL: 'http://127.0.0.1:4010', INVOICING_WEBHOOK_SECRET: 'wh_sec_1' })).toEqual([
      'INVOICING_API_URL is used only with INVOICING_API_KEY',
      'INVOICING_WEBHOOK_SECRET is used only with INVOICING_API_KEY',
    ]);
    expect(problemsOf({ INVOICING: 'pec' })).toEqual(['INVOICING must be one of intermediary, export (got "pec")']);
  });

  it('INVOICING=export transmits nothing, uses no INVOICING_* variable, and lets production start without the key', () => {
    expect(loadConfig({ INVOICING: 'export' }, ROOT).invoicing).toEqual({ mode: 'export', invoicetronic: undefined });
    expect(problemsOf({ INVOICING: 'export', INVOICING_API_KEY: 'ik_live_1' })).toEqual([
      'INVOICING_API_KEY is not used with INVOICING=export (nothing is transmitted): unset it',
    ]);
    const { INVOICING_API_KEY: _key, ...withoutKey } = PRODUCTION_PARTS;
    expect(problemsOf({ NODE_ENV: 'production', ...withoutKey })).toEqual([
      'INVOICING_API_KEY is required with NODE_ENV=production (invoices transmitted to the SdI through Invoicetronic), unless INVOICING=export is set',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', ...withoutKey, INVOICING: 'export' }, ROOT).invoicing.mode).toBe('export');
  });

  it('reads PARTNER_APPROVAL_DAYS (2 by default), a whole number of days from 1 to 30', () => {
    expect(loadConfig({ PARTNER_APPROVAL_DAYS: '5' }, ROOT).partnerApprovalDays).toBe(5);
    for (const value of ['0', '31', '1,5', 'due']) expect(problemsOf({ PARTNER_APPROVAL_DAYS: value }).join('\n')).toContain('PARTNER_APPROVAL_DAYS');
  });

  it('reads DATABASE_POOL_MAX (10 by default), a whole number from 1 to 1000', () => {
    expect(loadConfig({}, ROOT).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '4' }, ROOT).databasePoolMax).toBe(4);
    for (const value of ['0', '1001', '2.5', 'dieci']) expect(problemsOf({ DATABASE_POOL_MAX: value }).join('\n')).toContain('DATABASE_POOL_MAX');
  });

  it('reads VAT_RATE as a percentage, Italian decimals included, and refuses what is not one', () => {
    expect(loadConfig({ VAT_RATE: '10,5' }, ROOT).vatRate).toBe(1050);
    expect(loadConfig({ VAT_RATE: '4' }, ROOT).vatRate).toBe(400);
    for (const value of ['22%', '100', '-4', 'ventidue']) expect(problemsOf({ VAT_RATE: value }).join('\n')).toContain('VAT_RATE');
  });

  it('reads how the admins hear of new leads: ADMIN_NOTIFY and the ADMIN_NOTIFY_EMAIL list, refusing a bad value', () => {
    const config = loadConfig({ ADMIN_NOTIFY: 'digest', ADMIN_NOTIFY_EMAIL: ' Desk@TrovaPro.it, capo@trovapro.it ,desk@trovapro.it' }, ROOT);
    expect(config.adminNotify).toEqual({ mode: 'digest', recipients: ['desk@trovapro.it', 'capo@trovapro.it'] });
    expect(problemsOf({ ADMIN_NOTIFY: 'weekly' }).join('\n')).toContain('ADMIN_NOTIFY must be one of each, digest, off');
    expect(problemsOf({ ADMIN_NOTIFY_EMAIL: 'desk@trovapro.it, non-un-indirizzo' }).join('\n')).toContain('ADMIN_NOTIFY_EMAIL');
  });

  it('reads the legal information and the retention months, refusing a bad value', () => {
    const config = loadConfig({ ...PRODUCTION_PARTS, LEAD_RETENTION_MONTHS: '12' }, ROOT);
    expect(config.legal).toEqual({
      companyName: 'TrovaPro S.r.l.',
      companyVat: 'IT01234567890',
      companyAddress: 'Via Roma 1, 86081 Agnone (IS)',
      privacyEmail: 'privacy@example.it',
      leadRetentionMonths: 12,
    });
    expect(problemsOf({ LEAD_RETENTION_MONTHS: '0' }).join('\n')).toContain('LEAD_RETENTION_MONTHS');
    expect(problemsOf({ PRIVACY_EMAIL: 'non-una-email' }).join('\n')).toContain('PRIVACY_EMAIL');
  });

  it('reads every variable, resolving a relative data folder against the repository root', () => {
    const config = loadConfig(
      {
        ...PRODUCTION_PARTS,
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db:5432/trovapro',
        PGLITE_DATA_DIR: 'var/db',
        SESSION_SECRET: 'x'.repeat(32),
        TRUST_PROXY: '10.0.0.0/8, loopback,::1',
        ADMIN_EMAIL: 'Admin@Example.it',
        ADMIN_PASSWORD: 'abcdefghij',
        ADMIN_NAME: 'Giulia',
        ADMIN_CONSOLE_URL: 'https://admin.example.it/',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/trovapro',
      pgliteDataDir: '/srv/trovapro/var/db',
      trustProxy: ['10.0.0.0/8', 'loopback', '::1'],
      admin: { email: 'admin@example.it', password: 'abcdefghij', name: 'Giulia' },
      adminConsoleUrl: 'https://admin.example.it',
      logLevel: 'warn',
      nodeEnv: 'production',
    });
    expect(loadConfig({ TRUST_PROXY: 'false' }, ROOT).trustProxy).toBe(false);
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://' }, ROOT).pgliteDataDir).toBe('memory://');
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: '70000',
          DATABASE_URL: 'mysql://x',
          SESSION_SECRET: 'short',
          TRUST_PROXY: 'loopback,10.0.0.300',
          ADMIN_EMAIL: 'admin@example.it',
          PUBLIC_SITE_URL: 'ftp://x',
          LOG_LEVEL: 'loud',
        },
        ROOT,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'SESSION_SECRET', 'TRUST_PROXY', 'ADMIN_PASSWORD', 'PUBLIC_SITE_URL', 'LOG_LEVEL']) {
      expect(problems).toContain(name);
    }
  });

  it('names each of many bad variables, beyond any cap on validation errors', () => {
    const bad = {
      PORT: '0',
      DATABASE_POOL_MAX: '0',
      LEAD_MAX_BUYERS: '0',
      LEAD_DISCOUNT_AFTER_HOURS: '0',
      LEAD_RETENTION_MONTHS: '0',
      PARTNER_APPROVAL_DAYS: '0',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      ADMIN_NOTIFY: 'weekly',
      API_DOCS: 'yes',
      SUPPORT_EMAIL: 'supporto',
      PRIVACY_EMAIL: 'privacy',
    };
    const problems = problemsOf(bad);
    expect(problems).toHaveLength(Object.keys(bad).length);
    for (const name of Object.keys(bad)) expect(problems.filter((problem) => problem.startsWith(`${name} `))).toHaveLength(1);
  });

  it('reads the provider settings: OpenAI and Postmark only when their keys are set', () => {
    const config = loadConfig(
      {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:9000/v1/',
        POSTMARK_SERVER_TOKEN: 'pm-token',
        POSTMARK_API_URL: 'http://127.0.0.1:9001',
        EMAIL_FROM: 'noreply@example.it',
        SUPPORT_EMAIL: 'aiuto@example.it',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      openai: { apiKey: 'sk-test', model: 'gpt-4o-mini', baseUrl: 'http://127.0.0.1:9000/v1' },
      postmark: { serverToken: 'pm-token', apiUrl: 'http://127.0.0.1:9001' },
      emailFrom: 'noreply@example.it',
      supportEmail: 'aiuto@example.it',
    });
    expect(loadConfig({ OPENAI_API_KEY: 'k', OPENAI_MODEL: 'gpt-x' }, ROOT).openai?.model).toBe('gpt-x');
    // Without the key, the model and URLs alone select nothing.
    expect(loadConfig({ OPENAI_MODEL: 'gpt-x', POSTMARK_API_URL: 'http://127.0.0.1:1' }, ROOT)).toMatchObject({
      openai: undefined,
      postmark: undefined,
    });
  });

  it('reads the analytics country header, lowercased, and refuses a malformed one', () => {
    expect(loadConfig({}, ROOT).countryHeader).toBe('cf-ipcountry');
    expect(loadConfig({ COUNTRY_HEADER: 'X-Country-Code' }, ROOT).countryHeader).toBe('x-country-code');
    expect(() => loadConfig({ COUNTRY_HEADER: 'x country' }, ROOT)).toThrow(/COUNTRY_HEADER/);
  });

  it('refuses a malformed sender, support address or provider URL', () => {
    expect(() => loadConfig({ EMAIL_FROM: 'TrovaPro <non-una-email>' }, ROOT)).toThrow(/EMAIL_FROM/);
    expect(() => loadConfig({ EMAIL_FROM: 'a@b.it\nBcc: x@y.it' }, ROOT)).toThrow(/EMAIL_FROM/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'supporto' }, ROOT)).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ POSTMARK_SERVER_TOKEN: 't', POSTMARK_API_URL: 'ftp://x' }, ROOT)).toThrow(/POSTMARK_API_URL/);
    expect(() => loadConfig({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'nope' }, ROOT)).toThrow(/OPENAI_BASE_URL/);
    expect(loadConfig({ EMAIL_FROM: 'TrovaPro Italia <noreply@trovapro.it>' }, ROOT).emailFrom).toBe('TrovaPro Italia <noreply@trovapro.it>');
  });

  it('refuses a short ADMIN_PASSWORD and an invalid ADMIN_EMAIL', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.it', ADMIN_PASSWORD: 'short' }, ROOT)).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'abcdefghij' }, ROOT)).toThrow(/ADMIN_EMAIL/);
  });

  it('takes the three Stripe keys together, or none, and the checkout limits', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:9002/' }, ROOT).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:9002',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, ROOT)).toThrow(/must be set together/);
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_2' }, ROOT)).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:9002' }, ROOT)).toThrow(/STRIPE_API_URL/);
    expect(loadConfig({ LEAD_DISCOUNT_AFTER_HOURS: '24', LEAD_MAX_BUYERS: '5' }, ROOT)).toMatchObject({
      leadDiscountAfterHours: 24,
      leadMaxBuyers: 5,
    });
    expect(() => loadConfig({ LEAD_MAX_BUYERS: '0' }, ROOT)).toThrow(/LEAD_MAX_BUYERS/);
    expect(loadConfig({}, ROOT)).toMatchObject({ leadMaxBuyers: 3, leadMaxOffers: 5, customerChooses: false });
    expect(loadConfig({ LEAD_MAX_OFFERS: '4', LEAD_MAX_BUYERS: '4', CUSTOMER_CHOOSES: 'true' }, ROOT)).toMatchObject({
      leadMaxOffers: 4,
      customerChooses: true,
    });
    expect(() => loadConfig({ LEAD_MAX_OFFERS: '2', LEAD_MAX_BUYERS: '3' }, ROOT)).toThrow(
      /LEAD_MAX_OFFERS \(2\) must be at least LEAD_MAX_BUYERS \(3\)/,
    );
    expect(() => loadConfig({ CUSTOMER_CHOOSES: 'si' }, ROOT)).toThrow(/CUSTOMER_CHOOSES/);
    expect(() => loadConfig({ LEAD_DISCOUNT_AFTER_HOURS: '1.5' }, ROOT)).toThrow(/LEAD_DISCOUNT_AFTER_HOURS/);
  });

  it('reads the highest lead price in euros, and refuses one that is not a positive amount', () => {
    expect(loadConfig({ LEAD_MAX_PRICE: '250' }, ROOT).leadMaxPrice).toBe('250.00');
    expect(loadConfig({ LEAD_MAX_PRICE: '99.9' }, ROOT).leadMaxPrice).toBe('99.90');
    for (const value of ['0', '0.00', '-5', '22,5', '1.250,00', 'cinquecento', '1e3', '12.345']) {
      expect(problemsOf({ LEAD_MAX_PRICE: value })).toEqual([
        `LEAD_MAX_PRICE must be an amount in euros above 0, such as 500 or 499.99 (got "${value}")`,
      ]);
    }
  });

  it('refuses to start in production on any test part, listing every missing variable', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    for (const name of Object.keys(PRODUCTION_PARTS)) {
      expect(problems.filter((problem) => problem.startsWith(`${name} is required with NODE_ENV=production`))).toHaveLength(1);
    }
    expect(problems).toHaveLength(Object.keys(PRODUCTION_PARTS).length);
    // Each one alone is enough to refuse: no embedded database, gateway or log mailbox in production.
    for (const name of Object.keys(PRODUCTION_PARTS)) {
      const { [name as keyof typeof PRODUCTION_PARTS]: _left, ...rest } = PRODUCTION_PARTS;
      expect(problemsOf({ NODE_ENV: 'production', ...rest }).join('\n')).toContain(name);
    }
    // OpenAI stays optional; with every part set, production starts, without demo data or API docs.
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_PARTS }, ROOT)).toMatchObject({
      nodeEnv: 'production',
      openai: undefined,
      demoData: false,
      apiDocs: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_PARTS, API_DOCS: 'true' }, ROOT).apiDocs).toBe(true);
  });

  it('keeps the demo data to the embedded database and reads API_DOCS as a boolean', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/x' }, ROOT).demoData).toBe(false);
    expect(loadConfig({ API_DOCS: 'false' }, ROOT).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes please' }, ROOT)).toThrow(/API_DOCS/);
  });

  it('warns in production about Stripe test keys and links that are not https', () => {
    const live = loadConfig(
      {
        NODE_ENV: 'production',
        ...PRODUCTION_PARTS,
        PUBLIC_SITE_URL: 'https://www.trovapro.it',
        ADMIN_CONSOLE_URL: 'https://admin.trovapro.it',
        CHECKOUT_URL: 'https://pay.trovapro.it',
      },
      ROOT,
    );
    expect(productionWarnings(live)).toEqual([]);
    const staging = loadConfig({ NODE_ENV: 'production', ...PRODUCTION_PARTS, STRIPE_SECRET_KEY: 'sk_test_1' }, ROOT);
    const warnings = productionWarnings(staging).join('\n');
    for (const name of ['STRIPE_SECRET_KEY', 'PUBLIC_SITE_URL', 'ADMIN_CONSOLE_URL', 'CHECKOUT_URL']) expect(warnings).toContain(name);
    expect(productionWarnings(loadConfig({}, ROOT))).toEqual([]);
  });

  it('warns in production about an Invoicetronic sandbox key and about INVOICING=export', () => {
    const { INVOICING_API_KEY: _key, ...withoutKey } = PRODUCTION_PARTS;
    const https = { PUBLIC_SITE_URL: 'https://a.it', ADMIN_CONSOLE_URL: 'https://b.it', CHECKOUT_URL: 'https://c.it' };
    expect(productionWarnings(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_PARTS, ...https, INVOICING_API_KEY: 'ik_test_1' }, ROOT))).toEqual([
      'INVOICING_API_KEY is a sandbox key (ik_test_): no invoice reaches the SdI, none is legally issued',
    ]);
    expect(productionWarnings(loadConfig({ NODE_ENV: 'production', ...withoutKey, ...https, INVOICING: 'export' }, ROOT))).toEqual([
      "INVOICING=export: no invoice is transmitted to the SdI; each month's files must reach it through the accountant",
    ]);
  });
});
