import { createApiClient } from '@trovapro/api-client';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

/**
 * Every visitor of the e2e suite comes from an address of its own, as real visitors do: the API limits codes
 * and sign-ins per client address, and one machine playing forty visitors in five minutes would meet those
 * limits. The public site trusts a loopback proxy's X-Forwarded-For (its TRUST_PROXY default), so a header
 * names the address; the API sees it as the client's. The private 10/8 range, unique per test worker.
 */
let visitors = 0;
export function nextVisitorAddress(): string {
  visitors += 1;
  return `10.${process.pid % 250}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/** An API client (through the public site or another frontend) that is one new visitor. */
export function visitorClient(baseUrl: string) {
  const address = nextVisitorAddress();
  return createApiClient({
    baseUrl,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', address);
      return globalThis.fetch(input, { ...init, headers });
    },
  });
}

const withAddress = (options: BrowserContextOptions = {}): BrowserContextOptions => ({
  ...options,
  extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress(), ...options.extraHTTPHeaders },
});

/**
 * The browser as the tests use it: every new context (or page with its own context) is a new visitor, and is handed
 * to `opened` (the failure artifacts' recorder) before the test gets it.
 */
export function asVisitors(browser: Browser, opened: (context: BrowserContext) => Promise<void>): Browser {
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') {
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(withAddress(options));
          await opened(context);
          return context;
        };
      }
      if (property === 'newPage') {
        return async (options?: BrowserContextOptions) => {
          const page = await target.newPage(withAddress(options));
          await opened(page.context());
          return page;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
