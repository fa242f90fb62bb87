import { apiAdminMessages, dispatchApiMessages, leadDeskApiMessages } from '@trovapro/copy';
import type { ApproveAndSendResponse, LeadEvent } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { proposeBusinessesIn, type CustomerChoiceContext } from '../customer-choices/customer-choices.service.ts';
import { findLeadPlace, setLeadStatusIf } from './lead-admin.repository.ts';
import { offerLeadIn } from './lead-admin.service.ts';
import { insertLeadEvents, insertLeadNote } from './lead-events.repository.ts';
import { clearAutoDispatch, lockLeadErasure } from './leads.repository.ts';

/**
 * The admin's daily work on the lead desk (issue 35): notes on a lead's timeline, and «Approva e invia» in one step.
 */

const leadNotFound = () => notFound(apiAdminMessages.leadNotFound);

/**
 * `POST /api/admin/leads/:id/notes`: the trimmed text (blank: 400) as a `note` event by the signed-in admin, answered
 * as the timeline shows it. 404 for an unknown lead; a lead whose personal data is erased takes no note (410
 * `already_erased`): a note may name the person, and it goes with their data (see features/privacy).
 */
export async function addLeadNote(db: Db, leadId: string, text: string, adminId: string | null): Promise<LeadEvent> {
  const note = text.trim();
  if (note === '') throw invalidField('text', leadDeskApiMessages.noteRequired);
  return db.transaction().execute(async (trx) => {
    // Locked: an erasure running now either comes first (refused here) or waits and erases this note too.
    const lead = await lockLeadErasure(trx, leadId);
    if (lead === undefined) throw leadNotFound();
    if (lead.erased) throw new AppError('already_erased', leadDeskApiMessages.noteOnErasedLead);
    const { at, admin_name: by } = await insertLeadNote(trx, leadId, adminId, note);
    return { type: 'note', at: new Date(at).toISOString(), ...(by === null ? {} : { by }), note };
  });
}

/** What approving and sending need: the offers' context, and with CUSTOMER_CHOOSES the customer's links. */
export type ApproveAndSendContext = Omit<CustomerChoiceContext, 'db'> & { readonly db: Db };

/**
 * `POST /api/admin/leads/:id/approve-and-send`, in ONE transaction holding the lead row: a pending lead is approved
 * (`approved_pending_companies`, its `approved` event by the admin; one approved already is just sent) and offered to
 * the selected businesses (`offerLeadIn`, every check of a sending) — with CUSTOMER_CHOOSES proposed to its customer
 * instead (`proposeBusinessesIn`, every check of a proposal). Any refusal rolls everything back: the lead stays as it
 * was. The admin took the lead over: its automatic sending, if one was waiting, is cancelled. 409
 * `invalid_transition` for a lead neither pending nor approved.
 */
export async function approveAndSend(
  context: ApproveAndSendContext,
  leadId: string,
  businessIds: readonly string[],
  adminId: string | null,
  now: Date = new Date(),
): Promise<ApproveAndSendResponse> {
  const { db, ...choiceContext } = context;
  return db.transaction().execute(async (trx) => {
    const lead = await findLeadPlace(trx, leadId, { lock: true });
    if (lead === undefined) throw leadNotFound();
    if (lead.status === 'pending') {
      await setLeadStatusIf(trx, leadId, 'approved_pending_companies', ['pending']);
      await insertLeadEvents(trx, [{ lead_id: leadId, type: 'approved', admin_id: adminId }]);
    } else if (lead.status !== 'approved_pending_companies') {
      throw new AppError('invalid_transition', dispatchApiMessages.leadNotApprovable, { field: 'status' });
    }
    await clearAutoDispatch(trx, leadId);
    if (context.rules.customerChooses) {
      const { proposedCount } = await proposeBusinessesIn(trx, choiceContext, leadId, businessIds, adminId, now);
      return { sentToCount: 0, proposedCount };
    }
    const { sentToCount } = await offerLeadIn(trx, { ...choiceContext, leadId, businessIds, now });
    return { sentToCount, proposedCount: 0 };
  });
}
