import { templateIssues } from '@trovapro/domain';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

/** Migration 0020 on a database holding templates saved under the old rule. */
let database: TestDatabase;
let migrator: Migrator;
beforeAll(async () => {
  database = await createTestDatabase();
  migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('0018_landing_generation_jobs');
  if (error !== undefined) throw error;
});
afterAll(() => database.drop());

// biome-ignore lint/suspicious/noExplicitAny: as in the migrations, the schema of the past is not today's types.
const db = () => database.db as unknown as Kysely<any>;

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
    name: 'lead_offer_email',
    subject: 'Nuova richiesta {inLocation}: {category}',
    content: 'Buongiorno {businessName}, {price}: {purchaseUrl}',
  },
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
  lead_offer_email: {
    subject: 'Nuova richiesta {inLocation}: {category}',
    content: 'Buongiorno {businessName}, {price}: {purchaseUrl}',
    variables: ['inLocation', 'category', 'businessName', 'price', 'purchaseUrl'],
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
      .where('name', '=', 'lead_offer_email')
      .executeTakeFirstOrThrow();

    const { error } = await migrator.migrateTo('0020_template_placeholders');
    if (error !== undefined) throw error;

    const rows = await db().selectFrom('templates').select(['type', 'name', 'subject', 'content', 'variables']).execute();
    const byName = Object.fromEntries(rows.map(({ name, subject, content, variables }) => [name, { subject, content, variables }]));
    expect(byName).toEqual(AFTER);
    for (const row of rows) expect(templateIssues(row.type, row.name, row), row.name).toEqual([]);
    // A template within the rule is not written at all.
    expect(await db().selectFrom('templates').select(['id', 'updated_at']).where('name', '=', 'lead_offer_email').executeTakeFirstOrThrow()).toEqual(
      untouched,
    );
  });
});
