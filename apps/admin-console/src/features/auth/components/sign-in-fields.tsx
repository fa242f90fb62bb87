import { PasswordInput, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { adminLogin as copy } from '@trovapro/copy';
import type { Admin } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { useLogin } from '../api/use-login.ts';

/** 429 carries the server's Italian explanation (too many attempts); other failures stay generic. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return errorMessage(error, copy.failureMessage);
  return copy.failureMessage;
}

export interface SignInForm {
  email: string;
  setEmail: (email: string) => void;
  password: string;
  setPassword: (password: string) => void;
  submitting: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * The sign-in's rules, one for the login page and the dialog after a session expired (spec §2, §8): both fields
 * required («Campi obbligatori»), wrong credentials «Credenziali non valide», a lockout the server's own words,
 * the welcome toast; the cached session becomes the admin who signed in.
 */
export function useSignInForm(onSignedIn?: (admin: Admin) => void): SignInForm {
  const { trigger, isMutating } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      notifyError(copy.requiredTitle, copy.requiredMessage);
      return;
    }
    let admin: Admin;
    try {
      admin = await trigger({ email: trimmedEmail, password });
    } catch (error) {
      notifyError(copy.failureTitle, failureMessage(error));
      return;
    }
    notifySuccess(copy.successTitle, copy.successMessage(admin.name));
    onSignedIn?.(admin);
  }

  return { email, setEmail, password, setPassword, submitting: isMutating, submit };
}

/** The two fields, both marked required (spec §2). */
export function SignInFields({ form, autoFocus = false }: { form: SignInForm; autoFocus?: boolean }) {
  return (
    <>
      <TextInput
        label={copy.emailLabel}
        placeholder={copy.emailPlaceholder}
        type="email"
        autoComplete="username"
        withAsterisk
        aria-required
        value={form.email}
        onChange={(event) => form.setEmail(event.currentTarget.value)}
        data-autofocus={autoFocus || undefined}
      />
      <PasswordInput
        label={copy.passwordLabel}
        placeholder={copy.passwordPlaceholder}
        autoComplete="current-password"
        visibilityToggleButtonProps={{ 'aria-label': copy.togglePasswordVisibility }}
        withAsterisk
        aria-required
        value={form.password}
        onChange={(event) => form.setPassword(event.currentTarget.value)}
      />
    </>
  );
}
