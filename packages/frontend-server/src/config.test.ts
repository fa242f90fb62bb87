import { describe, expect, it } from 'vitest';
import { parseFrontendServerConfig, serverOptionsFrom } from './config.ts';

describe('parseFrontendServerConfig', () => {
  it('has safe local defaults', () => {
    expect(parseFrontendServerConfig({}, { port: 3002 })).toEqual({
      links: { publicSiteUrl: 'http://localhost:3000', adminConsoleUrl: 'http://localhost:3001', checkoutUrl: 'http://localhost:3002' },
      port: 3002,
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:3003',
      trustProxy: ['loopback'],
      hsts: false,
      logLevel: 'warn',
      countryHeader: 'cf-ipcountry',
    });
  });

  it('reads every variable', () => {
    const config = parseFrontendServerConfig(
      {
        PORT: '4300',
        HOST: '0.0.0.0',
        API_URL: 'http://api:3003/',
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        HSTS: 'true',
        LOG_LEVEL: 'info',
        COUNTRY_HEADER: 'X-Country-Code',
        PUBLIC_SITE_URL: 'https://www.trovapro.it/',
        ADMIN_CONSOLE_URL: 'https://admin.trovapro.it',
        CHECKOUT_URL: 'https://pay.trovapro.it',
      },
      { port: 3000 },
    );
    expect(config).toEqual({
      links: { publicSiteUrl: 'https://www.trovapro.it', adminConsoleUrl: 'https://admin.trovapro.it', checkoutUrl: 'https://pay.trovapro.it' },
      port: 4300,
      host: '0.0.0.0',
      apiUrl: 'http://api:3003',
      trustProxy: ['loopback', '10.0.0.0/8'],
      hsts: true,
      logLevel: 'info',
      countryHeader: 'x-country-code',
    });
  });

  it('trusts no proxy when told so', () => {
    expect(parseFrontendServerConfig({ TRUST_PROXY: 'none' }, { port: 1 }).trustProxy).toEqual([]);
  });

  it('takes a blank COUNTRY_HEADER for the default', () => {
    expect(parseFrontendServerConfig({ COUNTRY_HEADER: '  ' }, { port: 1 }).countryHeader).toBe('cf-ipcountry');
  });

  it('rejects bad values naming the variable', () => {
    expect(() => parseFrontendServerConfig({ PORT: '80a' }, { port: 1 })).toThrow(/PORT/);
    expect(() => parseFrontendServerConfig({ PORT: '70000' }, { port: 1 })).toThrow(/PORT/);
    expect(() => parseFrontendServerConfig({ API_URL: 'localhost:3003' }, { port: 1 })).toThrow(/API_URL/);
    expect(() => parseFrontendServerConfig({ API_URL: 'ftp://x' }, { port: 1 })).toThrow(/API_URL/);
    expect(() => parseFrontendServerConfig({ CHECKOUT_URL: 'pay.trovapro.it' }, { port: 1 })).toThrow(/CHECKOUT_URL/);
    expect(() => parseFrontendServerConfig({ HSTS: 'maybe' }, { port: 1 })).toThrow(/HSTS/);
    expect(() => parseFrontendServerConfig({ LOG_LEVEL: 'loud' }, { port: 1 })).toThrow(/LOG_LEVEL/);
    expect(() => parseFrontendServerConfig({ COUNTRY_HEADER: 'x country' }, { port: 1 })).toThrow(/COUNTRY_HEADER/);
    expect(() => parseFrontendServerConfig({ COUNTRY_HEADER: 'x-country:IT' }, { port: 1 })).toThrow(/COUNTRY_HEADER/);
  });
});

describe('serverOptionsFrom', () => {
  it('passes the API, links, HSTS, proxies, country header and log level of the config to the server', () => {
    const config = parseFrontendServerConfig(
      { API_URL: 'http://api:3003', TRUST_PROXY: '10.0.0.0/8', LOG_LEVEL: 'warn', HSTS: 'true' },
      { port: 3001 },
    );
    expect(serverOptionsFrom(config)).toEqual({
      apiUrl: config.apiUrl,
      links: config.links,
      hsts: config.hsts,
      trustProxy: ['10.0.0.0/8'],
      countryHeader: config.countryHeader,
      logger: { level: 'warn' },
    });
  });
});
