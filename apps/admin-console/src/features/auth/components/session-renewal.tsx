import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '@trovapro/api-client';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { withSessionRenewal, type SessionRenewal } from '../api/with-session-renewal.ts';

// Loaded when a session ends, not with the console: its Modal (and the scroll code Mantine brings with it) would
// push the sign-in page and the overview past their 200 KB budget (issue 30).
const SignInDialog = lazy(() => import('./sign-in-dialog.tsx').then((module) => ({ default: module.SignInDialog })));

/**
 * Provides the api-client to the console, renewing an ended session where the admin is: the first call answered
 * 401 opens the sign-in dialog over the page (nothing on it changes, a form keeps what was typed), every call that
 * meets the ended session waits for it, and each is sent once more after signing in. Closing the dialog fails them
 * with a message that says so.
 */
export function SessionRenewalProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const [asking, setAsking] = useState(false);
  const pending = useRef<PromiseWithResolvers<boolean> | null>(null);
  const signIns = useRef(0);

  const renewing = useMemo(() => {
    const renewal: SessionRenewal = {
      signIns: () => signIns.current,
      renew() {
        if (pending.current === null) {
          pending.current = Promise.withResolvers<boolean>();
          setAsking(true);
        }
        return pending.current.promise;
      },
    };
    return withSessionRenewal(client, renewal);
  }, [client]);

  function finish(signedIn: boolean) {
    if (signedIn) signIns.current += 1;
    pending.current?.resolve(signedIn);
    pending.current = null;
    setAsking(false);
  }

  return (
    <ApiProvider value={renewing}>
      {children}
      {asking && (
        <Suspense fallback={null}>
          <SignInDialog onSignedIn={() => finish(true)} onCancel={() => finish(false)} />
        </Suspense>
      )}
    </ApiProvider>
  );
}
