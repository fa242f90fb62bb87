import { useRef } from 'react';
import { chatCopy } from '@trovapro/copy';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import classes from './chat.module.css';
import { ChatButton } from './chat-controls.tsx';

/** Product §4 step 7: yes starts over, no says thanks. */
export function NewRequestPrompt({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const yes = useRef<HTMLButtonElement>(null);
  useFocusWhenReady(yes, false);
  return (
    <div className={classes.actions}>
      <ChatButton ref={yes} onClick={() => onAnswer(true)}>
        {chatCopy.newRequestYes}
      </ChatButton>
      <ChatButton variant="default" onClick={() => onAnswer(false)}>
        {chatCopy.newRequestNo}
      </ChatButton>
    </div>
  );
}
