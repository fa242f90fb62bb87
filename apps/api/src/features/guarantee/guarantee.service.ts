import { timingSafeEqual } from 'node:crypto';
import {
  apiGuaranteeMessages,
  formatEuro,
  leadReportReasonLabels,
  refundNotes,
  reportAcceptedEmailTemplate,
  reportRefusedEmailTemplate,
} from '@trovapro/copy';
import {
  formatLocation,
  PAGE_SIZES,
  pageOffset,
  romeDay,
  romeMidnight,
  totalPages,
  type AdminLeadReport,
  type AdminLeadReportList,
  type AdminRefund,
  type AdminReportsQuery,
  type BusinessLeadReport,
  type LeadReportBody,
  type PartnerReport,
  type PostmarkBounce,
  type PurchaseGuarantee,
  type RefundFigure,
  type RefundRate,
  type ReportDecider,
} from '@trovapro/domain';
import type { GuaranteeConfig, WebhookCredentials } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound, unauthorized } from '../../lib/app-error.ts';
import { requiredLine } from '../../lib/fields.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { completeRefunds, GUARANTEE_REFUND, ADMIN_REFUND, refundPurchaseIn, type CheckoutContext } from '../checkout/checkout.service.ts';
import { enqueueEmail } from '../email-outbox/email-outbox.service.ts';
import { renderEmail } from '../templates/templates.service.ts';
import {
  acceptedCounts,
  boughtBeforeWithin30Days,
  countAcceptedSince,
  customerEmailBounced,
  insertBounce,
  insertReport,
  listReportRows,
  lockBusiness,
  lockPaidPurchaseOf,
  lockReport,
  markReportDecided,
  pendingInvalidContactReports,
  refundCounts,
  reportIdOfPurchase,
  reportRows,
  type LockedReport,
  type ReportRow,
} from './guarantee.repository.ts';

/**
 * «Garanzia contatto valido» (issue 33). A business reports a problem with a purchase within GUARANTEE_DAYS of its
 * payment, once. Two rules decide at once when the product knows — an email it sent the customer after the payment
 * bounced within the window (reason «phone or email not valid»: at report time if the bounce came first, at bounce
 * time otherwise), or the business bought the same customer and category in the 30 days before (reason «duplicate») —
 * unless the business had GUARANTEE_MONTHLY_AUTO reports accepted this calendar month (Rome): then, as every other
 * report, it waits for the admin («Contestazioni»). Accepting is the one refund path (refundPurchaseIn).
 */

export interface GuaranteeContext {
  readonly db: Db;
  readonly guarantee: GuaranteeConfig;
  readonly refunds: Pick<CheckoutContext, 'db' | 'payments' | 'log' | 'invoices'>;
}

/** Reports a business may send in an hour (an honest one sends a few a week). */
export const REPORTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Midnight (Rome) of the first day of `at`'s calendar month in Rome. */
export function startOfRomeMonth(at: Date): Date {
  return romeMidnight(`${romeDay(at).slice(0, 7)}-01`);
}

/** Until when a purchase paid at `paidAt` may be reported. */
export function guaranteeUntil(paidAt: Date, days: number): Date {
  return new Date(paidAt.getTime() + days * DAY_MS);
}

const placeOf = (row: { municipality: string | null; province: string | null; prefilled_location: string | null }) =>
  row.municipality !== null && row.province !== null
    ? formatLocation({ municipality: row.municipality, province: row.province })
    : row.prefilled_location;

function toBusinessReport(row: ReportRow): BusinessLeadReport {
  return {
    id: row.id,
    reason: row.reason,
    note: row.note,
    state: row.state,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
  };
}

const decider = (value: string | null): ReportDecider | null =>
  value === 'auto:bounce' || value === 'auto:duplicate' || value === 'admin' ? value : null;

/** `POST /api/business/area/purchases/:id/report`. */
export async function reportPurchase(
  context: GuaranteeContext,
  businessId: string,
  purchaseId: string,
  body: LeadReportBody,
): Promise<BusinessLeadReport> {
  const { db, guarantee } = context;
  await enforceRateLimits(db, [{ key: `lead-report:business:${businessId}`, limit: REPORTS_PER_HOUR, windowMs: HOUR_MS }], {
    code: 'too_many_requests',
    message: apiGuaranteeMessages.tooManyReports,
  });
  const note = body.note?.trim() === '' || body.note === undefined ? null : body.note.trim();
  const { reportId, accepted } = await db.transaction().execute(async (trx) => {
    const purchase = await lockPaidPurchaseOf(trx, businessId, purchaseId);
    if (purchase === undefined) throw notFound();
    if ((await reportIdOfPurchase(trx, purchase.id)) !== undefined) throw new AppError('conflict', apiGuaranteeMessages.alreadyReported);
    if (purchase.status !== 'paid') throw new AppError('conflict', apiGuaranteeMessages.alreadyRefunded);
    if (Date.now() > guaranteeUntil(purchase.paid_at, guarantee.days).getTime()) {
      throw new AppError('conflict', apiGuaranteeMessages.windowOver(guarantee.days));
    }
    const id = await insertReport(trx, { purchaseId: purchase.id, businessId, reason: body.reason, note });
    if (id === '') throw new AppError('conflict', apiGuaranteeMessages.alreadyReported);
    const report = await lockReport(trx, id);
    return { reportId: id, accepted: report !== undefined && (await decideAutomatically(trx, context, report)) };
  });
  if (accepted) await completeRefunds(context.refunds);
  return toBusinessReport(await findReportRow(db, reportId));
}

/**
 * The rules, in the caller's transaction, on a locked pending report: accepted (and refunded) when one applies and
 * the business is not over its monthly number; otherwise left pending for the admin.
 */
async function decideAutomatically(trx: Db, context: GuaranteeContext, report: LockedReport): Promise<boolean> {
  if (report.state !== 'pending') return false;
  const rule = await applyingRule(trx, context.guarantee, report);
  if (rule === undefined) return false;
  await lockBusiness(trx, report.business_id);
  if ((await countAcceptedSince(trx, report.business_id, startOfRomeMonth(new Date()))) >= context.guarantee.monthlyAuto) return false;
  const label = leadReportReasonLabels[report.reason];
  await refundPurchaseIn(trx, context.refunds.invoices, report.purchase_id, {
    code: GUARANTEE_REFUND,
    note: rule === 'auto:bounce' ? refundNotes.bounce(label) : refundNotes.duplicate(label),
    notice: enqueueAcceptedEmail,
  });
  await markReportDecided(trx, report.id, { state: 'accepted', by: rule, adminId: null, reason: null });
  return true;
}

async function applyingRule(trx: Db, guarantee: GuaranteeConfig, report: LockedReport): Promise<ReportDecider | undefined> {
  if (report.reason === 'phone_or_email_invalid' && (await customerEmailBounced(trx, report.purchase_id, guarantee.days))) return 'auto:bounce';
  if (report.reason === 'duplicate' && (await boughtBeforeWithin30Days(trx, report.purchase_id))) return 'auto:duplicate';
  return undefined;
}

/** The email of an accepted report when no credit note's email tells of the refund. */
async function enqueueAcceptedEmail(trx: Db, purchaseId: string): Promise<void> {
  const row = await reportRows(trx).where('r.purchase_id', '=', purchaseId).executeTakeFirstOrThrow();
  const message = renderEmail(reportAcceptedEmailTemplate, {
    businessName: row.business_name,
    category: row.category,
    location: placeOf(row),
    price: formatEuro(row.amount),
    leadId: row.lead_id,
  });
  await enqueueEmail(trx, {
    dedupeKey: `report-accepted:${row.id}`,
    leadId: row.lead_id,
    purpose: 'report-accepted',
    to: row.business_email,
    ...message,
  });
}

async function findReportRow(db: Db, reportId: string): Promise<ReportRow> {
  const row = await reportRows(db).where('r.id', '=', reportId).executeTakeFirst();
  if (row === undefined) throw notFound();
  return row;
}

// --- The bounce webhook ----------------------------------------------------------------------------------------

/** HTTP basic credentials, compared in constant time; false when none are configured. */
export function validBasicCredentials(header: string | undefined, expected: WebhookCredentials | undefined): boolean {
  if (expected === undefined || header === undefined) return false;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (match === null) return false;
  const given = Buffer.from(Buffer.from(match[1] ?? '', 'base64').toString('utf8'));
  const wanted = Buffer.from(`${expected.user}:${expected.password}`);
  // Always one comparison of equal lengths, so the time says nothing of the length either.
  const same = timingSafeEqual(given.length === wanted.length ? given : wanted.map((byte) => byte ^ 0xff), wanted);
  return same && given.length === wanted.length;
}

/**
 * `POST /api/webhooks/postmark/bounce`: stores the bounce once (Postmark's `ID`), tied to the email it answers (by
 * Postmark's MessageID, else the latest sent to the address before it), then decides the pending «phone or email not
 * valid» reports it proves.
 */
export async function receiveBounce(
  context: GuaranteeContext,
  authorization: string | undefined,
  credentials: WebhookCredentials | undefined,
  bounce: PostmarkBounce,
): Promise<void> {
  if (!validBasicCredentials(authorization, credentials)) throw unauthorized();
  const bouncedAt = new Date(bounce.BouncedAt);
  if (Number.isNaN(bouncedAt.getTime())) throw new AppError('validation_error', apiGuaranteeMessages.invalidBounce, { field: 'BouncedAt' });
  const stored = await insertBounce(context.db, {
    providerBounceId: String(bounce.ID),
    providerMessageId: bounce.MessageID === undefined || bounce.MessageID === '' ? null : bounce.MessageID,
    recipient: bounce.Email.trim(),
    type: bounce.Type,
    bouncedAt,
  });
  if (stored === undefined) return;
  let refunded = false;
  for (const reportId of await pendingInvalidContactReports(context.db, bounce.Email.trim())) {
    const accepted = await context.db.transaction().execute(async (trx) => {
      const report = await lockReport(trx, reportId);
      return report !== undefined && (await decideAutomatically(trx, context, report));
    });
    refunded ||= accepted;
  }
  if (refunded) await completeRefunds(context.refunds);
}

// --- The admin ---------------------------------------------------------------------------------------------------

function figure(refunded: number, purchases: number): RefundFigure {
  return { refunded, purchases, rate: purchases === 0 ? 0 : refunded / purchases };
}

/** Each business's refund rate and reports accepted this month. */
export async function businessFigures(db: Db, businessIds: readonly string[], now = new Date()) {
  const monthStart = startOfRomeMonth(now);
  const ids = [...new Set(businessIds)];
  const [refunds, accepted] = await Promise.all([refundCounts(db, ids, monthStart), acceptedCounts(db, ids, monthStart)]);
  const figures = new Map<string, { refundRate: RefundRate; acceptedThisMonth: number }>();
  for (const id of ids) {
    const counts = refunds.find((row) => row.business_id === id);
    figures.set(id, {
      refundRate: {
        allTime: figure(Number(counts?.refunded ?? 0), Number(counts?.purchases ?? 0)),
        month: figure(Number(counts?.month_refunded ?? 0), Number(counts?.month_purchases ?? 0)),
      },
      acceptedThisMonth: Number(accepted.find((row) => row.business_id === id)?.accepted ?? 0),
    });
  }
  return figures;
}

const EMPTY_FIGURES = { refundRate: { allTime: figure(0, 0), month: figure(0, 0) }, acceptedThisMonth: 0 };

function toAdminReport(
  row: ReportRow,
  figures: Map<string, { refundRate: RefundRate; acceptedThisMonth: number }>,
  monthlyAuto: number,
): AdminLeadReport {
  const business = figures.get(row.business_id) ?? EMPTY_FIGURES;
  return {
    ...toBusinessReport(row),
    decidedBy: decider(row.decided_by),
    decidedByAdmin: row.admin_name,
    purchase: {
      id: row.purchase_id,
      amount: row.amount,
      paidAt: row.paid_at.toISOString(),
      status: row.purchase_status === 'paid' ? 'paid' : 'refunded',
      refundedAt: row.refunded_at?.toISOString() ?? null,
    },
    lead: { id: row.lead_id, category: row.category, place: placeOf(row) },
    business: { id: row.business_id, name: row.business_name, email: row.business_email },
    refundRate: business.refundRate,
    acceptedThisMonth: business.acceptedThisMonth,
    monthlyAutoLimit: monthlyAuto,
  };
}

/** `GET /api/admin/reports`. */
export async function listReports(db: Db, guarantee: GuaranteeConfig, query: AdminReportsQuery): Promise<AdminLeadReportList> {
  const limit = query.limit ?? PAGE_SIZES.adminReports;
  const { rows, total } = await listReportRows(db, query.state, limit, pageOffset(query.page ?? 1, limit));
  const figures = await businessFigures(
    db,
    rows.map((row) => row.business_id),
  );
  return { reports: rows.map((row) => toAdminReport(row, figures, guarantee.monthlyAuto)), total, totalPages: totalPages(total, limit) };
}

async function adminReport(db: Db, guarantee: GuaranteeConfig, reportId: string): Promise<AdminLeadReport> {
  const row = await findReportRow(db, reportId);
  return toAdminReport(row, await businessFigures(db, [row.business_id]), guarantee.monthlyAuto);
}

async function lockPendingReport(trx: Db, reportId: string): Promise<LockedReport> {
  const report = await lockReport(trx, reportId);
  if (report === undefined) throw notFound();
  if (report.state !== 'pending') throw new AppError('conflict', apiGuaranteeMessages.alreadyDecided);
  return report;
}

/**
 * `POST /api/admin/reports/:id/accept`: the refund, the report accepted by this admin. A purchase refunded meanwhile by
 * another way (the invoices' «Rimborsa») is not refunded again: the report is only marked accepted.
 */
export async function acceptReport(
  context: GuaranteeContext,
  adminId: string,
  reportId: string,
  words: string | undefined,
): Promise<AdminLeadReport> {
  const said = words === undefined || words.trim() === '' ? null : words.trim();
  await context.db.transaction().execute(async (trx) => {
    const report = await lockPendingReport(trx, reportId);
    // Refunded meanwhile (the invoices' «Rimborsa»): the report is settled by that refund, not refunded twice.
    if (report.purchase_status === 'paid') {
      await refundPurchaseIn(trx, context.refunds.invoices, report.purchase_id, {
        code: GUARANTEE_REFUND,
        note: refundNotes.admin(leadReportReasonLabels[report.reason], said ?? undefined),
        notice: enqueueAcceptedEmail,
      });
    }
    await markReportDecided(trx, report.id, { state: 'accepted', by: 'admin', adminId, reason: said });
  });
  await completeRefunds(context.refunds);
  return adminReport(context.db, context.guarantee, reportId);
}

/** `POST /api/admin/reports/:id/refuse`: the report refused with the admin's reason, emailed to the business. */
export async function refuseReport(context: GuaranteeContext, adminId: string, reportId: string, words: string): Promise<AdminLeadReport> {
  const reason = requiredLine(words, 'reason');
  await context.db.transaction().execute(async (trx) => {
    const report = await lockPendingReport(trx, reportId);
    await markReportDecided(trx, report.id, { state: 'refused', by: 'admin', adminId, reason });
    const row = await findReportRow(trx, report.id);
    const message = renderEmail(reportRefusedEmailTemplate, {
      businessName: row.business_name,
      category: row.category,
      location: placeOf(row),
      refusalReason: reason,
      leadId: row.lead_id,
    });
    await enqueueEmail(trx, {
      dedupeKey: `report-refused:${row.id}`,
      leadId: row.lead_id,
      purpose: 'report-refused',
      to: row.business_email,
      ...message,
    });
  });
  return adminReport(context.db, context.guarantee, reportId);
}

/**
 * `POST /api/admin/purchases/:id/refund`: the admin gives a purchase back with a reason (from the lead's or the
 * partner's detail), by the one refund path; a report waiting on it is accepted with it.
 */
export async function adminRefundPurchase(context: GuaranteeContext, adminId: string, purchaseId: string, words: string): Promise<AdminRefund> {
  const reason = requiredLine(words, 'reason');
  const refund = await context.db.transaction().execute(async (trx) => {
    const done = await refundPurchaseIn(trx, context.refunds.invoices, purchaseId, { code: ADMIN_REFUND, note: refundNotes.adminRefund(reason) });
    const reportId = await reportIdOfPurchase(trx, purchaseId);
    const report = reportId === undefined ? undefined : await lockReport(trx, reportId);
    if (report?.state === 'pending') await markReportDecided(trx, report.id, { state: 'accepted', by: 'admin', adminId, reason });
    return done;
  });
  await completeRefunds(context.refunds);
  return refund;
}

// --- Other features' views ----------------------------------------------------------------------------------------

/** The guarantee of each of these purchases of a business (the area's list). */
export async function guaranteesOf(
  db: Db,
  guarantee: GuaranteeConfig,
  purchases: ReadonlyArray<{ id: string; paidAt: Date; status: 'paid' | 'refunded' }>,
  now = new Date(),
): Promise<Map<string, PurchaseGuarantee>> {
  const ids = purchases.map((purchase) => purchase.id);
  const rows = ids.length === 0 ? [] : await reportRows(db).where('r.purchase_id', 'in', ids).execute();
  const result = new Map<string, PurchaseGuarantee>();
  for (const purchase of purchases) {
    const row = rows.find((candidate) => candidate.purchase_id === purchase.id);
    const until = guaranteeUntil(purchase.paidAt, guarantee.days);
    result.set(purchase.id, {
      until: until.toISOString(),
      open: row === undefined && purchase.status === 'paid' && now.getTime() <= until.getTime(),
      report: row === undefined ? null : toBusinessReport(row),
    });
  }
  return result;
}

/** A partner's reports, newest first, and its refund rate (the admin's partner detail). */
export async function partnerGuarantee(db: Db, businessId: string): Promise<{ reports: PartnerReport[]; refundRate: RefundRate }> {
  const [rows, figures] = await Promise.all([
    reportRows(db).where('r.business_id', '=', businessId).orderBy('r.created_at', 'desc').limit(100).execute(),
    businessFigures(db, [businessId]),
  ]);
  return {
    reports: rows.map((row) => ({
      ...toBusinessReport(row),
      decidedBy: decider(row.decided_by),
      purchaseId: row.purchase_id,
      leadId: row.lead_id,
      category: row.category,
      amount: row.amount,
    })),
    refundRate: (figures.get(businessId) ?? EMPTY_FIGURES).refundRate,
  };
}
