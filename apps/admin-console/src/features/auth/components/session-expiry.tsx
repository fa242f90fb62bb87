import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '@trovapro/api-client';
import { clearNotifications } from '@trovapro/ui';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { adminSessionKey } from '../api/use-admin-me.ts';
import { withSessionExpiry } from '../api/with-session-expiry.ts';

const SessionExpiredContext = createContext(false);

/** True once an API call found the admin's session gone: the login page then says it expired. */
export function useSessionExpired(): boolean {
  return use(SessionExpiredContext);
}

/**
 * Provides the api-client to the console, watching every call for a 401: the cached session is then
 * dropped, so `RequireAdmin` takes the admin to the login page at once — not to an error screen with a
 * useless retry under a welcome line. The failed screen's own error toasts are cleared once it has
 * reported (they all fire in the same turn), as the login page says what happened.
 */
export function SessionExpiryProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const [expired, setExpired] = useState(false);
  const watched = useMemo(
    () =>
      withSessionExpiry(client, () => {
        setExpired(true);
        void mutate(adminSessionKey, null, { revalidate: false });
        setTimeout(clearNotifications, 0);
      }),
    [client, mutate],
  );
  return (
    <SessionExpiredContext value={expired}>
      <ApiProvider value={watched}>{children}</ApiProvider>
    </SessionExpiredContext>
  );
}
