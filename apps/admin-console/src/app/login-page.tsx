import { Center } from '@mantine/core';
import { useLocation } from 'react-router';
import { adminSession } from '@trovapro/copy';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { SignedOutOnly } from '../features/auth/components/signed-out-only.tsx';
import { readLoginRedirect } from '../features/auth/utils/login-redirect.ts';
import { env } from '../lib/env.ts';

export function LoginPage() {
  const { sessionExpired } = readLoginRedirect(useLocation().state);
  return (
    <SignedOutOnly>
      <Center mih="100dvh" p="md" bg="gray.0">
        <LoginForm cancelHref={env.publicSiteUrl} {...(sessionExpired ? { notice: adminSession.expired } : {})} />
      </Center>
    </SignedOutOnly>
  );
}
