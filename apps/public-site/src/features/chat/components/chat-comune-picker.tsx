import { useRef, useState } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { ComuneOption, ComuneRef } from '@trovapro/domain';
import { ComunePicker } from '../../../components/comune-picker.tsx';
import { useFocusWhenReady } from '../hooks/use-focus-when-ready.ts';
import classes from './chat.module.css';

const PICKER_CLASSES = { field: classes.field, label: classes.label, input: classes.input, error: classes.fieldError };
const optionLabel = (comune: ComuneOption) => `${comune.name} (${comune.provinceCode})`;

/** The comune search in the chat (the partner sign-up's picker, `GET /api/comuni`): the suggestions inline, «Nome (SIGLA)». */
export function ChatComunePicker({ onChoose }: { onChoose: (comune: ComuneRef) => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useFocusWhenReady(input, false);
  return (
    <ComunePicker
      ref={input}
      text={text}
      chosen={null}
      inline
      optionLabel={optionLabel}
      copy={chatCopy.comuneSearch}
      classNames={PICKER_CLASSES}
      onChange={(typed, chosen) => {
        setText(typed);
        if (chosen)
          onChoose({ municipality: chosen.name, province: chosen.province, provinceCode: chosen.provinceCode, istatCode: chosen.istatCode });
      }}
    />
  );
}
