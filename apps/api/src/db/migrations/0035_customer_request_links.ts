import type { Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 34, «La mia richiesta»: the confirmation email carries the link of the customer's request page
 * (`{requestUrl}`) and states both numbers truthfully — offered to at most `{maxOffers}` businesses (LEAD_MAX_OFFERS),
 * bought by at most `{maxBuyers}` (LEAD_MAX_BUYERS); the email of each purchase carries the same link. A stored
 * template that is still the built-in text of before (subject and content unchanged) gets the new one, with its
 * `variables`; one the admin edited keeps its wording — the admin sees the new text among the defaults and decides.
 * The two new emails (`customer_request_link_email`, `customer_stop_notice_email`) are inserted by the start-up seed,
 * as every missing built-in template is. All texts are written out here, frozen.
 */
interface Change {
  readonly name: string;
  readonly subject: string;
  readonly oldContent: string;
  readonly newContent: string;
  readonly variables: readonly string[];
}

const CONFIRMATION_START = [
  'Ciao {userName},',
  'grazie per aver usato TrovaPro. Abbiamo registrato la tua richiesta:',
  '«{userRequest}»\nCategoria: {category}\nZona: {location}',
];
const CONFIRMATION_END = ['Puoi cancellare i tuoi dati in qualsiasi momento da questo link: {eraseUrl}', 'Il team TrovaPro'];

const PURCHASED_START = [
  'Ciao {userName},',
  'l’azienda {businessName} ha acquistato la tua richiesta della categoria {category} {inLocation} e ha ricevuto il tuo nome, la tua email e il tuo telefono per contattarti con un preventivo.',
  'I contatti dell’azienda:\nEmail: {businessEmail}\nTelefono: {businessPhone}',
  'Al massimo {maxBuyers} aziende possono ricevere la stessa richiesta.',
];

const CHANGES: readonly Change[] = [
  {
    name: 'lead_confirmation_email',
    subject: 'Abbiamo ricevuto la tua richiesta: {category}',
    oldContent: [
      ...CONFIRMATION_START,
      'Selezioneremo le aziende più adatte della tua zona: al massimo {maxBuyers} aziende potranno ricevere la tua richiesta con il tuo nome, la tua email e il tuo telefono, per contattarti con un preventivo gratuito. Ti scriveremo all’indirizzo {userEmail} ogni volta che un’azienda la riceve.',
      ...CONFIRMATION_END,
    ].join('\n\n'),
    newContent: [
      ...CONFIRMATION_START,
      'Selezioneremo le aziende più adatte della tua zona: proporremo la tua richiesta, senza i tuoi contatti, al massimo a {maxOffers} aziende, e al massimo {maxBuyers} di loro potranno acquistarla e ricevere il tuo nome, la tua email e il tuo telefono, per contattarti con un preventivo gratuito. Ti scriveremo all’indirizzo {userEmail} ogni volta che un’azienda la riceve.',
      'Segui la tua richiesta da questa pagina: vedi a che punto è e chi ha ricevuto i tuoi contatti, e puoi chiedere di non essere più contattato. {requestUrl}',
      ...CONFIRMATION_END,
    ].join('\n\n'),
    variables: ['category', 'userName', 'userRequest', 'location', 'maxOffers', 'maxBuyers', 'userEmail', 'requestUrl', 'eraseUrl'],
  },
  {
    name: 'lead_purchased_customer_email',
    subject: 'Un’azienda ha ricevuto la tua richiesta: {category}',
    oldContent: [...PURCHASED_START, 'Non vuoi più essere contattato? Puoi cancellare i tuoi dati da qui: {eraseUrl}', 'Il team TrovaPro'].join(
      '\n\n',
    ),
    newContent: [
      ...PURCHASED_START,
      'Sulla pagina della tua richiesta trovi le aziende che l’hanno ricevuta, con i loro contatti e le loro recensioni, e puoi chiedere di non essere più contattato: {requestUrl}',
      'Puoi cancellare i tuoi dati da qui: {eraseUrl}',
      'Il team TrovaPro',
    ].join('\n\n'),
    variables: ['category', 'userName', 'businessName', 'inLocation', 'businessEmail', 'businessPhone', 'maxBuyers', 'requestUrl', 'eraseUrl'],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const change of CHANGES) {
    await db
      .updateTable('templates')
      .set({ content: change.newContent, variables: [...change.variables] })
      .where('type', '=', 'email')
      .where('name', '=', change.name)
      .where('subject', '=', change.subject)
      .where('content', '=', change.oldContent)
      .execute();
  }
}
