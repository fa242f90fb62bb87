import { leadOfferEmailTemplate } from '@trovapro/copy';
import { templateIssues } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { useDatabaseAtMigration } from '../../test/database-at-migration.ts';

/** Migration 0020 on a database holding templates saved under the old rule. */
const past = useDatabaseAtMigration('0018_landing_generation_jobs');
const { db, migrateTo } = past;

/** The offer's built-in text before issue 29, as every database that never edited it holds it. */
const OLD_OFFER = [
  'Buongiorno {businessName},',
  'un cliente cerca un professionista della categoria {category} {inLocation}.',
  'Puoi acquistare la richiesta e ricevere subito i contatti del cliente per {price}:\n{purchaseUrl}',
  'La richiesta è offerta a poche aziende selezionate della zona: i posti sono limitati.',
  'Codice richiesta: {leadId}',
  'Il team TrovaPro',
].join('\n\n');

/** The variables as the old rule derived them. */
const oldVariables = (...texts: string[]) => [
  ...new Set(texts.flatMap((text) => [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]))),
];

/** Rows as admins could save them before: every placeholder of the common list, any brace. */
const BEFORE = [
  {
    type: 'email',
    name: 'partner_refused_email',
    subject: 'Esito per {businessName}',
    content: 'Buongiorno {businessName},\n\nla quota di {price} non è dovuta.\n\n{refusalReason}',
  },
  {
    type: 'email',
    name: 'verification_code_email',
    subject: 'Codice {verificationCode}',
    content: 'Il codice per {userEmail è {verificationCode}. Orari: {lun-ven}. Indirizzo: {{userEmail}}',
  },
  { type: 'chat', name: 'lead_confirmation', subject: null, content: 'Grazie { userName }! Ti scriviamo a {userEmail}} presto.' },
  { type: 'chat', name: 'welcome_message', subject: null, content: 'Ciao {userName}, benvenuto!' },
  { type: 'email', name: 'promemoria_preventivo', subject: 'Preventivi per {category}', content: 'Ciao, hai ricevuto i preventivi a {location}?' },
  {
    type: 'email',
    name: 'purchase_receipt_email',
    subject: 'Ricevuta n. {receiptNumber}',
    content: 'Buongiorno {businessName}, totale {price}: {receiptUrl}',
  },
  { type: 'email', name: 'lead_offer_email', subject: 'Nuova richiesta {inLocation}: {category}', content: OLD_OFFER },
] as const;

const AFTER = {
  partner_refused_email: {
    subject: 'Esito per {businessName}',
    content: 'Buongiorno {businessName},\n\nla quota di non è dovuta.\n\n{refusalReason}',
    variables: ['businessName', 'refusalReason'],
  },
  verification_code_email: {
    subject: 'Codice {verificationCode}',
    content: 'Il codice per {userEmail} è {verificationCode}. Orari: {{lun-ven}}. Indirizzo: {{{userEmail}}}',
    variables: ['verificationCode', 'userEmail'],
  },
  lead_confirmation: { subject: null, content: 'Grazie {userName}! Ti scriviamo a {userEmail}}} presto.', variables: ['userName', 'userEmail'] },
  welcome_message: { subject: null, content: 'Ciao, benvenuto!', variables: [] },
  promemoria_preventivo: {
    subject: 'Preventivi per {{category}}',
    content: 'Ciao, hai ricevuto i preventivi a {{location}}?',
    variables: [],
  },
  purchase_receipt_email: {
    subject: 'Ricevuta n. {receiptNumber}',
    content: 'Buongiorno {businessName}, totale {price}: {receiptUrl}',
    variables: ['receiptNumber', 'businessName', 'price', 'receiptUrl'],
  },
  // Never edited: the new built-in text, which describes the job and says «della zona» only when true — as 0020 wrote
  // it, before the guarantee's paragraph joined the built-in text (issue 33).
  lead_offer_email: {
    subject: leadOfferEmailTemplate.subject,
    content: leadOfferEmailTemplate.content
      .split('\n\n')
      .filter((paragraph) => !paragraph.startsWith('Garanzia contatto valido'))
      .join('\n\n'),
    variables: ['inLocation', 'category', 'businessName', 'userRequest', 'location', 'price', 'nearby', 'availability', 'purchaseUrl', 'leadId'],
  },
} as const;

describe('migration 0020_template_placeholders', () => {
  it('removes or rewrites only the offending placeholders and braces, keeping the wording and the output of the rest', async () => {
    await db()
      .insertInto('templates')
      .values(BEFORE.map((row) => ({ ...row, variables: oldVariables(row.subject ?? '', row.content) })))
      .execute();
    const untouched = await db()
      .selectFrom('templates')
      .select(['id', 'updated_at'])
      .where('name', '=', 'purchase_receipt_email')
      .executeTakeFirstOrThrow();

    await migrateTo('0020_template_placeholders');

    const rows = await db().selectFrom('templates').select(['type', 'name', 'subject', 'content', 'variables']).execute();
    const byName = Object.fromEntries(rows.map(({ name, subject, content, variables }) => [name, { subject, content, variables }]));
    expect(byName).toEqual(AFTER);
    for (const row of rows) expect(templateIssues(row.type, row.name, row), row.name).toEqual([]);
    // A template within the rule is not written at all.
    expect(
      await db().selectFrom('templates').select(['id', 'updated_at']).where('name', '=', 'purchase_receipt_email').executeTakeFirstOrThrow(),
    ).toEqual(untouched);
  });
});

describe('migration 0020 on an offer email the admin edited', () => {
  const edited = useDatabaseAtMigration('0018_landing_generation_jobs');

  it('keeps the wording, and turns the sentence claiming «della zona» to every business into the one that says it only when true', async () => {
    const pastDb = edited.db();
    const content = OLD_OFFER.replace('Buongiorno {businessName},', 'Gentile {businessName}, abbiamo un lavoro per te.');
    await pastDb
      .insertInto('templates')
      .values({
        type: 'email',
        name: 'lead_offer_email',
        subject: 'Lavoro {inLocation}',
        content,
        variables: oldVariables('Lavoro {inLocation}', content),
      })
      .execute();
    await edited.migrateTo('0020_template_placeholders');
    const row = await pastDb.selectFrom('templates').select(['subject', 'content']).where('name', '=', 'lead_offer_email').executeTakeFirstOrThrow();
    expect(row).toEqual({
      subject: 'Lavoro {inLocation}',
      content: content.replace(
        'La richiesta è offerta a poche aziende selezionate della zona: i posti sono limitati.',
        'La inviamo solo ad alcune aziende selezionate {nearby}. {availability}',
      ),
    });
    expect(row.content).toContain('Gentile {businessName}, abbiamo un lavoro per te.');
  });
});
