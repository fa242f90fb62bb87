import { partnerEmailTemplates } from '@trovapro/copy';
import { templateIssues } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { useDatabaseAtMigration } from '../../test/database-at-migration.ts';

/** Migration 0026: the shipped purchase email speaks of the invoice's courtesy copy; an admin's own wording stays. */

/** The purchase email as 0016 shipped it (and 0020 kept it): every database that never edited it holds this. */
const OLD_SUBJECT = 'Ricevuta n. {receiptNumber} del tuo acquisto su TrovaPro';
const OLD_CONTENT = [
  'Buongiorno {businessName},',
  'grazie per l’acquisto della richiesta della categoria {category} {inLocation}. Ecco la ricevuta n. {receiptNumber}:',
  'Imponibile: {netAmount}\nIVA {vatRate}: {vatAmount}\nTotale pagato: {price}',
  'Puoi vederla e stamparla qui: {receiptUrl}',
  'Codice richiesta: {leadId}',
  'Il team TrovaPro',
].join('\n\n');
const OLD_VARIABLES = [
  'receiptNumber',
  'businessName',
  'category',
  'inLocation',
  'netAmount',
  'vatRate',
  'vatAmount',
  'price',
  'receiptUrl',
  'leadId',
];

const template = (subject: string, content: string) => ({
  type: 'email' as const,
  name: 'purchase_receipt_email',
  subject,
  content,
  variables: OLD_VARIABLES,
});
const stored = (db: ReturnType<ReturnType<typeof useDatabaseAtMigration>['db']>) =>
  db
    .selectFrom('templates')
    .select(['type', 'name', 'subject', 'content', 'variables', 'is_active'])
    .where('name', '=', 'purchase_receipt_email')
    .executeTakeFirstOrThrow();

describe('migration 0026_invoice_courtesy_email on the shipped text', () => {
  const past = useDatabaseAtMigration('0025_invoices');

  it('gives a never-edited purchase email the new shipped text, with the same placeholders', async () => {
    await past.db().insertInto('templates').values(template(OLD_SUBJECT, OLD_CONTENT)).execute();
    expect(await past.migrateTo('0026_invoice_courtesy_email')).toEqual(['Up 0026_invoice_courtesy_email']);
    const row = await stored(past.db());
    expect(row).toMatchObject({
      subject: partnerEmailTemplates.purchase_receipt_email.subject,
      content: partnerEmailTemplates.purchase_receipt_email.content,
      is_active: true,
    });
    expect(row.subject).toBe('Fattura n. {receiptNumber} del tuo acquisto su TrovaPro');
    expect(row.content).toContain('Puoi vederne e stamparne la copia di cortesia qui: {receiptUrl}');
    expect(row.content).toContain('La fattura valida ai fini fiscali è quella recapitata dal Sistema di Interscambio (SdI)');
    expect([...row.variables].sort()).toEqual([...OLD_VARIABLES].sort());
    expect(templateIssues('email', 'purchase_receipt_email', row)).toEqual([]);
  });
});

describe('migration 0026 on a purchase email the admin edited', () => {
  const past = useDatabaseAtMigration('0025_invoices');

  it('keeps the wording of an edited text', async () => {
    const content = OLD_CONTENT.replace('Buongiorno {businessName},', 'Gentile {businessName},');
    await past.db().insertInto('templates').values(template(OLD_SUBJECT, content)).execute();
    await past.migrateTo('0026_invoice_courtesy_email');
    expect(await stored(past.db())).toMatchObject({ subject: OLD_SUBJECT, content, variables: OLD_VARIABLES });
  });

  it('keeps the wording of an edited subject with the shipped text (its step run again on that row)', async () => {
    await past.db().deleteFrom('templates').execute();
    await past.db().insertInto('templates').values(template('La tua ricevuta {receiptNumber}', OLD_CONTENT)).execute();
    const { up } = await import('../../db/migrations/0026_invoice_courtesy_email.ts');
    await up(past.db());
    expect(await stored(past.db())).toMatchObject({ subject: 'La tua ricevuta {receiptNumber}', content: OLD_CONTENT });
  });
});
