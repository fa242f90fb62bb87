import { createRequiredContext } from '@trovapro/ui/required-context';

/**
 * How the chat shows its toasts (product §8): Mantine's notifications inside the full site
 * (app/providers.tsx), the island's own light toasts on a landing page (ChatToaster).
 */
export interface ChatNotifier {
  error(title: string, message?: string): void;
  success(title: string, message?: string): void;
}

export const { Provider: ChatNotifierProvider, use: useChatNotifier } = createRequiredContext<ChatNotifier>('ChatNotifierProvider');
