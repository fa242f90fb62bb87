import { List, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { ChatMessage } from '@trovapro/domain';
import { formOfMessage, type ActiveForm, type ChatState } from '../utils/chat-reducer.ts';
import { ChatBubble, LoadingBubble } from './chat-bubble.tsx';

export interface MessageListProps {
  state: ChatState;
  /** Renders the inline form a message carries while that form is the active step. */
  renderForm: (form: ActiveForm) => ReactNode;
}

const LOADING_TEXT = { analysis: chatCopy.analysing, completion: chatCopy.creating } as const;

function Questions({ questions }: { questions: string[] }) {
  return (
    <List type="ordered" aria-label={chatCopy.questionsLabel} mt="xs" spacing={4} fz="sm">
      {questions.map((question, index) => (
        <List.Item key={index}>{question}</List.Item>
      ))}
    </List>
  );
}

function MessageText({ message }: { message: ChatMessage }) {
  return (
    <>
      <Text span fz="sm" lh={1.5}>
        {message.content}
      </Text>
      {message.clarificationQuestions && message.clarificationQuestions.length > 0 && (
        <Questions questions={message.clarificationQuestions} />
      )}
    </>
  );
}

/** The conversation (spec §4): a polite live log, about 24rem high, kept scrolled to the newest message. */
export function MessageList({ state, renderForm }: MessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  const loading = state.pending === 'analysis' || state.pending === 'completion' ? LOADING_TEXT[state.pending] : null;

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [state.messages.length, loading, state.phase]);

  return (
    <Stack
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={chatCopy.logLabel}
      tabIndex={0}
      gap="sm"
      p="md"
      h="24rem"
      style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      {state.messages.map((message) => {
        const form = formOfMessage(state, message);
        return (
          <ChatBubble key={message.id} type={message.type} below={form ? renderForm(form) : undefined}>
            <MessageText message={message} />
          </ChatBubble>
        );
      })}
      {loading && <LoadingBubble text={loading} />}
    </Stack>
  );
}
