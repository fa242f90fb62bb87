import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppProviders, notifyError, notifySuccess } from '@trovapro/ui';
import { SWR_DEFAULTS } from '@trovapro/api-client';
import { ChatNotifierProvider, type ChatNotifier } from '../features/chat/hooks/use-chat-notifier.ts';

export interface ProvidersProps {
  children: ReactNode;
  /** `'test'` for Mantine's test environment (no transitions, no portals). */
  env?: 'default' | 'test';
}

/** Inside the full site the chat toasts through Mantine's notifications, like every other screen. */
const chatNotifier: ChatNotifier = { error: notifyError, success: notifySuccess };

/** Theme and toasts, and SWR with a cache of its own per mounted app. */
export function Providers({ children, env }: ProvidersProps) {
  return (
    <AppProviders env={env}>
      <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>
        <ChatNotifierProvider value={chatNotifier}>{children}</ChatNotifierProvider>
      </SWRConfig>
    </AppProviders>
  );
}
