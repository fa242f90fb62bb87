/**
 * The server-rendered marker of the sign-up island on /aziende (server/partner-signup): the island replaces
 * the form the server wrote inside it, keeping what was typed there before it mounted.
 *   <div id="trovapro-partner-signup" data-partner-signup><form>…</form></div>
 * Plain data: the Node server imports it.
 */
export const PARTNER_SIGNUP_ID = 'trovapro-partner-signup';
export const PARTNER_SIGNUP_SELECTOR = `#${PARTNER_SIGNUP_ID}[data-partner-signup]`;
/** The anchor of the form's section: the page's call to action, Home's and the footers' links lead there. */
export const PARTNER_SIGNUP_ANCHOR = 'iscrizione';
