import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { chatCopy } from '@trovapro/copy';
import { useChatFlow, type LandingFields } from '../hooks/use-chat-flow.ts';
import { canSendMessage, type ActiveForm } from '../utils/chat-reducer.ts';
import { ChatComposer } from './chat-composer.tsx';
import { CodeForm } from './code-form.tsx';
import { DetailsForm } from './details-form.tsx';
import { EmailForm } from './email-form.tsx';
import { MessageList } from './message-list.tsx';
import { NewRequestPrompt } from './new-request-prompt.tsx';

export interface ChatbotProps extends LandingFields {
  /** Scroll to the chat and focus its input on mount (`/?open-chat=true`). */
  autoFocus?: boolean;
}

/** The visitor's chat (spec §4): from the description to a verified lead. Used on Home and embedded on landing pages. */
export function Chatbot({ autoFocus = false, ...landing }: ChatbotProps) {
  const { state, sendMessage, submitEmail, submitCode, submitDetails, answerNewRequest } = useChatFlow(landing);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputEnabled = canSendMessage(state);
  const wasEnabled = useRef(inputEnabled);

  useEffect(() => {
    if (!autoFocus) return;
    panel.current?.scrollIntoView?.({ block: 'center' });
    input.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  // Back to typing (after an answer arrives, a failure, or a new request): the input gets focus again.
  useEffect(() => {
    if (inputEnabled && !wasEnabled.current) input.current?.focus();
    wasEnabled.current = inputEnabled;
  }, [inputEnabled]);

  function renderForm(form: ActiveForm) {
    switch (form) {
      case 'email':
        return <EmailForm initialEmail={state.email} busy={state.pending === 'verification'} onSubmit={submitEmail} />;
      case 'code':
        return <CodeForm busy={state.pending === 'code'} onSubmit={submitCode} />;
      case 'details':
        return <DetailsForm busy={state.pending === 'completion'} onSubmit={submitDetails} />;
      case 'newRequest':
        return <NewRequestPrompt onAnswer={answerNewRequest} />;
    }
  }

  return (
    <Paper ref={panel} withBorder shadow="md" radius="lg" style={{ overflow: 'hidden' }} data-chatbot="">
      <Group gap="sm" px="md" py="sm" bg="brand.7" c="white" wrap="nowrap">
        <Avatar color="white" variant="filled" radius="xl" size={36} aria-hidden>
          <IconSparkles size={20} color="var(--mantine-color-brand-7)" />
        </Avatar>
        <Stack gap={0}>
          <Text fw={700} lh={1.3}>
            {chatCopy.assistantTitle}
          </Text>
          <Text fz="xs" lh={1.3} c="white">
            {chatCopy.assistantStatus}
          </Text>
        </Stack>
      </Group>
      <MessageList state={state} renderForm={renderForm} />
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <ChatComposer enabled={inputEnabled} inputRef={input} onSend={sendMessage} />
      </Box>
    </Paper>
  );
}
