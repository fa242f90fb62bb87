import { render } from '@testing-library/react';
import { Providers } from '../app/providers.tsx';
import { Chatbot, type ChatbotProps } from '../features/chat/components/chatbot.tsx';

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void; setViewport(size: { width: number }): void };
}

/** Puts the page on the fake API's origin, so the same-origin api-client (baseUrl '') reaches it. */
export function setPageOrigin(origin: string, path = '/') {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}${path}`);
}

/** Renders the chat alone, as on Home or a landing page, against the fake API at `origin`. */
export function renderChat(origin: string, props: ChatbotProps = {}) {
  setPageOrigin(origin);
  return render(
    <Providers env="test">
      <Chatbot {...props} />
    </Providers>,
  );
}
