import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app-types.ts';
import type { Db } from '../db/database.ts';
import { deliverableMessage } from '../features/email-outbox/email-outbox.service.ts';

/** A client address per test, through the trusted loopback proxy (as the frontend servers send it). */
export const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

export function postJson(app: App, url: string, payload: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

/** The code in the newest verification email to `email`, as the person receives it (the stored message holds none). */
export async function latestCodeFor(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('email_outbox')
    .select(['recipient', 'subject', 'html', 'text', 'secrets'])
    .where('recipient', '=', email)
    .where('purpose', '=', 'verification-code')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const { text } = deliverableMessage(row);
  const code = /codice di verifica è: (\d{4})/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no code in: ${text}`);
  return code;
}

/**
 * Sends a code to `email` and enters it: the email is then verified for 30 minutes. As if the previous code to
 * this email were more than a minute old: the resend cooldown is lifted first (several leads of one person in a test).
 */
export async function verifyEmail(app: App, db: Db, email: string, address = '192.0.2.200'): Promise<string> {
  await db.deleteFrom('rate_limit_counters').where('key', 'like', 'verification-resend:%').execute();
  const sent = await postJson(app, '/api/send-verification', { email }, fromAddress(address));
  if (sent.statusCode !== 200) throw new Error(`send-verification answered ${sent.statusCode}: ${sent.body}`);
  const code = await latestCodeFor(db, email.toLowerCase());
  const checked = await postJson(app, '/api/verify-code', { email, code }, fromAddress(address));
  if (checked.statusCode !== 200) throw new Error(`verify-code answered ${checked.statusCode}: ${checked.body}`);
  return (sent.json() as { leadId: string }).leadId;
}
