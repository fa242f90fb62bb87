import { LANDING_CHAT_SELECTOR, mountLandingChat } from './embed.tsx';

/**
 * The landing page's entry (a Vite input of its own, see vite.config.ts): only the chat island, into
 * the server-rendered marker (product §2 Embedded chat). The full app's entry is main.tsx.
 */
const container = document.querySelector<HTMLElement>(LANDING_CHAT_SELECTOR);
if (container) mountLandingChat(container);
else console.error(`TrovaPro: ${LANDING_CHAT_SELECTOR} not found, the chat cannot start.`);
