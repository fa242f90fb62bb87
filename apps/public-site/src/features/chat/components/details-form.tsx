import { useEffect, useRef, useState, type FormEvent } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { DetailsResult } from '../hooks/use-chat-flow.ts';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import { loadPhoneRule } from '../utils/load-phone-rule.ts';
import classes from './chat.module.css';
import { ChatButton, ChatField } from './chat-controls.tsx';

export interface DetailsFormProps {
  busy: boolean;
  onSubmit: (details: { name: string; phone: string }) => Promise<DetailsResult>;
}

/**
 * Spec §4 step 6: name (required) and phone (optional, checked as an Italian number before sending). A
 * refused value keeps what was typed and gets the focus; a phone says what is wrong under the field.
 */
export function DetailsForm({ busy, onSubmit }: DetailsFormProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusWhenReady(nameInput, busy);

  // The phone rule is fetched while the visitor types, so the check does not wait for it.
  useEffect(() => {
    loadPhoneRule().catch(() => {});
  }, []);

  // The message under the phone makes the step taller: the whole form back in view, the phone focused.
  useEffect(() => {
    if (!phoneInvalid) return;
    form.current?.scrollIntoView?.({ block: 'nearest' });
    phoneInput.current?.focus({ preventScroll: true });
  }, [phoneInvalid]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await onSubmit({ name, phone });
    if (result === 'nameMissing') nameInput.current?.focus();
    if (result === 'phoneInvalid') {
      setPhoneInvalid(true);
      phoneInput.current?.focus();
    }
  }

  return (
    <form ref={form} className={classes.form} data-layout="grid" onSubmit={handleSubmit} noValidate>
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
        ref={phoneInput}
        label={chatCopy.phoneLabel}
        placeholder={chatCopy.phonePlaceholder}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={40}
        readOnly={busy}
        value={phone}
        error={phoneInvalid ? chatCopy.phoneInvalid : undefined}
        onChange={(event) => {
          setPhone(event.currentTarget.value);
          setPhoneInvalid(false);
        }}
      />
      <ChatButton type="submit" busy={busy}>
        {chatCopy.detailsSubmit}
      </ChatButton>
    </form>
  );
}
