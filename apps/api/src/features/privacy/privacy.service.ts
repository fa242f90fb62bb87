import { erasedLeadTexts, privacyApiMessages } from '@trovapro/copy';
import {
  PRIVACY_NOTICE_VERSION,
  type LegalInfo,
  type PrivacyErasePreview,
  type PrivacyEraseResult,
  type PrivacyExport,
  type PrivacySelfEraseResponse,
} from '@trovapro/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskEmail } from '../../plugins/logging.ts';
import { enforceRateLimits, perAddress } from '../../lib/rate-limit.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { withdrawPaymentsOf } from '../checkout/checkout.service.ts';
import { maskOutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { announceChange, type PublicCache } from '../../plugins/public-cache.ts';
import { closeLeads } from '../leads/leads.service.ts';
import { anonymiseReviews, exportedReviews } from '../reviews/reviews.service.ts';
import { normalizeEmail, verificationSecret } from '../verification/verification.service.ts';
import { eraseToken, leadIdOfEraseToken } from './erase-token.ts';
import {
  anonymiseLeads,
  countLeadsWithData,
  deleteEmailsAbout,
  deleteVerificationsOf,
  findLeadEmail,
  listDeliveriesOf,
  listNotesOf,
  listEmailsAbout,
  listLeadsOf,
  listPurchasesOf,
  listVerificationsOf,
  lockLeadIdsOf,
} from './privacy.repository.ts';

export { PRIVACY_NOTICE_VERSION };

/** Self-erase requests per client address in 15 minutes (a person erases once; a family a few times). */
export const ERASURES_PER_ADDRESS = 10;
const ERASE_WINDOW_MS = 15 * 60 * 1000;

/** Builds the self-erase links put in the emails to a lead's person. */
export interface EraseLinks {
  /** `${PUBLIC_SITE_URL}/privacy/cancella?t=<token>` for the lead. */
  urlFor(leadId: string): string;
}

/** What an erasure needs: the database, and the payments of the person's leads to withdraw. */
export interface ErasureContext {
  readonly db: Db;
  readonly payments: PaymentProvider;
  readonly log: { warn(details: object, message: string): void };
  /** Anonymised reviews change the public ratings: the landing pages' cache is dropped. */
  readonly publicCache: PublicCache;
}

export interface PrivacyContext extends ErasureContext {
  /** The HMAC key of the erase tokens: the server's verification secret. */
  readonly secret: Buffer;
}

export function createEraseLinks(secret: Buffer, publicSiteUrl: string): EraseLinks {
  return { urlFor: (leadId) => `${publicSiteUrl}/privacy/cancella?t=${eraseToken(secret, leadId)}` };
}

/** The erase tokens' key (the one verification codes use), from the configured or stored secret. */
export function privacySecret(db: Db, config: Pick<Config, 'sessionSecret'>): Promise<Buffer> {
  return verificationSecret(db, config);
}

/** `GET /api/legal`. */
export function legalInfo(
  config: Pick<
    Config,
    | 'legal'
    | 'leadMaxBuyers'
    | 'leadMaxOffers'
    | 'customerChooses'
    | 'openai'
    | 'leadDiscountAfterHours'
    | 'guaranteeDays'
    | 'supportEmail'
    | 'reviews'
  >,
): LegalInfo {
  return {
    companyName: config.legal.companyName,
    companyVat: config.legal.companyVat,
    companyAddress: config.legal.companyAddress,
    privacyEmail: config.legal.privacyEmail,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    leadRetentionMonths: config.legal.leadRetentionMonths,
    leadMaxBuyers: config.leadMaxBuyers,
    leadMaxOffers: config.leadMaxOffers,
    customerChooses: config.customerChooses,
    usesOpenAi: config.openai !== undefined,
    leadDiscountAfterHours: config.leadDiscountAfterHours,
    guaranteeDays: config.guaranteeDays,
    complaintsEmail: config.supportEmail === '' ? config.legal.privacyEmail : config.supportEmail,
    reviewRequestDays: config.reviews.requestAfterDays,
    reviewReplyDays: config.reviews.replyDays,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `GET /api/admin/privacy/export`: everything kept about the address. */
export async function exportPersonalData(db: Db, rawEmail: string): Promise<PrivacyExport> {
  const email = normalizeEmail(rawEmail);
  const leads = await listLeadsOf(db, email);
  const leadIds = leads.map((lead) => lead.id);
  const [purchases, deliveries, verifications, emails, reviews, notes] = await Promise.all([
    listPurchasesOf(db, leadIds),
    listDeliveriesOf(db, leadIds),
    listVerificationsOf(db, email),
    listEmailsAbout(db, email, leadIds),
    exportedReviews(db, leadIds),
    listNotesOf(db, leadIds),
  ]);
  return {
    email,
    exportedAt: new Date().toISOString(),
    leads: leads.map((lead) => ({
      id: lead.id,
      userRequest: lead.user_request,
      userEmail: lead.user_email,
      userName: lead.user_name,
      userPhone: lead.user_phone,
      category: lead.category,
      price: lead.price,
      status: lead.status,
      istatCode: lead.istat_code,
      landingPageId: lead.landing_page_id,
      prefilledService: lead.prefilled_service,
      prefilledLocation: lead.prefilled_location,
      landingContext: lead.landing_context,
      privacyConsentAt: iso(lead.privacy_consent_at),
      privacyNoticeVersion: lead.privacy_notice_version,
      erasedAt: iso(lead.erased_at),
      closedReason: lead.closed_reason,
      closedAt: iso(lead.closed_at),
      sentAt: iso(lead.sent_at),
      createdAt: lead.created_at.toISOString(),
      updatedAt: lead.updated_at.toISOString(),
      purchases: purchases
        .filter((purchase) => purchase.lead_id === lead.id)
        .map((purchase) => ({
          businessName: purchase.business_name,
          businessEmail: purchase.business_email,
          amount: purchase.amount,
          status: purchase.status,
          createdAt: purchase.created_at.toISOString(),
          paidAt: iso(purchase.paid_at),
        })),
      deliveries: deliveries
        .filter((delivery) => delivery.lead_id === lead.id)
        .map((delivery) => ({ businessName: delivery.business_name, sentAt: delivery.sent_at.toISOString() })),
      reviews: reviews.filter((review) => review.leadId === lead.id).map(({ leadId: _leadId, ...review }) => review),
      notes: notes
        .filter((note) => note.lead_id === lead.id && note.detail !== null)
        .map((note) => ({ at: note.at.toISOString(), text: note.detail ?? '' })),
    })),
    verifications: verifications.map((verification) => ({
      id: verification.id,
      email: verification.email,
      createdAt: verification.created_at.toISOString(),
      expiresAt: verification.expires_at.toISOString(),
      verifiedAt: iso(verification.verified_at),
      consumedAt: iso(verification.consumed_at),
      attempts: verification.attempts,
    })),
    emails: emails.map((row) => ({
      to: row.recipient,
      subject: maskOutboxSecrets(row.subject),
      purpose: row.purpose,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      text: maskOutboxSecrets(row.text),
    })),
  };
}

/**
 * Erases the address, in one transaction: its leads anonymised (name, email, phone and request replaced,
 * `erased_at` set; category, comune, price, deliveries and purchases kept) and closed for good (reason `erased`:
 * never offered or sold again, every offer link answers «not available»), its verifications and the emails to it
 * or about its leads deleted (offers not yet delivered included). Then a payment under way for one of its leads
 * is cancelled with the provider, or refunded when it lands. Answers what it did.
 */
export async function erasePersonalData(context: ErasureContext, rawEmail: string): Promise<PrivacyEraseResult> {
  const email = normalizeEmail(rawEmail);
  const result = await context.db.transaction().execute(async (trx) => {
    const leadIds = await lockLeadIdsOf(trx, email);
    // Emails first: finding those about the leads needs the leads' ids, not their (erased) address.
    const emailsDeleted = await deleteEmailsAbout(trx, email, leadIds);
    const verificationsDeleted = await deleteVerificationsOf(trx, email);
    // Before the leads lose their name: the reviews' comments are cleaned of it too.
    const reviewsAnonymised = await anonymiseReviews(trx, { ids: leadIds });
    const leadsAnonymised = await anonymiseLeads(trx, leadIds, erasedLeadTexts);
    const leadsClosed = (await closeLeads(trx, leadIds, 'erased')).length;
    return { leadIds, reviewsAnonymised, counts: { email, leadsAnonymised, leadsClosed, verificationsDeleted, emailsDeleted } };
  });
  if (result.reviewsAnonymised > 0) await announceChange(context.db, context.publicCache, 'landing-pages');
  await withdrawPaymentsOf(context, result.leadIds);
  return result.counts;
}

const invalidToken = (field: 't' | 'token') => new AppError('invalid_token', privacyApiMessages.invalidToken, { field });
const alreadyErased = () => new AppError('already_erased', privacyApiMessages.alreadyErased);

/** The address a valid token's lead still holds: 400 for a token we did not sign, 410 when nothing is left. */
async function addressOfToken({ db, secret }: PrivacyContext, token: string, field: 't' | 'token'): Promise<string> {
  const leadId = leadIdOfEraseToken(secret, token);
  if (leadId === null) throw invalidToken(field);
  const email = await findLeadEmail(db, leadId);
  if (email === undefined || email === '') throw alreadyErased();
  return email;
}

/** `GET /api/privacy/erase?t=`: what the link would erase. */
export async function previewSelfErase(context: PrivacyContext, token: string): Promise<PrivacyErasePreview> {
  const email = await addressOfToken(context, token, 't');
  const requests = await countLeadsWithData(context.db, email);
  if (requests === 0) throw alreadyErased();
  return { maskedEmail: maskEmail(email), requests };
}

/** `POST /api/privacy/erase`: the link's address erased as the admin's erase does. Limited per client address. */
export async function selfErase(context: PrivacyContext, token: string, clientAddress: string): Promise<PrivacySelfEraseResponse> {
  await enforceRateLimits(context.db, [perAddress('privacy-erase', clientAddress, ERASURES_PER_ADDRESS, ERASE_WINDOW_MS)], {
    code: 'too_many_requests',
    message: privacyApiMessages.tooManyErasures,
  });
  const email = await addressOfToken(context, token, 'token');
  const result = await erasePersonalData(context, email);
  if (result.leadsAnonymised === 0) throw alreadyErased();
  return { success: true, message: privacyApiMessages.erased };
}
