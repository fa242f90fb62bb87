import { cleanup, render } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApiClient } from '@trovapro/api-client';
import { Providers } from '../app/providers.tsx';
import { appRoutes } from '../app/routes.tsx';

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void; setViewport(size: { width: number }): void; waitUntilComplete(): Promise<void> };
}

/**
 * Ends a test cleanly: unmounts, lets the page's requests still on their way finish (a screen may
 * have just started one), then stops the test server.
 */
export async function stopTestApp(api: { close(): Promise<void> }) {
  cleanup();
  notifications.clean();
  await (window as unknown as HappyDomWindow).happyDOM.waitUntilComplete();
  await api.close();
}

/** Mantine's responsive classes (`hiddenFrom`, `visibleFrom`) follow the viewport width. */
export function setViewportWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width });
}

/**
 * Renders the whole admin console at `path`, with the page's origin set to the test server's, so
 * the app's same-origin api-client (baseUrl '') and its cookies work as in production.
 */
export function renderApp(path: string, apiOrigin: string, options: { sessionId?: string } = {}) {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${apiOrigin}${path}`);
  // As an earlier sign-in would have left it in the page's cookie jar.
  // biome-ignore lint/suspicious/noDocumentCookie: the test fills the page's cookie jar as a sign-in would.
  if (options.sessionId) document.cookie = `sid=${options.sessionId}; path=/`;
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <Providers client={createApiClient({ baseUrl: '' })} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router };
}

/**
 * Renders one screen of the console inside the app's providers and a router at `path` (default the
 * overview; its search holds a list's filters), signed in to the test server (a fresh session), with its
 * same-origin api-client — for the tests of a single feature. `router` shows where the screen navigated.
 */
export function renderSignedIn(ui: ReactElement, api: { origin: string; openSession(): string }, path = '/admin/overview') {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${api.origin}${path}`);
  // biome-ignore lint/suspicious/noDocumentCookie: the test fills the page's cookie jar as a sign-in would.
  document.cookie = `sid=${api.openSession()}; path=/`;
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Providers client={createApiClient({ baseUrl: '' })} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
