import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type Ref } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { SendResult } from '../hooks/use-chat-flow.ts';
import { MAX_MESSAGE_LENGTH } from '../utils/chat-reducer.ts';

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
    <form onSubmit={handleSubmit} noValidate>
      <Group gap="xs" wrap="nowrap" align="center">
        <TextInput
          ref={inputRef}
          aria-label={chatCopy.messageLabel}
          placeholder={chatCopy.messagePlaceholder}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={MAX_MESSAGE_LENGTH}
          disabled={!enabled}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          size="md"
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" size={42} radius="md" aria-label={chatCopy.send} disabled={!enabled}>
          <IconSend size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
