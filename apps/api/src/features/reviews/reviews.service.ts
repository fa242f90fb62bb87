import { apiReviewMessages, reviewEmailTexts, reviewRedaction } from '@trovapro/copy';
import {
  EMAIL_TEMPLATE_NAMES,
  formatLocation,
  formatRomeDate,
  PAGE_SIZES,
  REVIEW_COMMENT_MAX,
  pageOffset,
  redactContacts,
  totalPages,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewsQuery,
  type PrivacyExportReview,
  type ReviewBody,
  type ReviewEventType,
  type ReviewRequestView,
  type ReviewStatus,
  type WrittenReview,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enforceRateLimits, perAddress } from '../../lib/rate-limit.ts';
import { idOfSignedToken, signedToken } from '../../lib/signed-token.ts';
import { announceChange, type PublicCache } from '../../plugins/public-cache.ts';
import { knownPlaces } from '../../providers/ai/index.ts';
import { enqueueEmail, enqueueEmails, OutboxSecrets, type NewOutboxEmail } from '../email-outbox/email-outbox.service.ts';
import { emailTemplateRenderer, renderEmailTemplate } from '../templates/templates.service.ts';
import {
  findPurchaseForReview,
  findReviewOfPurchase,
  findReviewRow,
  insertReview,
  insertReviewEvents,
  listReviewEvents,
  listReviewsOfLeads,
  listReviewRows,
  lockPurchasesDueForReview,
  lockReview,
  lockReviewsToAnonymise,
  markReviewAnonymised,
  markReviewHidden,
  markReviewPublished,
  markReviewsRequested,
  type ReviewRow,
} from './reviews.repository.ts';

/**
 * Reviews (issue 34, product §22). REVIEW_REQUEST_DAYS after a purchase is paid its customer is emailed, once, a
 * signed link (purpose 'review', the purchase's id) to rate that business: one review per purchase, only from that
 * link. The business is told and may reply until REVIEW_REPLY_DAYS after; the review waits (`pending`) for the admin,
 * who publishes it once replied or past that date, or hides it with a reason. Erasing the customer's data anonymises
 * their reviews, never deletes them. Publishing, hiding and anonymising change the public ratings: the landing pages'
 * cache is dropped.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Purchases paid more than REVIEW_REQUEST_DAYS + this many days ago are never asked (no flood on the first deploy). */
export const REVIEW_REQUEST_GRACE_DAYS = 14;
/** Reviews one client address may send in an hour (a family with a few requests sends a handful). */
export const REVIEWS_PER_ADDRESS = 10;
const HOUR_MS = 60 * 60 * 1000;

export interface ReviewLinks {
  readonly secret: Buffer;
  /** PUBLIC_SITE_URL: the form `/recensione?t=`. */
  readonly publicSiteUrl: string;
  /** CHECKOUT_URL: the business's «Area aziende». */
  readonly checkoutUrl: string;
}

export interface ReviewsContext extends ReviewLinks {
  readonly db: Db;
  readonly publicCache: PublicCache;
  readonly reviews: { readonly requestAfterDays: number; readonly replyDays: number };
}

/** `${PUBLIC_SITE_URL}/recensione?t=<token>`: the review link of one purchase. */
export function reviewUrl(links: Pick<ReviewLinks, 'secret' | 'publicSiteUrl'>, purchaseId: string): string {
  return `${links.publicSiteUrl}/recensione?t=${signedToken(links.secret, 'review', purchaseId)}`;
}

/** The business's page of its reviews in the «Area aziende». */
export const areaReviewsUrl = (checkoutUrl: string) => `${checkoutUrl}/area/recensioni`;

/** What the public sees of the author: the first name and the surname's initial («Marco R.»), or null without a name. */
export function reviewAuthorName(userName: string): string | null {
  const words = userName
    .trim()
    .split(/\s+/u)
    .filter((word) => /\p{L}/u.test(word));
  const [first, ...rest] = words;
  if (first === undefined) return null;
  const initial = [...(rest.at(-1) ?? '')].find((char) => /\p{L}/u.test(char));
  return initial === undefined ? first : `${first} ${initial.toLocaleUpperCase('it-IT')}.`;
}

const placeOf = (row: { municipality: string | null; province: string | null; prefilled_location: string | null }) =>
  row.municipality !== null && row.province !== null
    ? formatLocation({ municipality: row.municipality, province: row.province })
    : row.prefilled_location;

/**
 * The review request job's one run, as of `now`: each paid purchase due (paid REVIEW_REQUEST_DAYS ago, within the
 * grace days, not refunded, lead not erased, not asked yet) gets its email and `review_requested_at` in one
 * transaction. Answers how many were asked.
 */
export async function requestDueReviews(context: Omit<ReviewsContext, 'publicCache' | 'checkoutUrl'>, now: Date): Promise<number> {
  const { db, reviews } = context;
  const dueBefore = new Date(now.getTime() - reviews.requestAfterDays * DAY_MS);
  const paidAfter = new Date(dueBefore.getTime() - REVIEW_REQUEST_GRACE_DAYS * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const due = await lockPurchasesDueForReview(trx, dueBefore, paidAfter);
    if (due.length === 0) return 0;
    const render = await emailTemplateRenderer(trx, EMAIL_TEMPLATE_NAMES.reviewRequest);
    const emails: NewOutboxEmail[] = due.map((purchase) => {
      // The link writes a review in the customer's name: the stored message never holds it.
      const secrets = new OutboxSecrets();
      const message = render({
        userName: purchase.user_name,
        userEmail: purchase.user_email,
        category: purchase.category,
        location: placeOf(purchase),
        businessName: purchase.business_name,
        reviewUrl: secrets.hide(reviewUrl(context, purchase.id)),
        leadId: purchase.lead_id,
      });
      return {
        dedupeKey: `review-request:${purchase.id}`,
        purpose: 'review-request',
        to: purchase.user_email,
        ...message,
        secrets,
        leadId: purchase.lead_id,
      };
    });
    await enqueueEmails(trx, emails);
    await markReviewsRequested(
      trx,
      due.map((purchase) => purchase.id),
    );
    return due.length;
  });
}

const invalidToken = () => new AppError('invalid_token', apiReviewMessages.invalidToken, { field: 'token' });
const unavailable = () => new AppError('lead_unavailable', apiReviewMessages.unavailable);

const toWritten = (row: { rating: number; comment: string | null; created_at: Date }): WrittenReview => ({
  rating: row.rating,
  comment: row.comment,
  createdAt: row.created_at.toISOString(),
});

type PurchaseForReview = NonNullable<Awaited<ReturnType<typeof findPurchaseForReview>>>;

/** A purchase whose customer may (still) review it: paid and kept, its lead's data not erased. */
function reviewable(purchase: PurchaseForReview | undefined): PurchaseForReview & { paid_at: Date; business_id: string } {
  if (purchase === undefined) throw invalidToken();
  if (purchase.status !== 'paid' || purchase.refunded_at !== null || purchase.erased_at !== null) throw unavailable();
  if (purchase.paid_at === null || purchase.business_id === null) throw unavailable();
  return { ...purchase, paid_at: purchase.paid_at, business_id: purchase.business_id };
}

/** `GET /api/reviews/request?t=`: what the form names, and the review when written already. */
export async function reviewRequestView(context: Pick<ReviewsContext, 'db' | 'secret'>, token: string): Promise<ReviewRequestView> {
  const purchaseId = idOfSignedToken(context.secret, 'review', token);
  if (purchaseId === null) throw invalidToken();
  const purchase = reviewable(await findPurchaseForReview(context.db, purchaseId));
  const review = await findReviewOfPurchase(context.db, purchaseId);
  return {
    businessName: purchase.business_name,
    category: purchase.category,
    place: placeOf(purchase),
    purchasedAt: purchase.paid_at.toISOString(),
    review: review === undefined ? null : toWritten(review),
  };
}

/**
 * `POST /api/reviews`: the review of the purchase the link names, once. Stores the author as «Marco R.», gives the
 * business REVIEW_REPLY_DAYS to reply and tells it by email, in the same transaction. Limited per client address.
 */
export async function writeReview(context: ReviewsContext, body: ReviewBody, clientAddress: string, now = new Date()): Promise<WrittenReview> {
  const { db } = context;
  await enforceRateLimits(db, [perAddress('review-write', clientAddress, REVIEWS_PER_ADDRESS, HOUR_MS)], {
    code: 'too_many_requests',
    message: apiReviewMessages.tooManyReviews,
  });
  const purchaseId = idOfSignedToken(context.secret, 'review', body.token);
  if (purchaseId === null) throw invalidToken();
  const comment = body.comment === undefined || body.comment.trim() === '' ? null : body.comment.trim();
  return db.transaction().execute(async (trx) => {
    const purchase = reviewable(await findPurchaseForReview(trx, purchaseId, true));
    const replyUntil = new Date(now.getTime() + context.reviews.replyDays * DAY_MS);
    const review = await insertReview(trx, {
      purchaseId,
      leadId: purchase.lead_id,
      businessId: purchase.business_id,
      rating: body.rating,
      comment,
      authorName: reviewAuthorName(purchase.user_name),
      replyUntil,
    });
    if (review === undefined) throw new AppError('conflict', apiReviewMessages.alreadyWritten, { field: 'review' });
    await insertReviewEvents(trx, [{ review_id: review.id, type: 'created' }]);
    const businessEmail = purchase.current_business_email ?? purchase.business_email;
    const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.reviewReceived, {
      businessName: purchase.business_name,
      businessEmail,
      category: purchase.category,
      location: placeOf(purchase),
      rating: reviewEmailTexts.rating(body.rating),
      reviewComment: comment === null ? reviewEmailTexts.noComment : reviewEmailTexts.comment(comment),
      replyUntil: formatRomeDate(replyUntil),
      areaUrl: areaReviewsUrl(context.checkoutUrl),
      leadId: purchase.lead_id,
    });
    await enqueueEmail(trx, {
      dedupeKey: `review-received:${review.id}`,
      purpose: 'review-received',
      to: businessEmail,
      ...message,
      leadId: purchase.lead_id,
    });
    return toWritten(review);
  });
}

/** «Pubblica» is allowed: not published yet, and the business replied or its days to reply are over. */
const publishable = (review: { status: string; reply: string | null; reply_until: Date }, now: Date) =>
  review.status !== 'published' && (review.reply !== null || review.reply_until.getTime() <= now.getTime());

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function toAdminReviews(db: Db, rows: readonly ReviewRow[], now: Date): Promise<AdminReview[]> {
  const events = await listReviewEvents(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    authorName: row.author_name,
    status: row.status as ReviewStatus,
    createdAt: row.created_at.toISOString(),
    replyUntil: row.reply_until.toISOString(),
    reply: row.reply,
    repliedAt: iso(row.replied_at),
    hiddenReason: row.hidden_reason,
    moderatedAt: iso(row.moderated_at),
    anonymisedAt: iso(row.anonymised_at),
    publishable: publishable(row, now),
    business: { id: row.business_id, name: row.business_name },
    lead: { id: row.lead_id, category: row.category, place: placeOf(row) },
    events: events
      .filter((event) => event.review_id === row.id)
      .map((event) => ({
        type: event.type as ReviewEventType,
        at: event.created_at.toISOString(),
        adminName: event.admin_name,
        reason: event.reason,
      })),
  }));
}

/** `GET /api/admin/reviews`: pending ones by default, oldest first (the queue); the others newest first. */
export async function listReviews(db: Db, query: AdminReviewsQuery, now = new Date()): Promise<AdminReviewList> {
  const status = query.status ?? 'pending';
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_SIZES.adminReviews;
  const { rows, total } = await listReviewRows(db, status, limit, pageOffset(page, limit));
  return { reviews: await toAdminReviews(db, rows, now), total, totalPages: totalPages(total, limit) };
}

async function adminReview(db: Db, id: string, now: Date): Promise<AdminReview> {
  const row = await findReviewRow(db, id);
  if (row === undefined) throw notFound(apiReviewMessages.notFound);
  const [review] = await toAdminReviews(db, [row], now);
  return review as AdminReview;
}

/** `POST /api/admin/reviews/:id/publish`: 409 while the business may still reply (and has not). */
export async function publishReview(context: Pick<ReviewsContext, 'db' | 'publicCache'>, adminId: string, id: string, now = new Date()) {
  const { db } = context;
  await db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, id);
    if (review === undefined) throw notFound(apiReviewMessages.notFound);
    if (review.status === 'published') throw new AppError('invalid_transition', apiReviewMessages.alreadyPublished);
    if (!publishable(review, now)) throw new AppError('invalid_transition', apiReviewMessages.replyPending(formatRomeDate(review.reply_until)));
    await markReviewPublished(trx, id, adminId);
    await insertReviewEvents(trx, [{ review_id: id, type: 'published', admin_id: adminId }]);
  });
  await announceChange(db, context.publicCache, 'landing-pages');
  return adminReview(db, id, now);
}

/** `POST /api/admin/reviews/:id/hide`: with the reason (a published one too). */
export async function hideReview(
  context: Pick<ReviewsContext, 'db' | 'publicCache'>,
  adminId: string,
  id: string,
  rawReason: string,
  now = new Date(),
) {
  const { db } = context;
  const reason = rawReason.trim();
  await db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, id);
    if (review === undefined) throw notFound(apiReviewMessages.notFound);
    if (review.status === 'hidden') throw new AppError('invalid_transition', apiReviewMessages.alreadyHidden);
    await markReviewHidden(trx, id, adminId, reason);
    await insertReviewEvents(trx, [{ review_id: id, type: 'hidden', admin_id: adminId, reason }]);
  });
  await announceChange(db, context.publicCache, 'landing-pages');
  return adminReview(db, id, now);
}

/**
 * Erasure's part (admin erase, self-erase, retention), in the caller's transaction and before the leads lose their
 * name: the reviews of the leads lose their author and the personal data of their comment (the domain's redaction,
 * the customer's name included), keep their stars, status and reply, and get the event 'anonymised'. Answers how many.
 */
export async function anonymiseReviews(trx: Db, leads: { readonly ids: readonly string[] } | { readonly createdBefore: Date }): Promise<number> {
  const reviews = await lockReviewsToAnonymise(trx, leads);
  for (const review of reviews) {
    const comment =
      review.comment === null
        ? null
        : redactContacts(review.comment, { customerName: review.user_name, placeholders: reviewRedaction, knownPlaces })
            .trim()
            .slice(0, REVIEW_COMMENT_MAX) || null;
    await markReviewAnonymised(trx, review.id, comment);
  }
  await insertReviewEvents(
    trx,
    reviews.map((review) => ({ review_id: review.id, type: 'anonymised' as const })),
  );
  return reviews.length;
}

/** The reviews of these leads for their person's privacy export (anonymised ones too), each with its lead. */
export async function exportedReviews(db: Db, leadIds: readonly string[]): Promise<(PrivacyExportReview & { leadId: string })[]> {
  const rows = await listReviewsOfLeads(db, leadIds);
  return rows.map((row) => ({
    leadId: row.lead_id,
    businessName: row.business_name,
    rating: row.rating,
    comment: row.comment,
    authorName: row.author_name,
    status: row.status as ReviewStatus,
    createdAt: row.created_at.toISOString(),
    reply: row.reply,
    anonymisedAt: iso(row.anonymised_at),
  }));
}
