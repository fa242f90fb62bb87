import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { businessArea as copy } from '@trovapro/copy';
import { paths } from '../../../lib/paths.ts';
import { useBusinessMe } from '../api/use-business-me.ts';
import { SignInLinkRequest } from './sign-in-link-request.tsx';

/**
 * `/area`, the door of the «Area aziende»: a business already signed in goes on to its purchases; any other asks for a
 * sign-in link. `GET me` is asked afresh on arrival (a session may have ended since the cached answer); meanwhile a
 * short «Verifica…», unless the cache already says nobody is signed in.
 */
export function AreaSignInPage() {
  const me = useBusinessMe();
  const [checked, setChecked] = useState(false);

  // `mutate()` asks the server even when SWR would reuse a request of the last two seconds (its deduping).
  useEffect(() => {
    void me
      .mutate()
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, []);

  if (checked && me.data) return <Navigate to={paths.areaPurchases} replace />;
  if (!checked && me.data !== null) {
    return (
      <Center py={64}>
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader />
          <Text>{copy.checkingSession}</Text>
        </Stack>
      </Center>
    );
  }
  return <SignInLinkRequest />;
}
