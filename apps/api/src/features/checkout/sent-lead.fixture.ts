import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** For tests: a visitor's lead as the admin sent it to a partner business (issue 4's result), inserted directly. */
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
}

export async function insertSentLead(db: Db, options: SentLeadOptions = {}): Promise<string> {
  const id = randomUUID();
  const inFano = options.inFano ?? true;
  const status = options.status ?? 'sent';
  if (inFano) {
    await db
      .insertInto('municipalities')
      .values({ ...FANO, postal_codes: ['61032'], population: 60000 })
      .onConflict((oc) => oc.column('istat_code').doNothing())
      .execute();
  }
  const sentAt = status === 'sent' ? sql<Date>`now() - make_interval(hours => ${options.sentHoursAgo ?? 1})` : null;
  await db
    .insertInto('leads')
    .values({
      id,
      user_request: 'Perdita d’acqua sotto il lavello della cucina, serve un idraulico entro la settimana.',
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
  if (status === 'sent') {
    const partner = await db
      .insertInto('businesses')
      .values({
        name: 'Idraulica Partner',
        email: `partner-${id.slice(0, 8)}@example.it`,
        category: options.category ?? 'Idraulico',
        location: 'Fano',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('lead_deliveries').values({ lead_id: id, business_id: partner.id, sent_at: sentAt ?? new Date() }).execute();
  }
  return id;
}

/** The outbox messages of one purpose to one address. */
export async function outboxTo(db: Db, recipient: string, purpose: string) {
  return db.selectFrom('email_outbox').selectAll().where('recipient', '=', recipient).where('purpose', '=', purpose).execute();
}

export async function purchasesOf(db: Db, leadId: string) {
  return db
    .selectFrom('purchases')
    .select(['id', 'business_email', 'status', sql<string>`amount::text`.as('amount'), 'payment_intent_id', 'paid_at', 'refunded_at', 'business_id', 'failure_reason'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .execute();
}
