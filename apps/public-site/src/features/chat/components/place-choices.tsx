import { useRef, useState } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { ComuneRef } from '@trovapro/domain';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import { comuneLabel } from '../utils/chat-reducer.ts';
import classes from './chat.module.css';
import { ChatButton } from './chat-controls.tsx';
import { ChatComunePicker } from './chat-comune-picker.tsx';

export interface PlaceChoicesProps {
  choices: readonly ComuneRef[];
  onChoose: (comune: ComuneRef) => void;
}

/** The comuni a place may be («Reggio»), as buttons «Nome (SIGLA)», and «Un altro comune» for the search. */
export function PlaceChoices({ choices, onChoose }: PlaceChoicesProps) {
  const [searching, setSearching] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  useFocusWhenReady(first, false);
  return (
    <div className={classes.choiceBlock}>
      <fieldset className={classes.choices}>
        <legend className={classes.srOnly}>{chatCopy.placesLabel}</legend>
        {choices.map((comune, index) => (
          <ChatButton key={comune.istatCode} ref={index === 0 ? first : undefined} variant="default" onClick={() => onChoose(comune)}>
            {comuneLabel(comune)}
          </ChatButton>
        ))}
        <ChatButton variant="subtle" aria-expanded={searching} onClick={() => setSearching((open) => !open)}>
          {chatCopy.otherComune}
        </ChatButton>
      </fieldset>
      {searching && <ChatComunePicker onChoose={onChoose} />}
    </div>
  );
}
