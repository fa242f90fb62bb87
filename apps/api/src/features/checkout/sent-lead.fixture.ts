import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { TEST_BILLING_DETAILS } from '../../test/billing.ts';
import { newPurchaseToken } from './purchase-token.ts';

/**
 * For tests: a visitor's lead as the admin sent it (issue 4's result), inserted directly; the businesses
 * it was sent to are added with `inviteBusiness`.
 */
export const VISITOR = {
  name: 'Giulia Bianchi',
  email: 'giulia.bianchi@example.it',
  phone: '+39 333 123 4567',
} as const;

export const FANO = { istat_code: '041013', name: 'Fano', province: 'Pesaro e Urbino', province_code: 'PU', region: 'Marche' } as const;

export interface SentLeadOptions {
  readonly price?: string;
  readonly category?: string;
  readonly status?: 'sent' | 'pending' | 'rejected' | 'approved_pending_companies';
  /** How long ago it was sent (hours); 1 by default. */
  readonly sentHoursAgo?: number;
  /** False: no comune (the view's location is null). */
  readonly inFano?: boolean;
  readonly userRequest?: string;
}

export async function insertSentLead(db: Db, options: SentLeadOptions = {}): Promise<string> {
  const id = randomUUID();
  const inFano = options.inFano ?? true;
  const status = options.status ?? 'sent';
  // Fano exists in any case: the invited businesses are there.
  await db
    .insertInto('municipalities')
    .values({ ...FANO, cadastral_code: 'D488', postal_codes: ['61032'], population: 60000 })
    .onConflict((oc) => oc.column('istat_code').doNothing())
    .execute();
  const sentAt = status === 'sent' ? sql<Date>`now() - make_interval(hours => ${options.sentHoursAgo ?? 1})` : null;
  await db
    .insertInto('leads')
    .values({
      id,
      user_request: options.userRequest ?? 'Perdita d’acqua sotto il lavello della cucina, serve un idraulico entro la settimana.',
      user_email: VISITOR.email,
      user_name: VISITOR.name,
      user_phone: VISITOR.phone,
      category: options.category ?? 'Idraulico',
      price: options.price ?? '25.00',
      status,
      istat_code: inFano ? FANO.istat_code : null,
      prefilled_location: inFano ? null : 'Zona Sud',
      sent_at: sentAt,
    })
    .execute();
  return id;
}

export interface InvitedBusiness {
  readonly id: string;
  readonly token: string;
}

/**
 * Sends the lead to a business, as the admin's send does: a delivery with a purchase link of its own
 * (only the token's hash is stored). The business is found or created by its email (active, of the
 * lead's category, in Fano); inviting it again gives it a new link.
 */
export async function inviteBusiness(
  db: Db,
  leadId: string,
  { email, name = 'Idraulica Partner', isActive = true }: { email: string; name?: string; isActive?: boolean },
): Promise<InvitedBusiness> {
  const lead = await db.selectFrom('leads').select('category').where('id', '=', leadId).executeTakeFirstOrThrow();
  const business = await db
    .insertInto('businesses')
    .values({ name, email: email.toLowerCase(), category: lead.category, location: 'Fano', istat_code: FANO.istat_code, is_active: isActive })
    .onConflict((oc) => oc.column('email').doUpdateSet({ is_active: isActive }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, tokenHash } = newPurchaseToken();
  await db
    .insertInto('lead_deliveries')
    .values({ lead_id: leadId, business_id: business.id, token_hash: tokenHash })
    .onConflict((oc) => oc.columns(['lead_id', 'business_id']).doUpdateSet({ token_hash: tokenHash }))
    .execute();
  return { id: business.id, token };
}

/**
 * For tests that buy as many businesses: each email is an invited business of the lead, with its own
 * purchase link, made on first use and then the same (so one email is one buyer, as one link is).
 */
export function invitedBuyers(db: Db) {
  const links = new Map<string, Promise<InvitedBusiness>>();
  const invitation = (leadId: string, email: string, name?: string) => {
    const key = `${leadId}:${email.toLowerCase()}`;
    let invited = links.get(key);
    if (invited === undefined) {
      invited = inviteBusiness(db, leadId, { email, ...(name === undefined ? {} : { name }) });
      links.set(key, invited);
    }
    return invited;
  };
  return {
    invitation,
    /** `?t=<token>` of that business's link. */
    async query(leadId: string, email: string, name?: string): Promise<string> {
      return `?t=${(await invitation(leadId, email, name)).token}`;
    },
  };
}

/** The outbox messages of one purpose to one address. */
export async function outboxTo(db: Db, recipient: string, purpose: string) {
  return db.selectFrom('email_outbox').selectAll().where('recipient', '=', recipient).where('purpose', '=', purpose).execute();
}

export async function purchasesOf(db: Db, leadId: string) {
  return db
    .selectFrom('purchases')
    .select([
      'id',
      'business_email',
      'status',
      sql<string>`amount::text`.as('amount'),
      'payment_intent_id',
      'paid_at',
      'refunded_at',
      'business_id',
      'failure_reason',
    ])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .execute();
}

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
