import { createApiClient } from '@trovapro/api-client';
import { routes } from '@trovapro/domain';
import { E2E_ADMIN } from './global-setup.ts';

/**
 * A signed-in admin API client for test set-up and checks (reading the outbox, lead states…),
 * talking to the admin console's origin exactly as the browser would (cookie + Origin).
 */
export async function signedInAdminApi(adminConsoleUrl: string) {
  // A cookie jar of one browser: the session cookie, and the device cookie a sign-in sets beside it.
  const jar = new Map<string, string>();
  const fetchWithSession: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    headers.set('origin', adminConsoleUrl);
    const response = await fetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';', 1);
      const separator = pair.indexOf('=');
      if (separator > 0) jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
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
