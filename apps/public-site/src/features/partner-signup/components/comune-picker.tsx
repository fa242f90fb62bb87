import type { Ref } from 'react';
import { partnerSignupCopy as copy } from '@trovapro/copy';
import type { ComuneOption } from '@trovapro/domain';
import { ComunePicker as SharedComunePicker, type ComunePickerCopy } from '../../../components/comune-picker.tsx';
import { comuneLabel } from '../utils/signup-values.ts';
import classes from './partner-signup.module.css';

const PICKER_COPY: ComunePickerCopy = {
  label: copy.comuneLabel,
  placeholder: copy.comunePlaceholder,
  optionsLabel: copy.comuneOptionsLabel,
  searching: copy.comuneSearching,
  noResults: copy.comuneNoResults,
  results: copy.comuneResults,
  searchFailed: copy.comuneSearchFailed,
};

const PICKER_CLASSES = { field: classes.field, label: classes.label, input: classes.input, error: classes.error };

export interface ComunePickerProps {
  ref?: Ref<HTMLInputElement>;
  /** The field's text, kept by the form (what was typed, or the chosen comune's «Nome (Provincia)»). */
  text: string;
  chosen: ComuneOption | null;
  onChange: (text: string, chosen: ComuneOption | null) => void;
  error?: string | undefined;
  readOnly?: boolean;
}

/** «Comune della sede»: the shared comune picker, in the sign-up form's look; suggestions read «Nome (Provincia)». */
export function ComunePicker(props: ComunePickerProps) {
  return <SharedComunePicker {...props} optionLabel={comuneLabel} copy={PICKER_COPY} classNames={PICKER_CLASSES} />;
}
