import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { adminSignInLink as copy } from '@trovapro/copy';
import { ADMIN_LOGIN_PATH, isValidEmail } from '@trovapro/domain';
import { notifyError } from '@trovapro/ui';
import { useRequestSignInLink } from '../api/use-sign-in-link.ts';
import { AuthCard } from './auth-card.tsx';

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
    <AuthCard title={copy.pageTitle} subtitle={copy.subtitle}>
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
    </AuthCard>
  );
}
