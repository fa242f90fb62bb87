/**
 * The one-time sign-in link (issue 31): asked from the console's sign-in page when the password does not get an
 * admin in (forgotten, or sign-ins locked out by failures), emailed to the admin's own address, valid 15 minutes,
 * usable once.
 */

/** The API's answers about sign-in links. */
export const apiSignInLinkMessages = {
  /** The same answer for every address, known or not. */
  sent: 'Se l’indirizzo appartiene a un amministratore, riceverai a breve un’email con un link di accesso valido 15 minuti.',
  tooManyRequests: 'Troppe richieste di link di accesso. Riprova tra qualche minuto.',
  invalid: 'Il link di accesso non è valido. Controlla di averlo copiato per intero, oppure chiedine uno nuovo.',
  expired: 'Il link di accesso è scaduto: vale 15 minuti. Chiedine uno nuovo.',
  used: 'Il link di accesso è già stato usato: ogni link vale una sola volta. Chiedine uno nuovo.',
} as const;

/** The email with the link. */
export const signInLinkEmailTexts = {
  subject: 'Il tuo link di accesso a TrovaPro',
  paragraphs: (details: { name: string; url: string; minutes: number }) => [
    `Buongiorno ${details.name},`,
    `hai chiesto un link per accedere alla console di TrovaPro. Aprilo entro ${details.minutes} minuti: vale una sola volta.`,
    details.url,
    'Se non l’hai chiesto tu, ignora questa email: senza il link nessuno può entrare, e la tua password non cambia.',
    'Il team TrovaPro',
  ],
} as const;

/** The console's screens: the request form and the page the link opens. */
export const adminSignInLink = {
  askLink: 'Ricevi un link di accesso via email',
  pageTitle: 'Link di accesso',
  subtitle: 'Ti inviamo un link per entrare senza password: vale 15 minuti e una sola volta.',
  emailLabel: 'Email',
  emailPlaceholder: 'nome@esempio.it',
  emailRequired: 'Inserisci la tua email',
  emailInvalid: 'Inserisci un indirizzo email valido',
  submit: 'Invia il link',
  backToLogin: 'Torna all’accesso',
  sentTitle: 'Controlla la tua email',
  failureTitle: 'Link non inviato',
  failureMessage: 'Non è stato possibile inviare il link. Riprova tra poco.',
  redeeming: 'Accesso in corso…',
  redeemFailureTitle: 'Accesso non riuscito',
  redeemFailureMessage: 'Non è stato possibile completare l’accesso. Riprova tra poco.',
  askAnother: 'Chiedi un nuovo link',
} as const;
