import { businessTermsCopy, businessTermsEmailTexts } from '@trovapro/copy';
import {
  BUSINESS_TERMS_NOTICE_DAYS,
  BUSINESS_TERMS_PATH,
  BUSINESS_TERMS_VERSIONS,
  latestBusinessTerms,
  romeDay,
  type BusinessTermsAcceptance,
  type BusinessTermsContext,
  type BusinessTermsVersion,
  type TermsToAccept,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { invalidField } from '../../lib/app-error.ts';
import { enqueueEmails } from '../email-outbox/email-outbox.service.ts';
import { adminNoticeBodies } from '../leads/leads.service.ts';
import { findLatestAcceptance, hasAccepted, insertAcceptance, listBusinessesToTell } from './business-terms.repository.ts';

/**
 * The terms for businesses (issue 33, EU Regulation 2019/1150): which version a business must accept, its
 * acceptances (at sign-up, at a purchase), and the email announcing a new version. The versions are the domain's
 * BUSINESS_TERMS_VERSIONS; the one to accept is the latest published (from its publication, before it is in force).
 */

/** The public address of the terms: the public site's `/termini-aziende`. */
export const businessTermsUrl = (publicSiteUrl: string) => `${publicSiteUrl}${BUSINESS_TERMS_PATH}`;

/** The version a business accepts today. */
export const versionToAccept = (now: Date, versions: readonly BusinessTermsVersion[] = BUSINESS_TERMS_VERSIONS) =>
  latestBusinessTerms(romeDay(now), versions);

/** Stores an acceptance (once per business and version). */
export function recordAcceptance(
  db: Db,
  acceptance: { businessId: string; version: string; context: BusinessTermsContext; acceptedAt?: Date },
): Promise<void> {
  return insertAcceptance(db, acceptance);
}

/** The lead view's `termsToAccept`: the version the business has not accepted yet, or null. */
export async function termsToAcceptFor(db: Db, businessId: string, publicSiteUrl: string, now = new Date()): Promise<TermsToAccept> {
  const { version } = versionToAccept(now);
  return (await hasAccepted(db, businessId, version)) ? null : { version, url: businessTermsUrl(publicSiteUrl) };
}

/**
 * Before a payment is created: a business without the current version must send `acceptTerms: true` (else 400
 * naming `acceptTerms`), which is then stored as accepted at this purchase.
 */
export async function requireAcceptanceAtPurchase(db: Db, businessId: string, acceptTerms: boolean | undefined, now = new Date()): Promise<void> {
  const { version } = versionToAccept(now);
  if (await hasAccepted(db, businessId, version)) return;
  if (acceptTerms !== true) throw invalidField('acceptTerms', businessTermsCopy.apiPurchaseRequired);
  await insertAcceptance(db, { businessId, version, context: 'purchase' });
}

/** The admin's partner detail: the latest version the business accepted, when and where, or null. */
export async function latestAcceptanceOf(db: Db, businessId: string, now = new Date()): Promise<BusinessTermsAcceptance> {
  const row = await findLatestAcceptance(db, businessId);
  if (row === undefined) return null;
  const context: BusinessTermsContext = row.context === 'signup' ? 'signup' : 'purchase';
  return { version: row.version, acceptedAt: row.accepted_at.toISOString(), context, current: row.version === versionToAccept(now).version };
}

export interface AnnounceSettings {
  readonly publicSiteUrl: string;
  readonly now?: Date;
  /** The versions (the domain's list; tests pass their own). */
  readonly versions?: readonly BusinessTermsVersion[];
}

/**
 * The `business-terms-announce` task: when the latest published version is not the first, every business that
 * accepted an earlier one and not this one gets one email (`business-terms:<version>:<businessId>`, sent once
 * however often the task runs) with the day it is in force and the link. How many emails were added.
 */
export async function announceBusinessTerms(
  db: Db,
  { publicSiteUrl, now = new Date(), versions = BUSINESS_TERMS_VERSIONS }: AnnounceSettings,
): Promise<number> {
  const latest = versionToAccept(now, versions);
  const earlier = versions.slice(0, versions.indexOf(latest)).map((entry) => entry.version);
  if (earlier.length === 0) return 0;
  const recipients = await listBusinessesToTell(db, latest.version, earlier);
  if (recipients.length === 0) return 0;
  const url = businessTermsUrl(publicSiteUrl);
  return db.transaction().execute((trx) =>
    enqueueEmails(
      trx,
      recipients.map((business) => ({
        dedupeKey: `business-terms:${latest.version}:${business.id}`,
        purpose: 'business-terms',
        to: business.email,
        subject: businessTermsEmailTexts.subject,
        ...adminNoticeBodies(
          businessTermsEmailTexts.paragraphs({
            businessName: business.name,
            version: latest.version,
            effectiveOn: latest.effectiveOn,
            url,
            noticeDays: BUSINESS_TERMS_NOTICE_DAYS,
          }),
        ),
      })),
    ),
  );
}
