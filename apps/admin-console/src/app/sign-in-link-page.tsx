import { Center } from '@mantine/core';
import { SignInLinkForm } from '../features/auth/components/sign-in-link-form.tsx';
import { SignInLinkRedeem } from '../features/auth/components/sign-in-link-redeem.tsx';
import { SignedOutOnly } from '../features/auth/components/signed-out-only.tsx';

/** Asks a one-time sign-in link by email (issue 31). */
export function SignInLinkPage() {
  return (
    <SignedOutOnly>
      <Center mih="100dvh" p="md" bg="gray.0">
        <SignInLinkForm />
      </Center>
    </SignedOutOnly>
  );
}

/** Where an emailed sign-in link lands: spends it, and once signed in goes on to the console. */
export function SignInLinkOpenPage() {
  return (
    <SignedOutOnly>
      <Center mih="100dvh" p="md" bg="gray.0">
        <SignInLinkRedeem />
      </Center>
    </SignedOutOnly>
  );
}
