/**
 * The calls to action that lead to the chat («Inizia la richiesta», `/?open-chat=true`) bring the chat into
 * view and put the focus in it; the Chatbot on the page listens for these requests.
 */
const listeners = new Set<() => void>();

export function requestChatFocus(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to focus requests; returns the unsubscribe function (an effect's cleanup). */
export function onChatFocusRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where the calls to action of other pages lead (the blog's): Home, with the chat in view and focused. */
export const OPEN_CHAT_HREF = '/?open-chat=true';

/** Product §2: `/?open-chat=true` opens the page with the chat in view and its input focused. */
export function wantsOpenChat(search: string): boolean {
  return new URLSearchParams(search).get('open-chat') === 'true';
}

/** The anchor of the chat's section on Home: its calls to action link there. */
export const CHAT_ANCHOR = 'chat';

/**
 * On a server-rendered page, a click on a link to the chat's section (`#chat`) focuses the chat instead of
 * only scrolling to it (without JavaScript the link still scrolls). Returns the function that unbinds it.
 */
export function focusChatOnAnchorLinks(root: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest(`a[href="#${CHAT_ANCHOR}"]`) : null;
    if (!link) return;
    event.preventDefault();
    requestChatFocus();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
