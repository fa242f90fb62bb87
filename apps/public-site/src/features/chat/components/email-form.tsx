import { Button, Group, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { chatCopy } from '@trovapro/copy';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';

export interface EmailFormProps {
  initialEmail: string;
  busy: boolean;
  onSubmit: (email: string) => Promise<void>;
}

/** Spec §4 step 3: the email that receives the code. Validated by the flow (toast), not by the browser. */
export function EmailForm({ initialEmail, busy, onSubmit }: EmailFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const input = useRef<HTMLInputElement>(null);
  useFocusWhenReady(input, busy);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit(email);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-end" gap="xs" mt="xs" wrap="wrap">
        <TextInput
          ref={input}
          label={chatCopy.emailLabel}
          placeholder={chatCopy.emailPlaceholder}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          readOnly={busy}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={busy}>
          {chatCopy.emailSubmit}
        </Button>
      </Group>
    </form>
  );
}
