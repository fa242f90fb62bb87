import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Privacy by design (issue 18):
 * - a lead records when its person agreed to share it and which privacy notice they read, and when its
 *   personal data was erased (by the person, the admin or the retention job);
 * - `maintenance_runs`: one row per daily job and day, so the job runs once across API instances (only
 *   the instance whose insert succeeds runs it);
 * - the built-in lead confirmation email says how many businesses may receive the request and carries the
 *   erase link; an admin's own wording is left as it is (the texts are written out here, frozen, as they
 *   were shipped). The new email to the customer when a business buys the request
 *   (`lead_purchased_customer_email`) is inserted by the start-up seed, as every missing default is.
 */
const CONFIRMATION_FROM =
  'Selezioneremo le aziende più adatte della tua zona: riceverai presto i loro contatti e i preventivi gratuiti all’indirizzo {userEmail}.';
const CONFIRMATION_TO = [
  'Selezioneremo le aziende più adatte della tua zona: al massimo {maxBuyers} aziende potranno ricevere la tua richiesta con il tuo nome, la tua email e il tuo telefono, per contattarti con un preventivo gratuito. Ti scriveremo all’indirizzo {userEmail} ogni volta che un’azienda la riceve.',
  'Puoi cancellare i tuoi dati in qualsiasi momento da questo link: {eraseUrl}',
].join('\n\n');

const placeholdersOf = (...texts: string[]) => [
  ...new Set(texts.flatMap((text) => [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] as string))),
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('privacy_consent_at', 'timestamptz')
    .addColumn('privacy_notice_version', 'text')
    .addColumn('erased_at', 'timestamptz')
    .execute();
  // The retention job looks for leads past their months that still hold personal data.
  await sql`create index leads_unerased_created_idx on leads (created_at) where erased_at is null`.execute(db);
  // Export and erase find a person's leads by address.
  await db.schema.createIndex('leads_user_email_idx').on('leads').column('user_email').execute();
  await db.schema.createIndex('email_outbox_recipient_idx').on('email_outbox').column('recipient').execute();

  await db.schema
    .createTable('maintenance_runs')
    .addColumn('job', 'text', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('maintenance_runs_pkey', ['job', 'day'])
    .execute();
  await updateShippedConfirmation(db);
  await updateShippedChatConfirmation(db);
}

/** The shipped lead confirmation text gets the paragraph on buyers and the erase link; an admin's own wording stays. */
export async function updateShippedConfirmation(db: Kysely<any>): Promise<void> {
  const confirmations: Array<{ id: string; subject: string | null; content: string }> = await db
    .selectFrom('templates')
    .select(['id', 'subject', 'content'])
    .where('type', '=', 'email')
    .where('name', '=', 'lead_confirmation_email')
    .execute();
  for (const row of confirmations) {
    if (!row.content.includes(CONFIRMATION_FROM)) continue;
    const content = row.content.replace(CONFIRMATION_FROM, CONFIRMATION_TO);
    await db
      .updateTable('templates')
      .set({ content, variables: placeholdersOf(row.subject ?? '', content) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The chat's closing words said the visitor would receive the businesses' contacts: it is the other way round. */
const CHAT_CONFIRMATION_FROM =
  'Grazie {userName}! La tua richiesta è stata registrata. Riceverai presto all’indirizzo {userEmail} i contatti delle aziende selezionate.';
const CHAT_CONFIRMATION_TO =
  'Grazie {userName}! La tua richiesta è stata registrata: le aziende selezionate della tua zona riceveranno i tuoi contatti e ti scriveranno all’indirizzo {userEmail} o ti chiameranno.';

export async function updateShippedChatConfirmation(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('templates')
    .set({ content: CHAT_CONFIRMATION_TO })
    .where('type', '=', 'chat')
    .where('name', '=', 'lead_confirmation')
    .where('content', '=', CHAT_CONFIRMATION_FROM)
    .execute();
}
