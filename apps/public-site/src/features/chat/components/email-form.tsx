import { useRef, useState, type FormEvent } from 'react';
import { chatCopy, privacySite } from '@trovapro/copy';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import classes from './chat.module.css';
import { ChatButton, ChatField } from './chat-controls.tsx';

export interface EmailFormProps {
  initialEmail: string;
  busy: boolean;
  onSubmit: (email: string) => Promise<void>;
}

/** Product §4 step 3: the email that receives the code. Validated by the flow (toast), not by the browser. */
export function EmailForm({ initialEmail, busy, onSubmit }: EmailFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const input = useRef<HTMLInputElement>(null);
  useFocusWhenReady(input, busy);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit(email);
  }

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate>
      <ChatField
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
      />
      <ChatButton type="submit" busy={busy}>
        {chatCopy.emailSubmit}
      </ChatButton>
      <p className={classes.notice}>
        {privacySite.emailNotice}{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          {privacySite.emailNoticeLink}
        </a>
      </p>
    </form>
  );
}
