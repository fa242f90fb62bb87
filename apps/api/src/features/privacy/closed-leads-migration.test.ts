import { randomUUID } from 'node:crypto';
import { purchaseEmailTemplates } from '@trovapro/copy';
import { describe, expect, it } from 'vitest';
import { useDatabaseAtMigration } from '../../test/database-at-migration.ts';

/** Migration 0019 on a database whose people erased their data before leads could be closed. */
const past = useDatabaseAtMigration('0018_landing_generation_jobs');
const { db, migrateTo } = past;

/** The refund notice's first paragraph as shipped until 0019, and today's. */
const SHIPPED_REASON =
  'il tuo pagamento per la richiesta della categoria {category} {inLocation} è arrivato quando la richiesta non era più disponibile: era già stata acquistata dal numero massimo di aziende, oppure l’avevi già acquistata con questa email.';
const REFUND = purchaseEmailTemplates.refund_notice_email;

describe('migration 0019_closed_leads', () => {
  const erasedSent = randomUUID();
  const erasedPending = randomUUID();
  const open = randomUUID();

  it('closes every lead whose data was erased (reason erased, at its erasure, with its event) and leaves the others', async () => {
    const lead = { user_request: 'r', user_email: '', user_name: 'cancellato', category: 'Idraulico', price: '25.00' };
    await db()
      .insertInto('leads')
      .values([
        { ...lead, id: erasedSent, status: 'sent', sent_at: '2025-01-02T10:00:00Z', erased_at: '2025-02-03T10:00:00Z' },
        { ...lead, id: erasedPending, status: 'approved_pending_companies', erased_at: '2025-02-04T10:00:00Z' },
        { ...lead, id: open, user_email: 'persona@example.it', status: 'approved_pending_companies' },
      ])
      .execute();
    const shipped = REFUND.content.replace(/^(.+?\n\n)(.+?)(\n\n)/s, `$1${SHIPPED_REASON}$3`);
    expect(shipped).toContain(SHIPPED_REASON);
    await db().insertInto('templates').values({ type: 'email', name: 'refund_notice_email', subject: REFUND.subject, content: shipped }).execute();

    expect(await migrateTo('0019_closed_leads')).toEqual(['Up 0019_closed_leads']);

    const rows = await past.database.db.selectFrom('leads').select(['id', 'status', 'closed_reason', 'closed_at']).orderBy('status').execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: erasedSent, status: 'closed', closed_reason: 'erased', closed_at: new Date('2025-02-03T10:00:00Z') },
        { id: erasedPending, status: 'closed', closed_reason: 'erased', closed_at: new Date('2025-02-04T10:00:00Z') },
        { id: open, status: 'approved_pending_companies', closed_reason: null, closed_at: null },
      ]),
    );
    const events = await past.database.db.selectFrom('lead_events').select(['lead_id', 'type', 'reason']).where('type', '=', 'closed').execute();
    expect(events.map((event) => event.lead_id).sort()).toEqual([erasedSent, erasedPending].sort());
    expect(events.every((event) => event.reason === 'erased')).toBe(true);
  });

  it('rewrites the shipped refund notice to today’s text, which no longer says sold out is the only reason', async () => {
    const row = await past.database.db.selectFrom('templates').select('content').where('name', '=', 'refund_notice_email').executeTakeFirstOrThrow();
    expect(row.content).toBe(REFUND.content);
    expect(row.content).toContain('era stata chiusa');
  });
});

describe('migration 0019_closed_leads on a refund notice the admin rewrote', () => {
  // Migrations are forward-only (no down): a second database before 0019, with the admin's own wording.
  const edited = useDatabaseAtMigration('0018_landing_generation_jobs');

  it('keeps the admin’s own wording', async () => {
    const own = 'Ti abbiamo restituito {price}: ci dispiace. Codice: {leadId}';
    await edited.db().insertInto('templates').values({ type: 'email', name: 'refund_notice_email', subject: REFUND.subject, content: own }).execute();
    expect(await edited.migrateTo('0019_closed_leads')).toEqual(['Up 0019_closed_leads']);
    const row = await edited.db().selectFrom('templates').select('content').where('name', '=', 'refund_notice_email').executeTakeFirstOrThrow();
    expect(row.content).toBe(own);
  });
});
