import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from '@trovapro/api-client';
import { routes } from '@trovapro/domain';
import { startFakeAdminApi, TEST_ADMIN, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { withSessionExpiry } from './with-session-expiry.ts';

let api: FakeAdminApi;
let expiries: number;
const client = () => withSessionExpiry(createApiClient({ baseUrl: '' }), () => expiries++);

beforeEach(async () => {
  api = await startFakeAdminApi();
  expiries = 0;
  // Same origin as the console in production: the page is on the test server's origin.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${api.origin}/admin/dashboard`);
});
afterEach(async () => {
  await api.close();
});

describe('withSessionExpiry', () => {
  it('reports a 401 from an admin call, and still rejects it', async () => {
    await expect(client().call(routes.adminListLeads, { query: {} })).rejects.toBeInstanceOf(ApiRequestError);
    await expect(client().request({ method: 'GET', path: routes.adminDashboardStats.path })).rejects.toMatchObject({ status: 401 });
    expect(expiries).toBe(2);
  });

  it('leaves wrong credentials at sign-in, and the session check in its null mode, to their screens', async () => {
    const login = client().call(routes.adminLogin, { body: { email: TEST_ADMIN.email, password: 'sbagliata' } });
    await expect(login).rejects.toMatchObject({ status: 401 });
    expect(await client().call(routes.adminMe, {}, { unauthorized: 'null' })).toBeNull();
    expect(expiries).toBe(0);
  });
});
