import { leadOfferEmailTemplate } from '@trovapro/copy';
import { templateIssues } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { useDatabaseAtMigration } from '../../test/database-at-migration.ts';

/** Migration 0033: a never-edited offer email names the «Garanzia contatto valido»; an admin's own wording stays. */

/** The offer email as shipped before issue 33: every database that never edited it holds this. */
const OLD_CONTENT = [
  'Buongiorno {businessName},',
  'un cliente cerca un professionista della categoria {category} {inLocation}. Ecco la sua richiesta, senza i contatti:',
  '«{userRequest}»',
  'Zona: {location}\nPrezzo: {price}',
  'La inviamo solo ad alcune aziende selezionate {nearby}. {availability}',
  'Acquistala da questo link e ricevi subito i contatti del cliente:\n{purchaseUrl}',
  'Codice richiesta: {leadId}',
  'Il team TrovaPro',
].join('\n\n');
const VARIABLES = ['inLocation', 'category', 'businessName', 'userRequest', 'location', 'price', 'nearby', 'availability', 'purchaseUrl', 'leadId'];

const offerTemplate = (content: string) => ({
  type: 'email' as const,
  name: 'lead_offer_email',
  subject: leadOfferEmailTemplate.subject,
  content,
  variables: VARIABLES,
});
type PastDb = ReturnType<ReturnType<typeof useDatabaseAtMigration>['db']>;
const stored = (db: PastDb) =>
  db.selectFrom('templates').select(['subject', 'content']).where('name', '=', 'lead_offer_email').executeTakeFirstOrThrow();

describe('migration 0033_offer_guarantee_paragraph', () => {
  const past = useDatabaseAtMigration('0032_area_offers');

  it('gives a never-edited offer email the shipped text, with the guarantee before the request’s code', async () => {
    await past.db().insertInto('templates').values(offerTemplate(OLD_CONTENT)).execute();
    expect(await past.migrateTo('0033_offer_guarantee_paragraph')).toEqual(['Up 0033_offer_guarantee_paragraph']);
    const row = await stored(past.db());
    expect(row.content).toBe(leadOfferEmailTemplate.content);
    expect(row.content).toMatch(/\{purchaseUrl\}\n\nGaranzia contatto valido: .*\n\nCodice richiesta: \{leadId\}/);
    expect(templateIssues('email', 'lead_offer_email', row)).toEqual([]);
  });
});

describe('migration 0033 on an offer email the admin edited', () => {
  const past = useDatabaseAtMigration('0032_area_offers');

  it('keeps the wording of an edited text', async () => {
    const own = OLD_CONTENT.replace('Buongiorno {businessName},', 'Gentile {businessName},');
    await past.db().insertInto('templates').values(offerTemplate(own)).execute();
    await past.migrateTo('0033_offer_guarantee_paragraph');
    expect((await stored(past.db())).content).toBe(own);
  });
});
