import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiRequestError } from '@trovapro/api-client';
import { adminDashboard as copy } from '@trovapro/copy';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { useLogout } from '../api/use-logout.ts';

/** Long enough to read the 'Disconnesso' toast before the page leaves for the public site. */
export const LEAVE_DELAY_MS = 1000;

/** Signs out, then returns to the public site (product §2, §8). */
export function LogoutButton({ publicSiteUrl }: { publicSiteUrl: string }) {
  const { trigger, isMutating } = useLogout();
  // Signed out: the button stays busy while the toast is read, until the page leaves.
  const [left, setLeft] = useState(false);

  async function handleClick() {
    try {
      await trigger();
    } catch (error) {
      // 401: the session had already ended (expired, or signed out elsewhere): the admin is out all the same.
      const alreadyOut = error instanceof ApiRequestError && error.status === 401;
      if (alreadyOut) return leave();
      notifyError(copy.logoutErrorTitle, copy.logoutErrorMessage);
      return;
    }
    leave();
  }

  function leave() {
    setLeft(true);
    notifySuccess(copy.logoutSuccessTitle, copy.logoutSuccessMessage);
    window.setTimeout(() => window.location.assign(new URL('/', publicSiteUrl).href), LEAVE_DELAY_MS);
  }

  return (
    <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} loading={isMutating || left} onClick={handleClick}>
      {copy.logout}
    </Button>
  );
}
