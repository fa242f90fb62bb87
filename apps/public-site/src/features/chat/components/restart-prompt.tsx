import { chatCopy } from '@trovapro/copy';
import classes from './chat.module.css';
import { ChatButton } from './chat-controls.tsx';

/** After «No» to a new request: one can still be started, here or by writing in the input. */
export function RestartPrompt({ onRestart }: { onRestart: () => void }) {
  return (
    <div className={classes.actions}>
      <ChatButton onClick={onRestart}>{chatCopy.restart}</ChatButton>
    </div>
  );
}
