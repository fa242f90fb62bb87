import '@trovapro/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { LANDING_CHAT_SELECTOR, mountLandingChat } from './embed.tsx';

/** A server-rendered landing page carries the chat marker: only the chatbot is mounted there (spec §2). */
const landingChat = document.querySelector<HTMLElement>(LANDING_CHAT_SELECTOR);

if (landingChat) {
  mountLandingChat(landingChat);
} else {
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={createRouter()} />
        </Providers>
      </StrictMode>,
    );
  } else {
    console.error('TrovaPro: #root element not found, the app cannot start.');
  }
}
