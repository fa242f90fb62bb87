import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { PRODUCT_NAME, adminLogin as copy } from '@trovapro/copy';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { useLogin } from '../api/use-login.ts';

/** 429 carries the server's Italian explanation (too many attempts); other failures stay generic. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return errorMessage(error, copy.failureMessage);
  return copy.failureMessage;
}

export interface LoginFormProps {
  cancelHref: string;
  /** Why the admin is here again, e.g. the session expired. */
  notice?: string;
}

/**
 * Spec §2 Admin login: email and password, cancel back to the public site, 'Accedi'. Once signed in,
 * `SignedOutOnly` around the page takes the admin on (to /admin, or back where the session ended).
 */
export function LoginForm({ cancelHref, notice }: LoginFormProps) {
  const { trigger, isMutating } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      notifyError(copy.requiredTitle, copy.requiredMessage);
      return;
    }
    try {
      const admin = await trigger({ email: trimmedEmail, password });
      notifySuccess(copy.successTitle, copy.successMessage(admin.name));
    } catch (error) {
      notifyError(copy.failureTitle, failureMessage(error));
    }
  }

  return (
    <Paper component="main" withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <form onSubmit={handleSubmit} noValidate>
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
          {notice && (
            <Alert color="yellow" variant="light" role="alert">
              {notice}
            </Alert>
          )}
          <TextInput
            label={copy.emailLabel}
            placeholder={copy.emailPlaceholder}
            type="email"
            autoComplete="username"
            withAsterisk
            aria-required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label={copy.passwordLabel}
            placeholder={copy.passwordPlaceholder}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': copy.togglePasswordVisibility }}
            withAsterisk
            aria-required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button component="a" href={cancelHref} variant="default">
              {copy.cancel}
            </Button>
            <Button type="submit" loading={isMutating}>
              {copy.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
