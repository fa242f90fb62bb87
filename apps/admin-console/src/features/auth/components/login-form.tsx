import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME, adminLogin as copy, adminSignInLink } from '@trovapro/copy';
import { ADMIN_SIGN_IN_LINK_PATH } from '@trovapro/domain';
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
    <Paper component="main" withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text fw={800} fz="lg" c="brand.8">
              {PRODUCT_NAME}
            </Text>
            <Title order={1} fz={26}>
              {copy.pageTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {copy.subtitle}
            </Text>
          </Stack>
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
    </Paper>
  );
}
