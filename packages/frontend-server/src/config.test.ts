import { describe, expect, it } from 'vitest';
import { parseFrontendServerConfig } from './config.ts';

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
    });
  });

  it('reads every variable', () => {
    const config = parseFrontendServerConfig(
      {
        PORT: '4300', HOST: '0.0.0.0', API_URL: 'http://api:3003/', TRUST_PROXY: 'loopback, 10.0.0.0/8', HSTS: 'true', LOG_LEVEL: 'info',
        PUBLIC_SITE_URL: 'https://www.trovapro.it/', ADMIN_CONSOLE_URL: 'https://admin.trovapro.it', CHECKOUT_URL: 'https://pay.trovapro.it',
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
    });
  });

  it('trusts no proxy when told so', () => {
    expect(parseFrontendServerConfig({ TRUST_PROXY: 'none' }, { port: 1 }).trustProxy).toEqual([]);
  });

  it('rejects bad values naming the variable', () => {
    expect(() => parseFrontendServerConfig({ PORT: '80a' }, { port: 1 })).toThrow(/PORT/);
    expect(() => parseFrontendServerConfig({ PORT: '70000' }, { port: 1 })).toThrow(/PORT/);
    expect(() => parseFrontendServerConfig({ API_URL: 'localhost:3003' }, { port: 1 })).toThrow(/API_URL/);
    expect(() => parseFrontendServerConfig({ API_URL: 'ftp://x' }, { port: 1 })).toThrow(/API_URL/);
    expect(() => parseFrontendServerConfig({ CHECKOUT_URL: 'pay.trovapro.it' }, { port: 1 })).toThrow(/CHECKOUT_URL/);
    expect(() => parseFrontendServerConfig({ HSTS: 'maybe' }, { port: 1 })).toThrow(/HSTS/);
    expect(() => parseFrontendServerConfig({ LOG_LEVEL: 'loud' }, { port: 1 })).toThrow(/LOG_LEVEL/);
  });
});
