import { useRef, useState, type FormEvent } from 'react';
import { chatCopy } from '@trovapro/copy';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import classes from './chat.module.css';
import { ChatButton, ChatField } from './chat-controls.tsx';

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
    <form className={classes.form} data-layout="stack" onSubmit={handleSubmit} noValidate>
      <ChatField
        ref={nameInput}
        label={chatCopy.nameLabel}
        placeholder={chatCopy.namePlaceholder}
        autoComplete="name"
        maxLength={120}
        required
        readOnly={busy}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <ChatField
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
      <ChatButton type="submit" busy={busy}>
        {chatCopy.detailsSubmit}
      </ChatButton>
    </form>
  );
}
