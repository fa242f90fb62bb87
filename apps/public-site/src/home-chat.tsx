import { HOME_CHAT_SELECTOR, mountHomeChat } from './embed.tsx';
import { focusChatOnAnchorLinks, wantsOpenChat } from './lib/chat-focus.ts';

/**
 * The server-rendered Home's entry (a Vite input of its own, see vite.config.ts): only the chat island, as
 * on a landing page. `/?open-chat=true` and the links to the chat's section bring it into view, focused.
 */
const container = document.querySelector<HTMLElement>(HOME_CHAT_SELECTOR);
if (container) {
  mountHomeChat(container, { autoFocus: wantsOpenChat(window.location.search) });
  focusChatOnAnchorLinks(document);
} else {
  console.error(`TrovaPro: ${HOME_CHAT_SELECTOR} not found, the chat cannot start.`);
}
