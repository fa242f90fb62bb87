import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface ProposalRow {
  business_id: string;
  name: string;
  proposed_at: Date;
  answered_at: Date | null;
  chosen: boolean;
}

/** The businesses proposed for the lead, in the order they were proposed (then by name). */
export async function listProposals(db: Db, leadId: string): Promise<ProposalRow[]> {
  return db
    .selectFrom('lead_proposals')
    .innerJoin('businesses', 'businesses.id', 'lead_proposals.business_id')
    .select(['lead_proposals.business_id', 'businesses.name', 'lead_proposals.proposed_at', 'lead_proposals.answered_at', 'lead_proposals.chosen'])
    .where('lead_proposals.lead_id', '=', leadId)
    .orderBy('lead_proposals.proposed_at')
    .orderBy('businesses.name')
    .execute();
}

export async function insertProposals(trx: Db, leadId: string, businessIds: readonly string[], adminId: string | null): Promise<void> {
  await trx
    .insertInto('lead_proposals')
    .values(businessIds.map((businessId) => ({ lead_id: leadId, business_id: businessId, proposed_by: adminId })))
    .execute();
}

/** Records the customer's answer to every proposal still waiting: the `chosen` ones ticked, the others not. */
export async function answerProposals(trx: Db, leadId: string, chosen: readonly string[]): Promise<void> {
  await trx
    .updateTable('lead_proposals')
    .set({
      answered_at: sql`now()`,
      chosen: chosen.length === 0 ? false : sql<boolean>`business_id in (${sql.join(chosen.map((id) => sql`${id}::uuid`))})`,
    })
    .where('lead_id', '=', leadId)
    .where('answered_at', 'is', null)
    .execute();
}

/** The customer of a lead, for the email that asks them to choose; null for an erased lead. */
export async function findLeadCustomer(
  db: Db,
  leadId: string,
): Promise<{ user_name: string; user_email: string; erased_at: Date | null; status: string; closed_reason: string | null } | undefined> {
  return db
    .selectFrom('leads')
    .select(['user_name', 'user_email', 'erased_at', 'status', 'closed_reason'])
    .where('id', '=', leadId)
    .executeTakeFirst();
}
