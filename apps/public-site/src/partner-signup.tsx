import { mountPartnerSignup } from './features/partner-signup/components/partner-signup-island.tsx';
import { PARTNER_SIGNUP_SELECTOR } from './features/partner-signup/utils/island-marker.ts';

/**
 * The «Diventa partner» page's entry (/aziende, server-rendered; a Vite input of its own, see vite.config.ts):
 * only the sign-up island, plain React without Mantine or the router.
 */
const container = document.querySelector<HTMLElement>(PARTNER_SIGNUP_SELECTOR);
if (container) mountPartnerSignup(container);
else console.error(`TrovaPro: ${PARTNER_SIGNUP_SELECTOR} not found, the sign-up form cannot start.`);
