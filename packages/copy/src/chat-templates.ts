/**
 * Built-in texts of the chat templates (product §3), keyed by the template names of
 * `CHAT_TEMPLATE_NAMES` in @trovapro/domain. The API seeds them; the chat falls back to them when a
 * template is missing or inactive. Placeholders in braces are filled by the chat.
 */
export const defaultChatTemplates = {
  welcome_message:
    'Ciao! Sono l’assistente di TrovaPro. Descrivimi di cosa hai bisogno e dove (ad esempio: «perdita sotto il lavandino a Milano»): ti metto in contatto con i professionisti della tua zona.',
  clarification_request: 'Per trovarti i professionisti giusti mi servono ancora alcune informazioni:',
  email_request:
    'Perfetto! Ho capito che ti serve un servizio di {category}. Lasciami la tua email: riceverai gratuitamente i preventivi delle aziende selezionate.',
  lead_confirmation:
    'Grazie {userName}! La tua richiesta è stata registrata: le aziende selezionate della tua zona riceveranno i tuoi contatti e ti scriveranno all’indirizzo {userEmail} o ti chiameranno.',
  verification_code_message: 'Ti ho inviato un codice di verifica a {userEmail}. Inseriscilo qui sotto per confermare il tuo indirizzo email.',
} as const;

export type ChatTemplateName = keyof typeof defaultChatTemplates;

/**
 * The welcome when a landing page prefilled both the service and the place (product §4 step 1). Takes the
 * phrases as a sentence uses them: the service in lower case («elettricisti», `inSentence`) and the place
 * with its preposition («ad Isernia», `inPlace`; empty when unknown) of @trovapro/domain.
 */
export const personalisedWelcome = (service: string, inLocation: string) =>
  `Ciao! Cerchi un servizio di ${service}${inLocation === '' ? '' : ` ${inLocation}`}? Descrivimi cosa ti serve e ti metto in contatto con i professionisti della zona.`;
