import type { AdminSettings } from '@trovapro/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('GET /api/admin/settings', () => {
  it('tells the console the highest price a lead may have (LEAD_MAX_PRICE), so it can say it before asking', async () => {
    t = await createTestApp({ env: { LEAD_MAX_PRICE: '1250' } });
    const cookie = await signInAdmin(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ leadMaxPrice: '1250.00' } satisfies AdminSettings);
  });

  it('is for admins only', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
  });
});
