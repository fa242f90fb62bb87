import { createContext, useContext } from 'react';

/**
 * How the chat shows its toasts (spec §8): Mantine's notifications inside the full site
 * (app/providers.tsx), the island's own light toasts on a landing page (ChatToaster).
 */
export interface ChatNotifier {
  error(title: string, message?: string): void;
  success(title: string, message?: string): void;
}

export const ChatNotifierContext = createContext<ChatNotifier | null>(null);

export function useChatNotifier(): ChatNotifier {
  const notifier = useContext(ChatNotifierContext);
  if (!notifier) throw new Error('The chatbot needs a ChatNotifierContext provider (app/providers.tsx or ChatToaster).');
  return notifier;
}
