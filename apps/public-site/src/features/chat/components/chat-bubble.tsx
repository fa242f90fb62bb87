import type { ReactNode } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { ChatMessage } from '@trovapro/domain';
import classes from './chat.module.css';

export interface ChatBubbleProps {
  type: ChatMessage['type'];
  children: ReactNode;
  /** An inline form or list shown under the text, inside the assistant's bubble column. */
  below?: ReactNode;
}

/** One message: the assistant's on the left, the visitor's on the right. */
export function ChatBubble({ type, children, below }: ChatBubbleProps) {
  return (
    <div className={classes.message} data-message-type={type}>
      <div className={classes.bubble}>
        <span className={classes.srOnly}>{type === 'user' ? chatCopy.userSpeaker : chatCopy.assistantSpeaker} </span>
        {children}
      </div>
      {below}
    </div>
  );
}

/** The assistant at work (product §4 loading bubbles). */
export function LoadingBubble({ text }: { text: string }) {
  return (
    <ChatBubble type="ai">
      <span className={classes.loading} role="status">
        <span className={classes.dots} aria-hidden>
          <span />
          <span />
          <span />
        </span>
        {text}
      </span>
    </ChatBubble>
  );
}
