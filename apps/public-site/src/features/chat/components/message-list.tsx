import { useEffect, useRef, type ReactNode } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { ChatMessage } from '@trovapro/domain';
import { formOfMessage, type ActiveForm, type ChatState } from '../utils/chat-reducer.ts';
import { ChatBubble, LoadingBubble } from './chat-bubble.tsx';
import classes from './chat.module.css';

export interface MessageListProps {
  state: ChatState;
  /** Renders the inline form a message carries while that form is the active step. */
  renderForm: (form: ActiveForm, message: ChatMessage) => ReactNode;
}

const LOADING_TEXT = { analysis: chatCopy.analysing, completion: chatCopy.creating } as const;

function MessageText({ message }: { message: ChatMessage }) {
  const questions = message.clarificationQuestions ?? [];
  return (
    <>
      {message.content}
      {questions.length > 0 && (
        <ol className={classes.questions} aria-label={chatCopy.questionsLabel}>
          {questions.map((question, index) => (
            <li key={index}>{question}</li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The conversation (product §4): a polite live log, 24rem high, kept scrolled to the newest message. */
export function MessageList({ state, renderForm }: MessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  const loading = state.pending === 'analysis' || state.pending === 'completion' ? LOADING_TEXT[state.pending] : null;

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [state.messages.length, loading, state.phase]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard (axe: scrollable-region-focusable).
    <div ref={log} className={classes.log} role="log" aria-live="polite" aria-label={chatCopy.logLabel} tabIndex={0}>
      {state.messages.map((message) => {
        const form = formOfMessage(state, message);
        return (
          <ChatBubble key={message.id} type={message.type} below={form ? renderForm(form, message) : undefined}>
            <MessageText message={message} />
          </ChatBubble>
        );
      })}
      {loading && <LoadingBubble text={loading} />}
    </div>
  );
}
