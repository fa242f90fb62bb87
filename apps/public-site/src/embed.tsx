import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@trovapro/api-client';
import { isUuid } from '@trovapro/domain';
import { Chatbot, type ChatbotProps } from './features/chat/components/chatbot.tsx';
import { ChatToaster } from './features/chat/components/chat-toaster.tsx';
import type { LandingFields } from './features/chat/hooks/use-chat-flow.ts';

/**
 * The server-rendered landing marker (product §2 Embedded chat):
 *   <div id="trovapro-chat" data-landing-chat data-service="Idraulico" data-location="Milano"
 *        data-landing-page-id="<uuid>"></div>
 * `data-service` and `data-location` are required; `data-landing-page-id` (a UUID) and
 * `data-landing-context` are optional.
 */
export const LANDING_CHAT_SELECTOR = '#trovapro-chat[data-landing-chat]';

/** The server-rendered Home's chat marker: the chat without prefilled fields. */
export const HOME_CHAT_SELECTOR = '#trovapro-chat[data-home-chat]';

/** Limits of the landing fields in the chat contracts. */
const MAX_PREFILL = 200;
const MAX_CONTEXT = 2000;

function attribute(container: HTMLElement, name: string, max: number): string | undefined {
  const value = container.getAttribute(name)?.trim().slice(0, max);
  return value ? value : undefined;
}

/** The chat's props from the marker's attributes, or null (with a console error) when service or location is missing. */
export function readLandingChatProps(container: HTMLElement): LandingFields | null {
  const prefilledService = attribute(container, 'data-service', MAX_PREFILL);
  const prefilledLocation = attribute(container, 'data-location', MAX_PREFILL);
  if (!prefilledService || !prefilledLocation) {
    console.error('TrovaPro: the landing chat container needs data-service and data-location; the chatbot was not injected.');
    return null;
  }
  const id = attribute(container, 'data-landing-page-id', 64);
  if (id && !isUuid(id)) console.error(`TrovaPro: data-landing-page-id "${id}" is not a UUID and is ignored.`);
  return {
    prefilledService,
    prefilledLocation,
    landingPageId: id && isUuid(id) ? id : undefined,
    landingContext: attribute(container, 'data-landing-context', MAX_CONTEXT),
  };
}

/**
 * The chatbot alone in a server-rendered page's container, without Mantine (its own styles and toasts): a
 * landing page's JavaScript budget is 120 KB gzipped (issue 10), and Home loads the same island.
 */
function mountChatIsland(container: HTMLElement, props: ChatbotProps): Root {
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>
        <ChatToaster>
          <Chatbot {...props} />
        </ChatToaster>
      </SWRConfig>
    </StrictMode>,
  );
  return root;
}

/** Mounts the chat into the landing container; null (nothing mounted) when its attributes are incomplete. */
export function mountLandingChat(container: HTMLElement): Root | null {
  const props = readLandingChatProps(container);
  return props ? mountChatIsland(container, props) : null;
}

/** Mounts Home's chat; `autoFocus` for `/?open-chat=true`. */
export function mountHomeChat(container: HTMLElement, options: { autoFocus: boolean }): Root {
  return mountChatIsland(container, options);
}
