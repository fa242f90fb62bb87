import type { BrowserContext } from 'playwright-core';
import pg from 'pg';

/**
 * Ends the admin session of a browser context on the server, as time would. On PostgreSQL the session's row is
 * made to have expired a second ago (rows are keyed by the SHA-256 of the session id, the part of the signed cookie
 * before its signature); on the embedded database, which only the API process can open, the session is signed out
 * from elsewhere — the same state for the browser: its cookie names no valid session.
 */
export async function expireAdminSession(context: BrowserContext, adminConsoleUrl: string, databaseUrl: string | null): Promise<void> {
  const cookie = (await context.cookies(`${adminConsoleUrl}/api/admin/me`)).find((candidate) => candidate.name === 'trovapro_admin');
  if (!cookie) throw new Error('the context has no admin session cookie');
  if (databaseUrl) {
    const signed = decodeURIComponent(cookie.value);
    const sessionId = signed.slice(0, signed.lastIndexOf('.'));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rowCount } = await client.query(
        `update sessions set expires_at = now() - interval '1 second' where sid = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
        [sessionId],
      );
      if (rowCount !== 1) throw new Error(`expected one session row for the cookie, found ${rowCount}`);
    } finally {
      await client.end();
    }
    return;
  }
  const response = await fetch(`${adminConsoleUrl}/api/admin/logout`, { method: 'POST', headers: { cookie: `${cookie.name}=${cookie.value}` } });
  if (!response.ok) throw new Error(`signing the session out answered ${response.status}`);
}
