import { apiErrorMessages, apiSuccessMessages, italianList, leadDeskApiMessages, privacyApiMessages, queueReasonTexts } from '@trovapro/copy';
import {
  addDays,
  CATEGORIES,
  defaultPriceForCategory,
  EMAIL_TEMPLATE_NAMES,
  formatLocation,
  inSentence,
  isKnownCategory,
  PAGE_SIZES,
  pageOffset,
  PRIVACY_NOTICE_VERSION,
  QUEUE_REASONS,
  parseDay,
  romeMidnight,
  totalPages,
  type AdminLeadExportQuery,
  type AdminLeadList,
  type AdminLeadListQuery,
  type CompleteLeadResponse,
  type Lead,
  type LeadClosedReason,
  type LeadDispatch,
  type LeadLocation,
  type LeadProfileRequest,
  type LeadProfileResponse,
  type LeadSubmission,
  type QueueReasonCode,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { optionalPhone, optionalText } from '../../lib/fields.ts';
import { enforceRateLimits, perAddress } from '../../lib/rate-limit.ts';
import { textDescribesJob, type AiProvider } from '../../providers/ai/index.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { findComune } from '../municipalities/municipalities.service.ts';
import type { RequestLinks } from '../customer-request/customer-request.service.ts';
import type { EraseLinks } from '../privacy/privacy.service.ts';
import { renderEmailTemplate } from '../templates/templates.service.ts';
import { assertEmailVerified, consumeVerifiedEmail, normalizeEmail } from '../verification/verification.service.ts';
import { insertCompletionEvents, insertLeadEvents } from './lead-events.repository.ts';
import { insertLead, listLeadRows, markLeadsClosed, type LeadFilter, type LeadListRow } from './leads.repository.ts';
import { enqueueNewLeadNotice, type NewLeadNoticeSettings } from './new-lead-notice.ts';

/** The admins' notices (ADMIN_NOTIFY) are shared with the partners' sign-ups. */
export { adminNoticeBodies, adminNoticeRecipients, pendingPartnersConsoleUrl } from './new-lead-notice.ts';

export const ANALYSES_PER_ADDRESS_PER_MINUTE = 60;
/** Completions per client address in 15 minutes: a chat completes once; a family or an office a few times. */
export const COMPLETIONS_PER_ADDRESS = 20;
const COMPLETION_WINDOW_MS = 15 * 60 * 1000;

export interface LeadsContext {
  readonly db: Db;
  readonly ai: AiProvider;
  /** The self-erase link of the confirmation email. */
  readonly eraseLinks: EraseLinks;
  /** The link of the customer's request page («La mia richiesta»), in the confirmation email. */
  readonly requestLinks: RequestLinks;
  /** LEAD_MAX_BUYERS: the confirmation email says how many businesses may receive the request. */
  readonly maxBuyers: number;
  /** LEAD_MAX_OFFERS: and to how many it may be offered. */
  readonly maxOffers: number;
  /** ADMIN_NOTIFY: whether each new lead emails the admins. */
  readonly notice: NewLeadNoticeSettings;
  /**
   * Runs in the new lead's transaction once it and its events are written: automatic dispatch plans it there (issue 35,
   * features/dispatch), so a lead is never verified without its plan.
   */
  readonly afterCreate?: (trx: Db, leadId: string) => Promise<void>;
}

/** 400 `privacy_consent_required` on `privacyConsent`: the request is shared with businesses only with consent. */
export const privacyConsentRequired = () => new AppError('privacy_consent_required', privacyApiMessages.consentRequired, { field: 'privacyConsent' });

/** 400 `service_not_offered` on `category`: a lead is only ever for one of the six services, and the message names them. */
export const serviceNotOffered = () =>
  new AppError('service_not_offered', apiErrorMessages.serviceNotOffered(italianList(CATEGORIES.map(inSentence))), { field: 'category' });

/** `POST /api/leads/profile`: the AI provider's analysis, limited per client address. */
export async function analyzeLeadRequest({ db, ai }: LeadsContext, body: LeadProfileRequest, clientAddress: string): Promise<LeadProfileResponse> {
  await enforceRateLimits(db, [perAddress('lead-profile', clientAddress, ANALYSES_PER_ADDRESS_PER_MINUTE, 60_000)], {
    code: 'too_many_requests',
    message: apiErrorMessages.tooManyAnalyses,
  });
  const { landingPageId: _landingPageId, ...input } = body;
  return { success: true, profile: await ai.analyzeRequest(input) };
}

/**
 * `POST /api/leads/complete`, limited per client address. Only with the verification the chat received
 * (`leadId`), verified in the last 30 minutes, which it uses up (the lead takes its id). The category and the
 * comune are the ones the visitor confirmed in the chat (`category`, `istatCode`); what the chat leaves out is
 * derived from the request by the analysis. The price is the domain's for the category. A lead is only ever for
 * one of the six services: anything else is 400 `service_not_offered` and creates nothing. The lead, its
 * `created` and `verified` events, the visitor's confirmation email and the admins' notice (ADMIN_NOTIFY=each)
 * are written in one transaction; the analysis runs before it, so no transaction waits on the AI provider.
 */
export async function completeLead(
  { db, ai, eraseLinks, requestLinks, maxBuyers, maxOffers, notice, afterCreate }: LeadsContext,
  submission: LeadSubmission,
  clientAddress: string,
): Promise<CompleteLeadResponse> {
  // The schema refuses it already; a lead without consent must never be written, whoever calls this.
  if (submission.privacyConsent !== true) throw privacyConsentRequired();
  await enforceRateLimits(db, [perAddress('lead-complete', clientAddress, COMPLETIONS_PER_ADDRESS, COMPLETION_WINDOW_MS)], {
    code: 'too_many_requests',
    message: apiErrorMessages.tooManyCompletions,
  });
  const userRequest = submission.userRequest.trim();
  // A greeting is not a job: whatever a landing page prefills, «ciao» never becomes a lead.
  if (!textDescribesJob(userRequest))
    throw new AppError('request_describes_no_job', apiErrorMessages.requestDescribesNoJob, { field: 'userRequest' });
  // The schema allows only the six; checked again here, whoever calls this.
  if (submission.category !== undefined && !isKnownCategory(submission.category)) throw serviceNotOffered();
  const chosenComune = submission.istatCode === undefined ? undefined : findComune(submission.istatCode);
  if (submission.istatCode !== undefined && chosenComune === undefined) throw invalidField('istatCode', apiErrorMessages.unknownComune);
  const email = normalizeEmail(submission.userEmail);
  const userPhone = optionalPhone(submission.userPhone, 'userPhone');
  // A cheap check first: the analysis (possibly a paid AI call) only runs for a verified email.
  await assertEmailVerified(db, email, submission.leadId);

  // Only what the visitor did not choose is derived from the request.
  const profile =
    submission.category !== undefined && chosenComune !== undefined
      ? null
      : await ai.analyzeRequest({
          userRequest,
          userName: submission.userName.trim(),
          prefilledService: submission.prefilledService,
          prefilledLocation: submission.prefilledLocation,
          landingContext: submission.landingContext,
        });
  const category = submission.category ?? profile?.category ?? null;
  if (category === null || !isKnownCategory(category)) throw serviceNotOffered();
  const comune: LeadLocation | null = chosenComune
    ? { municipality: chosenComune.name, province: chosenComune.province, istatCode: chosenComune.istatCode }
    : (profile?.location ?? null);
  const userName = submission.userName.trim();

  const leadId = await db.transaction().execute(async (trx) => {
    const id = await consumeVerifiedEmail(trx, email, submission.leadId);
    await insertLead(trx, {
      id,
      user_request: userRequest,
      user_email: email,
      user_name: userName,
      user_phone: userPhone,
      category,
      price: defaultPriceForCategory(category),
      status: 'pending',
      istat_code: comune?.istatCode ?? null,
      landing_page_id: submission.landingPageId ?? null,
      prefilled_service: optionalText(submission.prefilledService),
      prefilled_location: optionalText(submission.prefilledLocation),
      landing_context: optionalText(submission.landingContext),
      privacy_consent_at: new Date(),
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    await insertCompletionEvents(trx, id);
    const location = comune ? formatLocation(comune) : null;
    // The erase and request links work like passwords for the person's data: the stored message (the admin's log) never holds it.
    const secrets = new OutboxSecrets();
    const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.leadConfirmation, {
      userName,
      userEmail: email,
      userRequest,
      category,
      location,
      maxBuyers: String(maxBuyers),
      maxOffers: String(maxOffers),
      requestUrl: secrets.hide(requestLinks.urlFor(id)),
      eraseUrl: secrets.hide(eraseLinks.urlFor(id)),
    });
    await enqueueEmail(trx, { dedupeKey: `lead-confirmation:${id}`, purpose: 'lead-confirmation', to: email, ...message, secrets, leadId: id });
    await enqueueNewLeadNotice(trx, notice, { id, category, userRequest, municipality: comune?.municipality ?? null, location });
    await afterCreate?.(trx, id);
    return id;
  });
  return { success: true, message: apiSuccessMessages.leadCreated, leadId };
}

export function toLead(row: LeadListRow): Lead {
  return {
    id: row.id,
    userRequest: row.user_request,
    userEmail: row.user_email,
    userName: row.user_name,
    userPhone: row.user_phone,
    category: row.category,
    price: row.price,
    status: row.status,
    closedReason: row.closed_reason,
    location:
      row.istat_code !== null && row.municipality !== null && row.province !== null
        ? { municipality: row.municipality, province: row.province, istatCode: row.istat_code }
        : null,
    createdAt: row.created_at.toISOString(),
    dispatch: toLeadDispatch(row),
  };
}

const QUEUE_REASON_CODES: ReadonlySet<string> = new Set(QUEUE_REASONS);

/**
 * Issue 35: the lead's automatic sending (its due time only while it is pending), the rule that acted, why it stayed
 * in the manual queue — in words, `rule_off` left out (no problem: the admin sends it as ever), a possible duplicate
 * naming the earlier request's day — and that earlier lead.
 */
function toLeadDispatch(row: LeadListRow): LeadDispatch {
  const reasons = row.queue_reasons
    .filter((code): code is QueueReasonCode => QUEUE_REASON_CODES.has(code) && code !== 'rule_off')
    .map((code) => ({
      code,
      text:
        code === 'possible_duplicate'
          ? queueReasonTexts.possible_duplicate(row.duplicate_created_at === null ? null : new Date(row.duplicate_created_at).toISOString())
          : queueReasonTexts[code],
    }));
  return {
    autoDispatchAt: row.status === 'pending' && row.auto_dispatch_at !== null ? new Date(row.auto_dispatch_at).toISOString() : null,
    rule: row.dispatch_rule,
    reasons,
    duplicateOf: row.duplicate_of,
  };
}

/** A day the date filter takes: one that exists (not «2026-02-30», not «0000-00-00»), of this millennium. */
function isFilterDay(day: string): boolean {
  return parseDay(day) !== undefined && day >= '2000-01-01' && day <= '2999-12-31';
}

/** The list's filters as the repository takes them: a blank search is no search, the default order newest first. */
export function leadFilter(query: AdminLeadExportQuery): LeadFilter {
  const search = query.search?.trim();
  // Issue 35: Rome's calendar days, both included («Dal 01/03 al 01/03» is the whole of 1 March in Rome).
  const { createdFrom, createdTo } = query;
  for (const [field, day] of [['createdFrom', createdFrom] as const, ['createdTo', createdTo] as const]) {
    if (day !== undefined && !isFilterDay(day)) throw invalidField(field, leadDeskApiMessages.invalidDay);
  }
  if (createdFrom !== undefined && createdTo !== undefined && createdFrom > createdTo) {
    throw invalidField('createdFrom', leadDeskApiMessages.createdRangeReversed);
  }
  return {
    status: query.status,
    category: query.category,
    search: search ? search : undefined,
    createdFrom: createdFrom === undefined ? undefined : romeMidnight(createdFrom),
    createdBefore: createdTo === undefined ? undefined : romeMidnight(addDays(createdTo, 1)),
    sort: query.sort ?? 'newest',
  };
}

export async function listLeads(db: Db, query: AdminLeadListQuery): Promise<AdminLeadList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_SIZES.adminLeads;
  const { rows, total } = await listLeadRows(db, { ...leadFilter(query), limit, offset: pageOffset(page, limit) });
  return { leads: rows.map(toLead), total, totalPages: totalPages(total, limit) };
}

/**
 * Closes the leads for `reason`, in the caller's transaction: every one not closed yet becomes `closed` — the
 * terminal state: nothing leaves it, no offer is sent and no purchase settles from it — with its `closed` event
 * (by `adminId` when an admin closed it). Answers the ids it closed.
 */
export async function closeLeads(trx: Db, leadIds: readonly string[], reason: LeadClosedReason, adminId: string | null = null): Promise<string[]> {
  const closed = await markLeadsClosed(trx, leadIds, reason);
  await insertLeadEvents(
    trx,
    closed.map((id) => ({ lead_id: id, type: 'closed', reason, admin_id: adminId })),
  );
  return closed;
}
