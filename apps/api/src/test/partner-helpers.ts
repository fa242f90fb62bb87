import type { Business, PartnerSignupBody } from '@trovapro/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app-types.ts';
import type { Db } from '../db/database.ts';
import { deliverableMessage } from '../features/email-outbox/email-outbox.service.ts';
import { fromAddress, postJson } from './chat-helpers.ts';

/** Fano, Pesaro e Urbino, Marche: the seat of the test partners. */
export const FANO_ISTAT = '041013';

/** A valid «Diventa partner» form: a plumber in Fano working in its province. */
export function signupBody(overrides: Partial<PartnerSignupBody> = {}): PartnerSignupBody {
  return {
    companyName: 'Idraulica Adriatica',
    email: 'info@idraulica-adriatica.example.it',
    phone: '333 123 4567',
    vatNumber: '00743110157',
    category: 'Idraulico',
    istatCode: FANO_ISTAT,
    serviceReach: 'province',
    privacyAccepted: true,
    termsAccepted: true,
    ...overrides,
  };
}

let addressSeq = 0;
/** Another client address on each call (198.18.0.0/15, for tests): the sign-up limits are tested on their own. */
export const nextSignupAddress = () => `198.18.${Math.floor(addressSeq / 250) % 250}.${(addressSeq++ % 250) + 1}`;

export function postSignup(app: App, body: object, address = nextSignupAddress()): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/partners/signup', body, fromAddress(address));
}

export function postSignupCode(app: App, signupId: string, code: string, address = nextSignupAddress()): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/partners/verify-code', { signupId, code }, fromAddress(address));
}

/** The code of a sign-up's email, as the business receives it (the stored message holds only a marker). */
export async function signupCodeFor(db: Db, signupId: string): Promise<string> {
  const row = await db
    .selectFrom('email_outbox')
    .select(['recipient', 'subject', 'html', 'text', 'secrets'])
    .where('dedupe_key', '=', `partner-signup:${signupId}`)
    .executeTakeFirstOrThrow();
  const code = /è: (\d{4})/.exec(deliverableMessage(row).text)?.[1];
  if (code === undefined) throw new Error(`no code in: ${row.text}`);
  return code;
}

/** A code that is not the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Signs a partner up and confirms its email with the emailed code: the id of the business waiting for approval. */
export async function signUpPartner(app: App, db: Db, overrides: Partial<PartnerSignupBody> = {}): Promise<string> {
  const started = await postSignup(app, signupBody(overrides));
  expect(started.statusCode, started.body).toBe(200);
  const { signupId } = started.json() as { signupId: string };
  const confirmed = await postSignupCode(app, signupId, await signupCodeFor(db, signupId));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const row = await db.selectFrom('partner_signups').select('business_id').where('id', '=', signupId).executeTakeFirstOrThrow();
  if (row.business_id === null) throw new Error('the confirmed sign-up made no business');
  return row.business_id;
}

/** The admin approves a signed-up business: the business as answered. */
export async function approvePartner(app: App, cookie: string, businessId: string): Promise<Business> {
  const response = await app.inject({ method: 'POST', url: `/api/admin/businesses/${businessId}/approve`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Business;
}
