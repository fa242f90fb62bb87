import { useEffect, useRef, useState, type FormEvent } from 'react';
import { chatCopy } from '@trovapro/copy';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import classes from './chat.module.css';
import { ChatButton, ChatField } from './chat-controls.tsx';

export interface CodeFormProps {
  /** The code is being checked. */
  busy: boolean;
  /** A new code is being asked. */
  resending: boolean;
  /** When (epoch ms) the server accepts another code: the resend button counts down to it. */
  resendAt: number | null;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onChangeEmail: () => void;
}

/** Whole seconds left until `at`, ticking each second while any are left. */
function useSecondsUntil(at: number | null): number {
  const left = () => (at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (at === null) return;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

/** «0:45», «14:02». */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Product §4 step 5: the 4-digit code received by email; «Invia di nuovo il codice» once the server accepts another
 * (the wait counted down on the button), and «Cambia email» back to the address.
 */
export function CodeForm({ busy, resending, resendAt, onSubmit, onResend, onChangeEmail }: CodeFormProps) {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useFocusWhenReady(input, busy || resending);
  const wait = useSecondsUntil(resendAt);

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
        readOnly={busy || resending}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <ChatButton type="submit" busy={busy} disabled={resending}>
        {chatCopy.codeSubmit}
      </ChatButton>
      <div className={classes.secondaryActions}>
        <ChatButton variant="subtle" busy={resending} disabled={busy || wait > 0} onClick={() => void onResend()}>
          {wait > 0 ? chatCopy.resendIn(clock(wait)) : chatCopy.resendCode}
        </ChatButton>
        <ChatButton variant="subtle" disabled={busy || resending} onClick={onChangeEmail}>
          {chatCopy.changeEmail}
        </ChatButton>
      </div>
    </form>
  );
}
