import { Center } from '@mantine/core';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { SignedOutOnly } from '../features/auth/components/signed-out-only.tsx';
import { env } from '../lib/env.ts';

export function LoginPage() {
  return (
    <SignedOutOnly>
      <Center mih="100dvh" p="md" bg="gray.0">
        <LoginForm cancelHref={env.publicSiteUrl} />
      </Center>
    </SignedOutOnly>
  );
}
