import type { Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 32: the purchase email links the invoice's courtesy copy instead of a receipt (`{receiptNumber}` is now the
 * invoice's number, `{receiptUrl}` the courtesy copy's link). A stored purchase email that is still the built-in text
 * of before (as 0016 shipped it and 0020 kept it) gets the new one; one the admin edited keeps its wording — the admin
 * sees the new text among the defaults and decides. Both texts are written out here, frozen.
 */
const NAME = 'purchase_receipt_email';
const OLD_SUBJECT = 'Ricevuta n. {receiptNumber} del tuo acquisto su TrovaPro';
const OLD_CONTENT = [
  'Buongiorno {businessName},',
  'grazie per l’acquisto della richiesta della categoria {category} {inLocation}. Ecco la ricevuta n. {receiptNumber}:',
  'Imponibile: {netAmount}\nIVA {vatRate}: {vatAmount}\nTotale pagato: {price}',
  'Puoi vederla e stamparla qui: {receiptUrl}',
  'Codice richiesta: {leadId}',
  'Il team TrovaPro',
].join('\n\n');
const NEW_SUBJECT = 'Fattura n. {receiptNumber} del tuo acquisto su TrovaPro';
const NEW_CONTENT = [
  'Buongiorno {businessName},',
  'grazie per l’acquisto della richiesta della categoria {category} {inLocation}. Abbiamo emesso la fattura n. {receiptNumber}:',
  'Imponibile: {netAmount}\nIVA {vatRate}: {vatAmount}\nTotale pagato: {price}',
  'Puoi vederne e stamparne la copia di cortesia qui: {receiptUrl}',
  'La fattura valida ai fini fiscali è quella recapitata dal Sistema di Interscambio (SdI) al tuo codice destinatario o PEC, e disponibile nel tuo cassetto fiscale.',
  'Codice richiesta: {leadId}',
  'Il team TrovaPro',
].join('\n\n');

const placeholdersOf = (...texts: string[]) => [
  ...new Set(
    texts.flatMap((text) => [...text.replace(/\{\{|\}\}/g, '').matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] as string)),
  ),
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('templates')
    .set({ subject: NEW_SUBJECT, content: NEW_CONTENT, variables: placeholdersOf(NEW_SUBJECT, NEW_CONTENT) })
    .where('type', '=', 'email')
    .where('name', '=', NAME)
    .where('subject', '=', OLD_SUBJECT)
    .where('content', '=', OLD_CONTENT)
    .execute();
}
