import { Button, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { chatCopy } from '@trovapro/copy';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';

export interface DetailsFormProps {
  busy: boolean;
  onSubmit: (details: { name: string; phone: string }) => Promise<void>;
}

/** Spec §4 step 6: name (required) and phone (optional). */
export function DetailsForm({ busy, onSubmit }: DetailsFormProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  useFocusWhenReady(nameInput, busy);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit({ name, phone });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs" mt="xs">
        <TextInput
          ref={nameInput}
          label={chatCopy.nameLabel}
          placeholder={chatCopy.namePlaceholder}
          autoComplete="name"
          maxLength={120}
          withAsterisk
          aria-required
          readOnly={busy}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label={chatCopy.phoneLabel}
          placeholder={chatCopy.phonePlaceholder}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          readOnly={busy}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {chatCopy.detailsSubmit}
        </Button>
      </Stack>
    </form>
  );
}
