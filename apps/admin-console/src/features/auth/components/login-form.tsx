import { Anchor, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { adminLogin as copy, adminSignInLink } from '@trovapro/copy';
import { ADMIN_SIGN_IN_LINK_PATH } from '@trovapro/domain';
import { AuthCard } from './auth-card.tsx';
import { SignInFields, useSignInForm } from './sign-in-fields.tsx';

export interface LoginFormProps {
  cancelHref: string;
}

/**
 * Product §2 Admin login: email and password, cancel back to the public site, 'Accedi'. Once signed in,
 * `SignedOutOnly` around the page takes the admin on (to /admin, or back to the page asked for).
 */
export function LoginForm({ cancelHref }: LoginFormProps) {
  const form = useSignInForm();
  return (
    <AuthCard title={copy.pageTitle} subtitle={copy.subtitle}>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <SignInFields form={form} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button component="a" href={cancelHref} variant="default">
              {copy.cancel}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {copy.submit}
            </Button>
          </Group>
          {/* The way in when the password does not get the admin in (forgotten, or sign-ins locked out). */}
          <Anchor component={Link} to={ADMIN_SIGN_IN_LINK_PATH} size="sm" ta="center">
            {adminSignInLink.askLink}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
