import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { adminLogin, apiSignInLinkMessages, adminSignInLink as copy } from '@trovapro/copy';
import { ADMIN_SIGN_IN_LINK_PATH } from '@trovapro/domain';
import { notifySuccess } from '@trovapro/ui';
import { useRedeemSignInLink } from '../api/use-sign-in-link.ts';
import { AuthCard } from './auth-card.tsx';

/** The server's words for a link it refuses (scaduto, già usato, non valido, too many); anything else generic. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return errorMessage(error, copy.redeemFailureMessage);
  return copy.redeemFailureMessage;
}

/**
 * The page an emailed sign-in link opens: the token is the address's fragment. It is taken out of the address
 * bar at once, then spent (once: the page's effect runs its POST a single time); signed in, `SignedOutOnly` around
 * the page takes the admin on. A refused link says why, with a way to ask another.
 */
export function SignInLinkRedeem() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(location.hash.replace(/^#/, '')).trim());
  const redeemer = useRedeemSignInLink();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  // Runs once, on arrival: the token is read at mount.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true, state: location.state });
    if (token === '') {
      setFailure(apiSignInLinkMessages.invalid);
      return;
    }
    redeemer.trigger(token).then(
      (admin) => notifySuccess(adminLogin.successTitle, adminLogin.successMessage(admin.name)),
      (error: unknown) => setFailure(failureMessage(error)),
    );
  }, []);

  return (
    <AuthCard title={copy.pageTitle}>
      {failure === null ? (
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{copy.redeeming}</Text>
        </Stack>
      ) : (
        <>
          <Alert color="red" variant="light" title={copy.redeemFailureTitle} role="alert">
            {failure}
          </Alert>
          <Button component={Link} to={ADMIN_SIGN_IN_LINK_PATH}>
            {copy.askAnother}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
