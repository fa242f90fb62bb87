/** The API's answers and emails of the «Area aziende» (issue 33). */
export const apiBusinessAreaMessages = {
  /** The same answer whether or not the email belongs to a business. */
  linkSent: 'Se l’indirizzo è di un’azienda registrata su TrovaPro, ti abbiamo inviato un link per entrare, valido 15 minuti.',
} as const;

/** The email with the link to the «Area aziende». */
export const businessAreaLinkEmailTexts = {
  subject: 'Il tuo link per entrare nell’Area aziende di TrovaPro',
  paragraphs: (details: { name: string; email: string; url: string; minutes: number }) => [
    `Buongiorno ${details.name},`,
    `qualcuno (speriamo tu) ha chiesto sul sito di TrovaPro un link per entrare nell’Area aziende con l’indirizzo ${details.email}: lì trovi le richieste che hai acquistato, i contatti dei clienti e le fatture.`,
    `Apri il link entro ${details.minutes} minuti: vale una sola volta.`,
    details.url,
    'Se non l’hai chiesto tu, ignora questa email: senza il link nessuno può entrare.',
    'Il team TrovaPro',
  ],
} as const;
