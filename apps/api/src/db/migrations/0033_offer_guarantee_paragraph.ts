import type { Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 33: every offer names the «Garanzia contatto valido». A stored offer email that is still the built-in text of
 * before (the subject is unchanged) gets the guarantee's paragraph before the request's code; one the admin edited keeps
 * its wording — the admin sees the new text among the defaults and decides. Both texts are written out here, frozen.
 */
const NAME = 'lead_offer_email';
const PARAGRAPHS = [
  'Buongiorno {businessName},',
  'un cliente cerca un professionista della categoria {category} {inLocation}. Ecco la sua richiesta, senza i contatti:',
  '«{userRequest}»',
  'Zona: {location}\nPrezzo: {price}',
  'La inviamo solo ad alcune aziende selezionate {nearby}. {availability}',
  'Acquistala da questo link e ricevi subito i contatti del cliente:\n{purchaseUrl}',
  'Codice richiesta: {leadId}',
  'Il team TrovaPro',
];
const GUARANTEE =
  'Garanzia contatto valido: se telefono o email non sono validi o il cliente non risponde mai, segnalalo dall’Area aziende entro i giorni indicati nella pagina della richiesta. Se la segnalazione è accolta ti rimborsiamo l’intero importo.';
const OLD_CONTENT = PARAGRAPHS.join('\n\n');
const NEW_CONTENT = [...PARAGRAPHS.slice(0, 6), GUARANTEE, ...PARAGRAPHS.slice(6)].join('\n\n');

export async function up(db: Kysely<any>): Promise<void> {
  // The placeholders are the same: `variables` stays right.
  await db
    .updateTable('templates')
    .set({ content: NEW_CONTENT })
    .where('type', '=', 'email')
    .where('name', '=', NAME)
    .where('content', '=', OLD_CONTENT)
    .execute();
}
