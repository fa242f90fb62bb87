import { Button, Group, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { chatCopy } from '@trovapro/copy';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';

export interface CodeFormProps {
  busy: boolean;
  onSubmit: (code: string) => Promise<void>;
}

/** Spec §4 step 5: the 4-digit code received by email. */
export function CodeForm({ busy, onSubmit }: CodeFormProps) {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useFocusWhenReady(input, busy);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit(code);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-end" gap="xs" mt="xs" wrap="wrap">
        <TextInput
          ref={input}
          label={chatCopy.codeLabel}
          placeholder={chatCopy.codePlaceholder}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          readOnly={busy}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          style={{ flex: '1 1 8rem' }}
        />
        <Button type="submit" loading={busy}>
          {chatCopy.codeSubmit}
        </Button>
      </Group>
    </form>
  );
}
