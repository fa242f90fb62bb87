import { createApiClient } from '@trovapro/api-client';
import { routes } from '@trovapro/domain';
import { E2E_ADMIN } from './global-setup.ts';

/**
 * A signed-in admin API client for test set-up and checks (reading the outbox, lead states…),
 * talking to the admin console's origin exactly as the browser would (cookie + Origin).
 */
export async function signedInAdminApi(adminConsoleUrl: string) {
  let cookie = '';
  const fetchWithSession: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    headers.set('origin', adminConsoleUrl);
    const response = await fetch(input, { ...init, headers });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';', 1)[0] ?? '';
    return response;
  };
  const client = createApiClient({ baseUrl: adminConsoleUrl, fetch: fetchWithSession });
  await client.call(routes.adminLogin, { body: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  return client;
}

/** The newest outbox message to `to` whose text matches, waiting for it to be written. */
export async function waitForEmail(
  client: Awaited<ReturnType<typeof signedInAdminApi>>,
  to: string,
  matches: (text: string) => boolean = () => true,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { emails } = await client.call(routes.adminListEmails, { query: { limit: 100 } });
    const found = emails.find((email) => email.to === to && matches(email.text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
