/**
 * Built-in texts of the email templates, keyed by the template names of `EMAIL_TEMPLATE_NAMES` in
 * @trovapro/domain. The API seeds them and falls back to them when a template is missing or inactive.
 * `content` is plain text: blank lines separate paragraphs; the HTML part is built from it.
 * Placeholders in braces are filled by the API.
 */
export const defaultEmailTemplates = {
  verification_code_email: {
    subject: 'Il tuo codice di verifica TrovaPro',
    content: [
      'Ciao,',
      'il tuo codice di verifica è: {verificationCode}',
      'Inseriscilo nella chat di TrovaPro per confermare l’indirizzo {userEmail}. Il codice scade tra 15 minuti.',
      'Se non hai richiesto tu questo codice, puoi ignorare questa email.',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
  lead_confirmation_email: {
    subject: 'Abbiamo ricevuto la tua richiesta: {category}',
    content: [
      'Ciao {userName},',
      'grazie per aver usato TrovaPro. Abbiamo registrato la tua richiesta:',
      '«{userRequest}»\nCategoria: {category}\nZona: {location}',
      'Selezioneremo le aziende più adatte della tua zona: proporremo la tua richiesta, senza i tuoi contatti, al massimo a {maxOffers} aziende, e al massimo {maxBuyers} di loro potranno acquistarla e ricevere il tuo nome, la tua email e il tuo telefono, per contattarti con un preventivo gratuito. Ti scriveremo all’indirizzo {userEmail} ogni volta che un’azienda la riceve.',
      'Segui la tua richiesta da questa pagina: vedi a che punto è e chi ha ricevuto i tuoi contatti, e puoi chiedere di non essere più contattato. {requestUrl}',
      'Puoi cancellare i tuoi dati in qualsiasi momento da questo link: {eraseUrl}',
      'Il team TrovaPro',
    ].join('\n\n'),
  },
} as const;

export type DefaultEmailTemplateName = keyof typeof defaultEmailTemplates;

/** Values the emails show in place of a missing one. */
export const emailTexts = {
  locationUnknown: 'Non specificata',
} as const;
