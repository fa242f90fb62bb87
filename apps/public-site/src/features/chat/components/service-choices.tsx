import { useRef } from 'react';
import { chatCopy } from '@trovapro/copy';
import { CATEGORIES, type KnownCategory } from '@trovapro/domain';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import classes from './chat.module.css';
import { ChatButton } from './chat-controls.tsx';

export interface ServiceChoicesProps {
  /** The service chosen now (pressed), when changing it. */
  current?: string | null;
  onChoose: (category: KnownCategory) => void;
}

/** The six services as buttons (a need outside them, an unclear service, «Modifica»); the first is focused. */
export function ServiceChoices({ current = null, onChoose }: ServiceChoicesProps) {
  const first = useRef<HTMLButtonElement>(null);
  useFocusWhenReady(first, false);
  return (
    <fieldset className={classes.choices}>
      <legend className={classes.srOnly}>{chatCopy.servicesLabel}</legend>
      {CATEGORIES.map((category, index) => (
        <ChatButton
          key={category}
          ref={index === 0 ? first : undefined}
          variant="default"
          aria-pressed={current === null ? undefined : current === category}
          onClick={() => onChoose(category)}
        >
          {category}
        </ChatButton>
      ))}
    </fieldset>
  );
}
