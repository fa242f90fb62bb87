import { useRef, useState, type FormEvent } from 'react';
import { chatCopy } from '@trovapro/copy';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import classes from './chat.module.css';
import { ChatButton, ChatField } from './chat-controls.tsx';

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
    <form className={classes.form} onSubmit={handleSubmit} noValidate>
      <ChatField
        ref={input}
        label={chatCopy.codeLabel}
        size="short"
        placeholder={chatCopy.codePlaceholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        readOnly={busy}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <ChatButton type="submit" busy={busy}>
        {chatCopy.codeSubmit}
      </ChatButton>
    </form>
  );
}
