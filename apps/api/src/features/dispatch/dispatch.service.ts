import { dispatchApiMessages } from '@trovapro/copy';
import {
  CATEGORIES,
  DISPATCH_DEFAULTS,
  isKnownCategory,
  type DispatchRule,
  type DispatchRules,
  type Lead,
  type QueueReasonCode,
  type UpdateDispatchRuleBody,
} from '@trovapro/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { jobsOf, type TaskHandler } from '../../jobs/job-engine.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { proposeBusinessesIn, type CustomerChoiceContext } from '../customer-choices/customer-choices.service.ts';
import { createRequestLinks } from '../customer-request/customer-request.service.ts';
import {
  countOfferedBusinesses,
  countPaidPurchases,
  findLeadPlace,
  isNearbyRank,
  offerLeadIn,
  offerRules,
  rankedAcceptingCandidates,
} from '../leads/lead-admin.service.ts';
import { adminLeadDetail, PROPOSED_PREFIX } from '../leads/lead-events.service.ts';
import { serviceNotOffered } from '../leads/leads.service.ts';
import { createOfferLinks, offerLinksSecret } from '../partners/partners.service.ts';
import { privacySecret } from '../privacy/privacy.service.ts';
import { hasDefaultPrice, queueReasonsOf } from './dispatch-checks.ts';
import {
  approvePendingLead,
  countRecentFromSameContact,
  findDispatchLead,
  findPossibleDuplicate,
  findRuleRow,
  findScheduledLead,
  holdLead,
  insertDispatchEvent,
  listDueLeadIds,
  listRuleRows,
  listWaveLeadIds,
  markDispatched,
  scheduleLead,
  setDuplicateOf,
  setNextWave,
  stopLead,
  stopRuleLeads,
  upsertRule,
  type RuleRow,
} from './dispatch.repository.ts';

/** What automatic sending needs: the offers' and the proposals' context (links, rules: LEAD_MAX_*, CUSTOMER_CHOOSES). */
export type DispatchContext = Omit<CustomerChoiceContext, 'db'>;

/** The context from the configuration, as the routes and the background tasks build it. */
export async function createDispatchContext(db: Db, config: Config): Promise<DispatchContext> {
  const secret = await privacySecret(db, config);
  return {
    secret,
    requestLinks: createRequestLinks(secret, config.publicSiteUrl),
    checkoutUrl: config.checkoutUrl,
    offerLinks: createOfferLinks(await offerLinksSecret(db, config), config.checkoutUrl),
    rules: offerRules(config),
  };
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** A sweep handles at most this many leads of each kind; the next minute's takes the rest. */
const SWEEP_BATCH = 500;

function toRule(category: string, row: RuleRow | undefined): DispatchRule {
  if (row === undefined) return { category, ...DISPATCH_DEFAULTS, updatedAt: null, updatedBy: null };
  return {
    category,
    enabled: row.enabled,
    topN: row.top_n,
    holdMinutes: row.hold_minutes,
    waveHours: row.wave_hours,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by_name,
  };
}

/** `GET /api/admin/dispatch-rules`: the six categories' rules (defaults, off, for a rule never saved). */
export async function listDispatchRules(db: Db, context: Pick<DispatchContext, 'rules'>): Promise<DispatchRules> {
  const rows = await listRuleRows(db);
  return {
    rules: CATEGORIES.map((category) =>
      toRule(
        category,
        rows.find((row) => row.category === category),
      ),
    ),
    maxOffers: context.rules.maxOffers,
    maxBuyers: context.rules.maxBuyers,
    customerChooses: context.rules.customerChooses,
  };
}

/**
 * `PUT /api/admin/dispatch-rules/:category`: the rule of one of the six, at most LEAD_MAX_OFFERS businesses. Switching
 * it off takes effect at once, in the same transaction: the leads waiting for their automatic sending stay in the
 * manual queue (`stopped`, with an `auto_stopped` event by the admin) and sent leads get no more waves.
 */
export async function updateDispatchRule(
  db: Db,
  context: Pick<DispatchContext, 'rules'>,
  category: string,
  body: UpdateDispatchRuleBody,
  adminId: string | null,
): Promise<DispatchRule> {
  if (!isKnownCategory(category)) throw serviceNotOffered();
  if (body.topN > context.rules.maxOffers) throw invalidField('topN', dispatchApiMessages.topNAboveMaxOffers(context.rules.maxOffers));
  return db.transaction().execute(async (trx) => {
    await upsertRule(trx, category, { enabled: body.enabled, top_n: body.topN, hold_minutes: body.holdMinutes, wave_hours: body.waveHours }, adminId);
    if (!body.enabled) {
      for (const leadId of await stopRuleLeads(trx, category)) {
        await insertDispatchEvent(trx, { lead_id: leadId, type: 'auto_stopped', admin_id: adminId });
      }
    }
    return toRule(category, await findRuleRow(trx, category));
  });
}

/**
 * Called in the transaction that creates a verified lead: records a possible duplicate (always), and when its
 * category's rule is on either schedules its automatic sending `hold_minutes` from `now` (a job due then, and
 * `auto_scheduled` in its timeline) or keeps it in the manual queue with the reasons (`auto_held`).
 */
export async function planAutoDispatch(trx: Db, leadId: string, now: Date): Promise<void> {
  const lead = await findDispatchLead(trx, leadId);
  if (lead === undefined) return;
  const duplicateOf = (await findPossibleDuplicate(trx, lead)) ?? null;
  if (duplicateOf !== null) await setDuplicateOf(trx, leadId, duplicateOf);
  const rule = await findRuleRow(trx, lead.category);
  if (rule === undefined || !rule.enabled) return;
  const reasons = queueReasonsOf({
    category: lead.category,
    price: lead.price,
    userRequest: lead.user_request,
    userName: lead.user_name,
    istatCode: lead.istat_code,
    prefilledService: lead.prefilled_service,
    prefilledLocation: lead.prefilled_location,
    landingContext: lead.landing_context,
    duplicateOf,
    recentFromSameContact: await countRecentFromSameContact(trx, lead),
  });
  if (reasons.length > 0) {
    await hold(trx, leadId, reasons);
    return;
  }
  const dueAt = new Date(now.getTime() + rule.hold_minutes * MINUTE_MS);
  await scheduleLead(trx, leadId, lead.category, dueAt);
  await insertDispatchEvent(trx, { lead_id: leadId, type: 'auto_scheduled', count: rule.hold_minutes, detail: lead.category });
  await jobsOf(trx).add(trx, 'auto-dispatch', { leadId }, { startAfter: dueAt });
}

async function hold(trx: Db, leadId: string, reasons: readonly QueueReasonCode[]): Promise<void> {
  await holdLead(trx, leadId, reasons);
  await insertDispatchEvent(trx, { lead_id: leadId, type: 'auto_held', detail: reasons.join(',') });
}

/** What one run did to a lead (the sweep and the benchmark count them). */
export type DispatchOutcome = 'sent' | 'proposed' | 'held' | 'skipped';

/**
 * A scheduled lead whose hold ended: in one transaction holding its row, unless it is no longer waiting (sent, stopped,
 * rejected: nothing happens — so it runs once whichever instance or job gets there first), its rule is checked again (on,
 * the category's price), the top N ranked businesses that accept it are picked (`rankedAcceptingCandidates`: the
 * candidate list's order), then the lead is approved and offered to them (`offerLeadIn`: every rule of a manual sending)
 * — or, with CUSTOMER_CHOOSES, proposed to its customer. None available, or a refusal: it stays in the queue with why.
 */
export async function runAutoDispatch(db: Db, context: DispatchContext, leadId: string, now: Date = new Date()): Promise<DispatchOutcome> {
  try {
    return await db.transaction().execute((trx) => dispatchIn(trx, context, leadId, now));
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    // A business changed under us (paused, its cap reached by a purchase): a person looks at it.
    await db.transaction().execute(async (trx) => {
      const lead = await findLeadPlace(trx, leadId, { lock: true });
      if (lead?.status === 'pending') await hold(trx, leadId, ['no_candidates']);
    });
    return 'held';
  }
}

/**
 * The customer was told «aziende della mia zona»: a rule offers the lead only to businesses of its comune or province
 * (the offer email's «della zona», PLACE_RELATIONS 0 and 1). One farther away may still be chosen by the admin, who sees
 * where it is. The candidates come nearest first, so the nearby ones are a prefix.
 */
function nearby<T extends { place_rank: number }>(candidates: readonly T[]): T[] {
  return candidates.filter((candidate) => isNearbyRank(candidate.place_rank));
}

async function dispatchIn(trx: Db, context: DispatchContext, leadId: string, now: Date): Promise<DispatchOutcome> {
  const lead = await findLeadPlace(trx, leadId, { lock: true });
  const scheduled = await findScheduledLead(trx, leadId);
  if (lead === undefined || scheduled === undefined || scheduled.auto_dispatch_at === null) return 'skipped';
  if (lead.status !== 'pending') {
    await markDispatched(trx, leadId, scheduled.next_wave_at);
    return 'skipped';
  }
  if (new Date(scheduled.auto_dispatch_at).getTime() > now.getTime()) return 'skipped';
  const rule = await findRuleRow(trx, lead.category);
  if (rule === undefined || !rule.enabled) {
    await hold(trx, leadId, ['rule_off']);
    return 'held';
  }
  // The admin may have changed the price during the hold.
  if (!hasDefaultPrice(lead)) {
    await hold(trx, leadId, ['price_changed']);
    return 'held';
  }
  // An earlier request of the same person committed a moment after this one was planned: seen now.
  const full = await findDispatchLead(trx, leadId);
  const duplicateOf = full === undefined ? undefined : await findPossibleDuplicate(trx, full);
  if (duplicateOf !== undefined) {
    await setDuplicateOf(trx, leadId, duplicateOf);
    await hold(trx, leadId, ['possible_duplicate']);
    return 'held';
  }
  const places = Math.min(rule.top_n, context.rules.maxOffers - (await countOfferedBusinesses(trx, leadId)));
  const picked = places > 0 ? nearby(await rankedAcceptingCandidates(trx, lead, places, now)) : [];
  if (picked.length === 0) {
    await hold(trx, leadId, ['no_candidates']);
    return 'held';
  }
  await approvePendingLead(trx, leadId);
  const businessIds = picked.map((business) => business.id);
  if (context.rules.customerChooses) {
    await proposeBusinessesIn(trx, context, leadId, businessIds, null, now);
    await markDispatched(trx, leadId, null);
    await insertDispatchEvent(trx, { lead_id: leadId, type: 'auto_sent', count: businessIds.length, detail: `${PROPOSED_PREFIX}${lead.category}` });
    return 'proposed';
  }
  await offerLeadIn(trx, { ...context, leadId, businessIds, now });
  await markDispatched(trx, leadId, new Date(now.getTime() + rule.wave_hours * HOUR_MS));
  await insertDispatchEvent(trx, { lead_id: leadId, type: 'auto_sent', count: businessIds.length, detail: lead.category });
  return 'sent';
}

/**
 * A wave (issue 35 §2): a lead its rule sent, whose wave is due, while fewer than LEAD_MAX_BUYERS bought it, is offered
 * to the next ranked businesses that accept it — at most the rule's N, never past LEAD_MAX_OFFERS in all — in one
 * transaction holding its row; the next wave `wave_hours` later while places are left. The discount clock stays the
 * first sending's (`sent_at`).
 */
export async function runWave(db: Db, context: DispatchContext, leadId: string, now: Date = new Date()): Promise<number> {
  try {
    return await db.transaction().execute((trx) => waveIn(trx, context, leadId, now));
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    await setNextWave(db, leadId, null);
    return 0;
  }
}

async function waveIn(trx: Db, context: DispatchContext, leadId: string, now: Date): Promise<number> {
  const lead = await findLeadPlace(trx, leadId, { lock: true });
  const scheduled = await findScheduledLead(trx, leadId);
  if (lead === undefined || scheduled?.next_wave_at == null || new Date(scheduled.next_wave_at).getTime() > now.getTime()) return 0;
  const rule = scheduled.dispatch_rule === null ? undefined : await findRuleRow(trx, scheduled.dispatch_rule);
  const offered = await countOfferedBusinesses(trx, leadId);
  const places = Math.min(rule?.top_n ?? 0, context.rules.maxOffers - offered);
  const open = lead.status === 'sent' && rule?.enabled === true && places > 0 && (await countPaidPurchases(trx, leadId)) < context.rules.maxBuyers;
  const picked = open ? nearby(await rankedAcceptingCandidates(trx, lead, places, now)) : [];
  if (rule === undefined || picked.length === 0) {
    await setNextWave(trx, leadId, null);
    return 0;
  }
  const businessIds = picked.map((business) => business.id);
  await offerLeadIn(trx, { ...context, leadId, businessIds, now, wave: true });
  const more = offered + businessIds.length < context.rules.maxOffers;
  await setNextWave(trx, leadId, more ? new Date(now.getTime() + rule.wave_hours * HOUR_MS) : null);
  await insertDispatchEvent(trx, { lead_id: leadId, type: 'wave_sent', count: businessIds.length, detail: lead.category });
  return businessIds.length;
}

/** The sweep (every minute, once across instances): scheduled leads whose job was lost, then the waves due. */
export async function runDueDispatches(db: Db, context: DispatchContext, now: Date = new Date()): Promise<{ dispatched: number; waves: number }> {
  let dispatched = 0;
  for (const leadId of await listDueLeadIds(db, now, SWEEP_BATCH)) {
    if ((await runAutoDispatch(db, context, leadId, now)) !== 'skipped') dispatched += 1;
  }
  let waves = 0;
  for (const leadId of await listWaveLeadIds(db, now, SWEEP_BATCH)) {
    if ((await runWave(db, context, leadId, now)) > 0) waves += 1;
  }
  return { dispatched, waves };
}

/** The `auto-dispatch` queue's task: one lead, when its hold ends. */
export function autoDispatchTask(db: Db, context: () => Promise<DispatchContext>): TaskHandler<{ leadId: string }> {
  return async (job) => {
    await runAutoDispatch(db, await context(), job.data.leadId);
  };
}

/**
 * `POST /api/admin/leads/:id/stop-auto-dispatch`: the lead's automatic sending stops during its hold (409
 * `not_scheduled` when none is waiting); it stays in the manual queue («invio automatico fermato») with an
 * `auto_stopped` event by the admin.
 */
export async function stopAutoDispatch(db: Db, leadId: string, adminId: string | null): Promise<Lead> {
  await db.transaction().execute(async (trx) => {
    const lead = await findLeadPlace(trx, leadId, { lock: true });
    if (lead === undefined) throw notFound();
    if (!(await stopLead(trx, leadId))) throw new AppError('not_scheduled', dispatchApiMessages.notScheduled);
    await insertDispatchEvent(trx, { lead_id: leadId, type: 'auto_stopped', admin_id: adminId });
  });
  return (await adminLeadDetail(db, leadId)).lead;
}
