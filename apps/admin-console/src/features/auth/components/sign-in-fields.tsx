import { PasswordInput, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
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

interface SignInValues {
  email: string;
  password: string;
}

export interface SignInForm {
  fields: UseFormReturnType<SignInValues>;
  submitting: boolean;
  submit: (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * The sign-in's rules, one for the login page and the dialog after a session expired (product §2, §8): both fields
 * required («Campi obbligatori», a toast), wrong credentials «Credenziali non valide», a lockout the server's own
 * words, the welcome toast; the cached session becomes the admin who signed in.
 */
export function useSignInForm(onSignedIn?: (admin: Admin) => void): SignInForm {
  const { trigger, isMutating } = useLogin();
  const fields = useForm<SignInValues>({ initialValues: { email: '', password: '' } });

  async function signIn({ email, password }: SignInValues) {
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

  return { fields, submitting: isMutating, submit: fields.onSubmit((values) => void signIn(values)) };
}

/** The two fields, both marked required (product §2). */
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
        {...form.fields.getInputProps('email')}
        data-autofocus={autoFocus || undefined}
      />
      <PasswordInput
        label={copy.passwordLabel}
        placeholder={copy.passwordPlaceholder}
        autoComplete="current-password"
        visibilityToggleButtonProps={{ 'aria-label': copy.togglePasswordVisibility }}
        withAsterisk
        aria-required
        {...form.fields.getInputProps('password')}
      />
    </>
  );
}
