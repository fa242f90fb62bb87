import type { Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 29: a template may hold only the placeholders its message is given, and a literal brace is written
 * doubled. Before, any placeholder of the common list was accepted (`{price}` in the refusal email went out
 * raw), an unclosed `{userEmail` too, and a brace that was no placeholder printed as written.
 *
 * Each stored template is rewritten from the old reading to the new one, keeping the admin's wording:
 * - a placeholder its message is given stays (`{ userName }` and an unclosed `{userName` become `{userName}`);
 * - any other placeholder, which went out raw, is removed with the space before it — in a template no message
 *   uses (nothing sends it) it is kept as text instead, its braces doubled;
 * - every other brace, which printed as written, is doubled, so it still prints as written.
 * The registry is written out here, frozen, as this migration knows it.
 *
 * The offer email (issue 29) now describes the job and says «della zona» only when it is true: a stored offer
 * that is still the built-in text of before gets the new one; an edited one keeps its wording, but its sentence
 * claiming «della zona» to every business becomes the new sentence that says it only to a business of the area.
 */
const REGISTRY: Readonly<Record<'email' | 'chat', Readonly<Record<string, readonly string[]>>>> = {
  email: {
    verification_code_email: ['verificationCode', 'userEmail'],
    lead_confirmation_email: ['userName', 'userEmail', 'userRequest', 'category', 'location', 'inLocation', 'maxBuyers', 'eraseUrl'],
    lead_offer_email: [
      'businessName',
      'businessEmail',
      'category',
      'location',
      'inLocation',
      'userRequest',
      'price',
      'maxBuyers',
      'availability',
      'nearby',
      'purchaseUrl',
      'leadId',
    ],
    purchase_contacts_email: [
      'businessName',
      'businessEmail',
      'category',
      'location',
      'inLocation',
      'userName',
      'userEmail',
      'userPhone',
      'userRequest',
      'price',
      'leadId',
    ],
    refund_notice_email: ['businessName', 'businessEmail', 'category', 'location', 'inLocation', 'price', 'leadId'],
    lead_purchased_customer_email: [
      'userName',
      'userEmail',
      'category',
      'location',
      'inLocation',
      'businessName',
      'businessEmail',
      'businessPhone',
      'maxBuyers',
      'eraseUrl',
      'leadId',
    ],
    partner_signup_code_email: ['businessName', 'businessEmail', 'verificationCode'],
    partner_signup_received_email: ['businessName', 'businessEmail', 'category', 'location', 'approvalTime'],
    partner_approved_email: ['businessName', 'businessEmail', 'category', 'location'],
    partner_refused_email: ['businessName', 'businessEmail', 'refusalReason'],
    purchase_receipt_email: [
      'businessName',
      'businessEmail',
      'category',
      'location',
      'inLocation',
      'receiptNumber',
      'receiptUrl',
      'netAmount',
      'vatRate',
      'vatAmount',
      'price',
      'leadId',
    ],
  },
  chat: {
    welcome_message: [],
    clarification_request: [],
    email_request: ['category'],
    lead_confirmation: ['userName', 'userEmail'],
    verification_code_message: ['userEmail'],
  },
};

const NAME = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*$/;
const UNCLOSED_NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/**
 * One brace at a time, read as the old renderer read it: `{…}` around a name (spaces allowed) or an unclosed
 * `{name` is a placeholder as the admin meant it; any other brace printed as written.
 */
function fixTemplateText(text: string, allowed: ReadonlySet<string>, sent: boolean): string {
  let fixed = '';
  const placeholder = (name: string, written: string) => {
    if (allowed.has(name)) fixed += `{${name}}`;
    else if (sent) fixed = fixed.replace(/[ \t]$/, '');
    else fixed += written.replaceAll('{', '{{').replaceAll('}', '}}');
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '}') {
      fixed += '}}';
      index += 1;
    } else if (char !== '{') {
      fixed += char;
      index += 1;
    } else {
      const close = text.indexOf('}', index + 1);
      const nextOpen = text.indexOf('{', index + 1);
      const closed = close !== -1 && (nextOpen === -1 || close < nextOpen);
      const name = closed ? NAME.exec(text.slice(index + 1, close))?.[1] : UNCLOSED_NAME.exec(text.slice(index + 1))?.[0];
      if (name === undefined) {
        fixed += '{{';
        index += 1;
      } else {
        const end = closed ? close + 1 : index + 1 + name.length;
        placeholder(name, text.slice(index, end));
        index = end;
      }
    }
  }
  return fixed;
}

/** The offer's built-in text before issue 29 (after 0011), and the one it ships now: frozen. */
const OFFER = 'lead_offer_email';
const OFFER_SUBJECT = 'Nuova richiesta {inLocation}: {category}';
const OLD_OFFER_CONTENT = [
  'Buongiorno {businessName},',
  'un cliente cerca un professionista della categoria {category} {inLocation}.',
  'Puoi acquistare la richiesta e ricevere subito i contatti del cliente per {price}:\n{purchaseUrl}',
  'La richiesta è offerta a poche aziende selezionate della zona: i posti sono limitati.',
  'Codice richiesta: {leadId}',
  'Il team TrovaPro',
].join('\n\n');
const NEW_OFFER_CONTENT = [
  'Buongiorno {businessName},',
  'un cliente cerca un professionista della categoria {category} {inLocation}. Ecco la sua richiesta, senza i contatti:',
  '«{userRequest}»',
  'Zona: {location}\nPrezzo: {price}',
  'La inviamo solo ad alcune aziende selezionate {nearby}. {availability}',
  'Acquistala da questo link e ricevi subito i contatti del cliente:\n{purchaseUrl}',
  'Codice richiesta: {leadId}',
  'Il team TrovaPro',
].join('\n\n');
const OLD_AREA_CLAIM = 'La richiesta è offerta a poche aziende selezionate della zona: i posti sono limitati.';
const NEW_AREA_CLAIM = 'La inviamo solo ad alcune aziende selezionate {nearby}. {availability}';

/** The offer's text as issue 29 wants it: the new built-in one in place of the old, or the old claim replaced. */
function updatedOffer(subject: string | null, content: string): string {
  if (subject === OFFER_SUBJECT && content === OLD_OFFER_CONTENT) return NEW_OFFER_CONTENT;
  return content.replaceAll(OLD_AREA_CLAIM, NEW_AREA_CLAIM);
}

const placeholdersOf = (...texts: string[]) => [
  ...new Set(
    texts.flatMap((text) => [...text.replace(/\{\{|\}\}/g, '').matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] as string)),
  ),
];

export async function up(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: string; type: 'email' | 'chat'; name: string; subject: string | null; content: string }> = await db
    .selectFrom('templates')
    .select(['id', 'type', 'name', 'subject', 'content'])
    .execute();
  for (const row of rows) {
    const registry = REGISTRY[row.type];
    const sent = Object.hasOwn(registry, row.name);
    const allowed = new Set(sent ? registry[row.name] : []);
    const subject = row.subject === null ? null : fixTemplateText(row.subject, allowed, sent);
    const offer = row.type === 'email' && row.name === OFFER;
    const content = fixTemplateText(offer ? updatedOffer(row.subject, row.content) : row.content, allowed, sent);
    if (subject === row.subject && content === row.content) continue;
    await db
      .updateTable('templates')
      .set({ subject, content, variables: placeholdersOf(subject ?? '', content) })
      .where('id', '=', row.id)
      .execute();
  }
}
