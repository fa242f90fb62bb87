import { defaultEmailTemplates, leadPurchasedCustomerEmailTemplates } from '@trovapro/copy';
import { extractPlaceholders, templateIssues } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { useDatabaseAtMigration } from '../../test/database-at-migration.ts';

/**
 * Migration 0035: a never-edited confirmation email gets the request page's link and both numbers (offers and buyers),
 * a never-edited purchase email the link; an admin's own wording stays.
 */

/** The two emails as shipped before issue 34: every database that never edited them holds these. */
const OLD = {
  lead_confirmation_email: {
    subject: 'Abbiamo ricevuto la tua richiesta: {category}',
    content: [
      'Ciao {userName},',
      'grazie per aver usato TrovaPro. Abbiamo registrato la tua richiesta:',
      '«{userRequest}»\nCategoria: {category}\nZona: {location}',
      'Selezioneremo le aziende più adatte della tua zona: al massimo {maxBuyers} aziende potranno ricevere la tua richiesta con il tuo nome, la tua email e il tuo telefono, per contattarti con un preventivo gratuito. Ti scriveremo all’indirizzo {userEmail} ogni volta che un’azienda la riceve.',
      'Puoi cancellare i tuoi dati in qualsiasi momento da questo link: {eraseUrl}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
  lead_purchased_customer_email: {
    subject: 'Un’azienda ha ricevuto la tua richiesta: {category}',
    content: [
      'Ciao {userName},',
      'l’azienda {businessName} ha acquistato la tua richiesta della categoria {category} {inLocation} e ha ricevuto il tuo nome, la tua email e il tuo telefono per contattarti con un preventivo.',
      'I contatti dell’azienda:\nEmail: {businessEmail}\nTelefono: {businessPhone}',
      'Al massimo {maxBuyers} aziende possono ricevere la stessa richiesta.',
      'Non vuoi più essere contattato? Puoi cancellare i tuoi dati da qui: {eraseUrl}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
} as const;
const SHIPPED = {
  lead_confirmation_email: defaultEmailTemplates.lead_confirmation_email,
  lead_purchased_customer_email: leadPurchasedCustomerEmailTemplates.lead_purchased_customer_email,
} as const;
const NAMES = ['lead_confirmation_email', 'lead_purchased_customer_email'] as const;

const row = (name: (typeof NAMES)[number], content: string) => ({
  type: 'email' as const,
  name,
  subject: OLD[name].subject,
  content,
  variables: extractPlaceholders(OLD[name].subject, content),
});

describe('migration 0035_customer_request_links', () => {
  const past = useDatabaseAtMigration('0034_customer_choices_and_reviews');

  it('gives never-edited emails the shipped texts, with their placeholders; an edited one keeps its wording', async () => {
    const own = OLD.lead_purchased_customer_email.content.replace('Ciao {userName},', 'Gentile {userName},');
    await past
      .db()
      .insertInto('templates')
      .values([row('lead_confirmation_email', OLD.lead_confirmation_email.content), row('lead_purchased_customer_email', own)])
      .execute();
    expect(await past.migrateTo('0035_customer_request_links')).toEqual(['Up 0035_customer_request_links']);
    const rows = await past.db().selectFrom('templates').select(['name', 'subject', 'content', 'variables']).orderBy('name').execute();
    const confirmation = rows.find((stored) => stored.name === 'lead_confirmation_email');
    expect(confirmation).toMatchObject({ subject: SHIPPED.lead_confirmation_email.subject, content: SHIPPED.lead_confirmation_email.content });
    expect(confirmation?.variables).toEqual(extractPlaceholders(confirmation?.subject, confirmation?.content));
    expect(confirmation?.content).toContain('{maxOffers}');
    expect(confirmation?.content).toContain('{requestUrl}');
    expect(
      templateIssues('email', 'lead_confirmation_email', { subject: confirmation?.subject ?? '', content: confirmation?.content ?? '' }),
    ).toEqual([]);
    expect(rows.find((stored) => stored.name === 'lead_purchased_customer_email')?.content).toBe(own);
  });
});

describe('migration 0035 on a purchase email never edited', () => {
  const past = useDatabaseAtMigration('0034_customer_choices_and_reviews');

  it('gives it the shipped text with the link', async () => {
    await past.db().insertInto('templates').values(row('lead_purchased_customer_email', OLD.lead_purchased_customer_email.content)).execute();
    await past.migrateTo('0035_customer_request_links');
    const stored = await past
      .db()
      .selectFrom('templates')
      .select(['content', 'variables'])
      .where('name', '=', 'lead_purchased_customer_email')
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(SHIPPED.lead_purchased_customer_email.content);
    expect(stored.variables).toEqual(
      extractPlaceholders(SHIPPED.lead_purchased_customer_email.subject, SHIPPED.lead_purchased_customer_email.content),
    );
  });
});
