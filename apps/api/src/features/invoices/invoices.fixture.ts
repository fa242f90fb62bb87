import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { TEST_BILLING_DETAILS } from '../../test/billing.ts';
import { insertSentLead, inviteBusiness } from '../checkout/sent-lead.fixture.ts';

/** A paid purchase of a lead by a business `name`: its id. */
export async function paidPurchase(db: Db, name: string, taxId = TEST_BILLING_DETAILS.taxId): Promise<string> {
  const leadId = await insertSentLead(db, { price: '30.50' });
  const email = `${randomUUID().slice(0, 8)}@example.it`;
  const business = await inviteBusiness(db, leadId, { email, name });
  const row = await db
    .insertInto('purchases')
    .values({
      lead_id: leadId,
      business_id: business.id,
      business_email: email,
      business_name: name,
      amount: '30.50',
      payment_intent_id: `pi_${randomUUID()}`,
      payment_provider: 'test-gateway',
      status: 'paid',
      paid_at: new Date(),
      billing: JSON.stringify({ ...TEST_BILLING_DETAILS, taxId }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
