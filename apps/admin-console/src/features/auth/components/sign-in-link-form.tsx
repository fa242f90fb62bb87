import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { PRODUCT_NAME, adminSignInLink as copy } from '@trovapro/copy';
import { ADMIN_LOGIN_PATH, isValidEmail } from '@trovapro/domain';
import { notifyError } from '@trovapro/ui';
import { useRequestSignInLink } from '../api/use-sign-in-link.ts';

/** A refusal the person can act on (429: too many links) in the server's words; anything else generic. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return errorMessage(error, copy.failureMessage);
  return copy.failureMessage;
}

/**
 * Asks a one-time sign-in link (issue 31): for an admin the failure limit locks out, or who forgot the password.
 * Once sent, the same confirmation for any address (the server's words), in place of the form.
 */
export function SignInLinkForm() {
  const request = useRequestSignInLink();
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) => (value.trim() === '' ? copy.emailRequired : isValidEmail(value.trim()) ? null : copy.emailInvalid),
    },
  });

  async function send({ email }: { email: string }) {
    try {
      await request.trigger(email.trim());
    } catch (error) {
      notifyError(copy.failureTitle, failureMessage(error));
    }
  }

  return (
    <Paper component="main" withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
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
        {request.data ? (
          <Alert color="green" variant="light" title={copy.sentTitle} role="status">
            {request.data.message}
          </Alert>
        ) : (
          <form onSubmit={form.onSubmit((values) => void send(values))} noValidate>
            <Stack gap="md">
              <TextInput
                label={copy.emailLabel}
                placeholder={copy.emailPlaceholder}
                type="email"
                autoComplete="username"
                withAsterisk
                aria-required
                {...form.getInputProps('email')}
              />
              <Button type="submit" loading={request.isMutating}>
                {copy.submit}
              </Button>
            </Stack>
          </form>
        )}
        <Group justify="center">
          <Anchor component={Link} to={ADMIN_LOGIN_PATH} size="sm">
            {copy.backToLogin}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
