import type { PausedReason, ServiceReach } from '@trovapro/domain';
import { sql } from 'kysely';
import { BUSINESS_COLUMNS, type BusinessViewRow } from '../../db/business-columns.ts';
import type { Db } from '../../db/database.ts';

export interface NewSignup {
  id: string;
  email: string;
  companyName: string;
  phone: string;
  vatNumber: string;
  category: string;
  istatCode: string;
  serviceReach: ServiceReach;
  codeHash: string;
  ttlSeconds: number;
  /** The version of the terms for businesses accepted on the form. */
  termsVersion: string;
}

/** Ends the unconfirmed sign-ups of an email: only the newest code works. */
export async function expireOpenSignups(db: Db, email: string): Promise<void> {
  await db
    .updateTable('partner_signups')
    .set({ expires_at: sql`now()` })
    .where('email', '=', email)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}

export async function insertSignup(db: Db, signup: NewSignup): Promise<void> {
  await db
    .insertInto('partner_signups')
    .values({
      id: signup.id,
      email: signup.email,
      company_name: signup.companyName,
      phone: signup.phone,
      vat_number: signup.vatNumber,
      category: signup.category,
      istat_code: signup.istatCode,
      service_reach: signup.serviceReach,
      code_hash: signup.codeHash,
      expires_at: sql`now() + make_interval(secs => ${signup.ttlSeconds})`,
      privacy_consent_at: sql`now()`,
      terms_version: signup.termsVersion,
      terms_accepted_at: sql`now()`,
    })
    .execute();
}

export async function businessEmailExists(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('businesses').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

const signupColumns = [
  'id',
  'email',
  'company_name',
  'phone',
  'vat_number',
  'category',
  'istat_code',
  'service_reach',
  'code_hash',
  'attempts',
  'verified_at',
  'business_id',
  'terms_version',
  'terms_accepted_at',
  sql<boolean>`expires_at > now()`.as('live'),
] as const;

export async function findSignup(db: Db, id: string) {
  return db.selectFrom('partner_signups').select(signupColumns).where('id', '=', id).executeTakeFirst();
}
export type SignupRow = NonNullable<Awaited<ReturnType<typeof findSignup>>>;

/** The row locked until the transaction ends: one confirmation creates one business. */
export async function lockSignup(trx: Db, id: string): Promise<SignupRow | undefined> {
  return trx.selectFrom('partner_signups').select(signupColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Takes one of the code's tries atomically; undefined when none is left. */
export async function takeSignupAttempt(db: Db, id: string, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('partner_signups')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('verified_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

export async function markSignupConfirmed(trx: Db, id: string, businessId: string): Promise<void> {
  await trx.updateTable('partner_signups').set({ verified_at: sql`now()`, business_id: businessId }).where('id', '=', id).execute();
}

export interface SignedUpBusiness {
  name: string;
  email: string;
  phone: string;
  category: string;
  location: string;
  istatCode: string;
  provinceCode: string;
  region: string;
  vatNumber: string;
  serviceReach: ServiceReach;
}

/** A business waiting for approval (not active); undefined when its email is taken. */
export async function insertPendingBusiness(trx: Db, business: SignedUpBusiness): Promise<BusinessViewRow | undefined> {
  return trx
    .insertInto('businesses')
    .values({
      name: business.name,
      email: business.email,
      phone: business.phone,
      category: business.category,
      location: business.location,
      // An ISTAT code the municipalities table does not hold (comuni not imported) is stored as null.
      istat_code: sql<string | null>`(select istat_code from municipalities where istat_code = ${business.istatCode})`,
      province_code: business.provinceCode,
      region: business.region,
      vat_number: business.vatNumber,
      service_reach: business.serviceReach,
      approval: 'pending',
      is_active: false,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(BUSINESS_COLUMNS)
    .executeTakeFirst();
}

/** Pending → approved and active; undefined when the business is not pending (or unknown). */
export async function approvePendingBusiness(trx: Db, id: string): Promise<BusinessViewRow | undefined> {
  return trx
    .updateTable('businesses')
    .set({ approval: 'approved', is_active: true, paused_reason: null, paused_at: null, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('approval', '=', 'pending')
    .returning(BUSINESS_COLUMNS)
    .executeTakeFirst();
}

/** Pending → refused (stays inactive); undefined when the business is not pending (or unknown). */
export async function refusePendingBusiness(trx: Db, id: string): Promise<BusinessViewRow | undefined> {
  return trx
    .updateTable('businesses')
    .set({ approval: 'refused', is_active: false, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('approval', '=', 'pending')
    .returning(BUSINESS_COLUMNS)
    .executeTakeFirst();
}

export async function businessExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('businesses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** What the stop page reads of a business: approval and pause. */
export interface OffersRow {
  approval: 'pending' | 'approved' | 'refused';
  is_active: boolean;
  paused_reason: PausedReason | null;
  paused_at: Date | null;
}

/** The pauses a business made itself: its stop link's, its area's (issue 33). It may lift them; the admin's it may not. */
export const BUSINESS_PAUSES: readonly PausedReason[] = ['unsubscribed', 'area'];

const OFFERS_COLUMNS = ['approval', 'is_active', 'paused_reason', 'paused_at'] as const;

export async function findOffersRow(db: Db, id: string): Promise<OffersRow | undefined> {
  return db.selectFrom('businesses').select(OFFERS_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Offers stop: not active, paused by the business itself since now (the first time: a repeated click keeps
 * the date). Only an approved business that receives offers or stopped them itself: a pause of the admin stays
 * the admin's (the link must not turn it into one the business may lift), and a business not approved
 * receives none. The row as it is after; undefined for an unknown business.
 */
export async function pauseOffersByBusiness(db: Db, id: string): Promise<OffersRow | undefined> {
  const paused = await db
    .updateTable('businesses')
    .set({
      is_active: false,
      // A pause of the business's own from its area (issue 33) stays as it is.
      paused_reason: sql`case when is_active then 'unsubscribed' else paused_reason end`,
      paused_at: sql`case when is_active then now() else paused_at end`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('approval', '=', 'approved')
    .where((eb) => eb.or([eb('is_active', '=', true), eb('paused_reason', 'in', BUSINESS_PAUSES)]))
    .returning(OFFERS_COLUMNS)
    .executeTakeFirst();
  return paused ?? findOffersRow(db, id);
}

/**
 * Offers resume, only for an approved business that stopped them itself (one conditional UPDATE: an admin's
 * pause in between wins). The row as it is after; undefined for an unknown business.
 */
export async function resumeOffersByBusiness(db: Db, id: string): Promise<OffersRow | undefined> {
  const resumed = await db
    .updateTable('businesses')
    .set({ is_active: true, paused_reason: null, paused_at: null, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('approval', '=', 'approved')
    .where('is_active', '=', false)
    .where('paused_reason', 'in', BUSINESS_PAUSES)
    .returning(OFFERS_COLUMNS)
    .executeTakeFirst();
  return resumed ?? findOffersRow(db, id);
}
