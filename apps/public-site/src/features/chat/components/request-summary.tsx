import { useRef, useState } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { ComuneRef, KnownCategory } from '@trovapro/domain';
import { comuneLabel } from '../utils/chat-reducer.ts';
import classes from './chat.module.css';
import { ChatButton } from './chat-controls.tsx';
import { ChatComunePicker } from './chat-comune-picker.tsx';
import { ServiceChoices } from './service-choices.tsx';

export interface RequestSummaryProps {
  category: string | null;
  comune: ComuneRef | null;
  /** A landing page's place the chat has no comune for («Zona Sud»): shown until the visitor picks one. */
  landingPlace: string | null;
  /** False while a call runs. */
  editable: boolean;
  onEdit: (edit: { category: KnownCategory } | { comune: ComuneRef }) => void;
}

/**
 * What was understood, before the email (issue 29): «Servizio: Idraulico», «Comune: Reggio di Calabria (RC)», each
 * with «Modifica» — the six services, or the comune search. The request is sent with what this shows.
 */
export function RequestSummary({ category, comune, landingPlace, editable, onEdit }: RequestSummaryProps) {
  const [editing, setEditing] = useState<'service' | 'comune' | null>(null);
  const serviceButton = useRef<HTMLButtonElement>(null);
  const comuneButton = useRef<HTMLButtonElement>(null);

  function done(button: HTMLButtonElement | null) {
    setEditing(null);
    // Back to the «Modifica» that opened the choice, after React has put it back in the page.
    requestAnimationFrame(() => button?.focus());
  }

  const place = comune ? comuneLabel(comune) : (landingPlace ?? chatCopy.summaryComuneMissing);
  return (
    <section className={classes.summary} aria-label={chatCopy.summaryLabel}>
      <div className={classes.summaryRow}>
        <span className={classes.summaryTerm}>{chatCopy.summaryService}</span>
        <span className={classes.summaryValue}>{category ?? chatCopy.summaryComuneMissing}</span>
        {editable && (
          <ChatButton
            ref={serviceButton}
            variant="subtle"
            aria-label={editing === 'service' ? chatCopy.cancelEditService : chatCopy.editService}
            aria-expanded={editing === 'service'}
            onClick={() => setEditing((open) => (open === 'service' ? null : 'service'))}
          >
            {editing === 'service' ? chatCopy.cancelEdit : chatCopy.edit}
          </ChatButton>
        )}
      </div>
      {editing === 'service' && (
        <ServiceChoices
          current={category}
          onChoose={(chosen) => {
            onEdit({ category: chosen });
            done(serviceButton.current);
          }}
        />
      )}
      <div className={classes.summaryRow}>
        <span className={classes.summaryTerm}>{chatCopy.summaryComune}</span>
        <span className={classes.summaryValue}>{place}</span>
        {editable && (
          <ChatButton
            ref={comuneButton}
            variant="subtle"
            aria-label={editing === 'comune' ? chatCopy.cancelEditComune : chatCopy.editComune}
            aria-expanded={editing === 'comune'}
            onClick={() => setEditing((open) => (open === 'comune' ? null : 'comune'))}
          >
            {editing === 'comune' ? chatCopy.cancelEdit : chatCopy.edit}
          </ChatButton>
        )}
      </div>
      {editing === 'comune' && (
        <ChatComunePicker
          onChoose={(chosen) => {
            onEdit({ comune: chosen });
            done(comuneButton.current);
          }}
        />
      )}
    </section>
  );
}
