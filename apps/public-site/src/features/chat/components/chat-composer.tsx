import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type Ref } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { SendResult } from '../hooks/use-chat-flow.ts';
import { MAX_MESSAGE_LENGTH } from '../utils/chat-reducer.ts';
import classes from './chat.module.css';

export interface ChatComposerProps {
  enabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onSend: (text: string) => Promise<SendResult>;
}

/** The message input and its send button; Enter sends. */
export function ChatComposer({ enabled, inputRef, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft;
    if (!enabled || text.trim() === '') return;
    setDraft('');
    const result = await onSend(text);
    // Nothing typed is lost: a failed or refused message comes back to the input for another try.
    if (result !== 'sent') setDraft((current) => (current === '' ? text : current));
  }

  return (
    <form className={classes.composer} onSubmit={handleSubmit} noValidate>
      <input
        ref={inputRef}
        className={classes.input}
        aria-label={chatCopy.messageLabel}
        placeholder={chatCopy.messagePlaceholder}
        autoComplete="off"
        enterKeyHint="send"
        maxLength={MAX_MESSAGE_LENGTH}
        disabled={!enabled}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <button type="submit" className={classes.iconButton} aria-label={chatCopy.send} disabled={!enabled}>
        <IconSend size={20} aria-hidden />
      </button>
    </form>
  );
}
