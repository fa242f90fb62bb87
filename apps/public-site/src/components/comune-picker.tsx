import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { ComuneOption } from '@trovapro/domain';
import { useComuneSearch } from '../lib/use-comune-search.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import classes from './comune-picker.module.css';

/** Letters before the search starts (the contract's minimum) and the pause in the typing it waits for. */
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_DELAY_MS = 250;

/** The picker's words, from the copy of the form it is in. */
export interface ComunePickerCopy {
  label: string;
  placeholder: string;
  optionsLabel: string;
  searching: string;
  noResults: string;
  results: (count: number) => string;
  searchFailed: string;
}

/** The classes of the form the picker is in, for its field's box, label, input and error line. */
export interface ComunePickerClasses {
  field: string | undefined;
  label: string | undefined;
  input: string | undefined;
  error: string | undefined;
}

export interface ComunePickerProps {
  ref?: Ref<HTMLInputElement>;
  /** The field's text, kept by the form (what was typed, or the chosen comune's label). */
  text: string;
  chosen: ComuneOption | null;
  /** Typing clears the choice; choosing a suggestion sets the text to its label. */
  onChange: (text: string, chosen: ComuneOption | null) => void;
  /** How a suggestion reads: «Nome (Provincia)», «Nome (SIGLA)». */
  optionLabel: (comune: ComuneOption) => string;
  copy: ComunePickerCopy;
  classNames: ComunePickerClasses;
  /** The suggestions under the field in the flow (inside a scrolling conversation), not over what follows. */
  inline?: boolean;
  error?: string | undefined;
  readOnly?: boolean;
}

/**
 * A comune: a combobox (ARIA 1.2, list autocomplete) over `GET /api/comuni?q=`, asked after 2 letters and a pause
 * in the typing. Arrows move through the suggestions, Enter chooses, Escape closes; a click chooses too. The form
 * sends the chosen one's ISTAT code. Used by the partner sign-up (the seat) and the chat (the place of the work).
 */
export function ComunePicker({
  ref,
  text,
  chosen,
  onChange,
  optionLabel,
  copy,
  classNames,
  inline = false,
  error,
  readOnly = false,
}: ComunePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const searching = chosen === null && typed.length >= MIN_SEARCH_LENGTH;
  const query = searching && settled.length >= MIN_SEARCH_LENGTH ? settled : null;
  const { data, error: searchError, isLoading } = useComuneSearch(query);
  const options = searching ? (data?.comuni ?? []) : [];
  // The answer on screen is for what is typed now (not the previous letters'): only then «none found».
  const current = query === typed && !isLoading;

  const showPopup = open && searching;
  const showOptions = showPopup && options.length > 0;
  let message: string | null = null;
  if (showPopup && !showOptions) {
    if (searchError && current) message = copy.searchFailed;
    else if (current && data !== undefined) message = copy.noResults;
    else message = copy.searching;
  }
  const status = !showPopup ? '' : showOptions ? copy.results(options.length) : message === copy.searching ? '' : (message ?? '');

  // New suggestions start with none active: the arrows move into the list.
  useEffect(() => setActive(-1), [data]);

  const optionId = (option: ComuneOption) => `${id}-option-${option.istatCode}`;
  const activeOption = showOptions && active >= 0 ? options[active] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  // Inline, the suggestions make the conversation longer: the field and its suggestions come into its view.
  const combo = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (inline && showOptions) combo.current?.scrollIntoView?.({ block: 'nearest' });
  }, [inline, showOptions, options.length]);

  function choose(option: ComuneOption) {
    onChange(optionLabel(option), option);
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (readOnly) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
      else setActive((index) => (index <= 0 ? last : index - 1));
      return;
    }
    if (event.key === 'Enter' && showOptions) {
      // Enter in an open list chooses (the active suggestion, or the only one), it does not send the form.
      event.preventDefault();
      const option = activeOption ?? (options.length === 1 ? options[0] : undefined);
      if (option) choose(option);
      return;
    }
    if (event.key === 'Escape' && showPopup) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className={classNames.field}>
      <label className={classNames.label} htmlFor={id}>
        {copy.label}
      </label>
      <div ref={combo} className={classes.combo} data-inline={inline || undefined}>
        <input
          ref={ref}
          id={id}
          name="comune"
          className={classNames.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showOptions}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          placeholder={copy.placeholder}
          maxLength={80}
          required
          readOnly={readOnly}
          value={text}
          onChange={(event) => {
            onChange(event.currentTarget.value, null);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            // Inline, the suggestions stay when the focus leaves: closing them would move what the pointer is on.
            if (!inline) setOpen(false);
            setActive(-1);
          }}
          onKeyDown={handleKeyDown}
        />
        {/* Always in the page (hidden while closed), so the combobox's aria-controls names an element. */}
        <div id={listId} role="listbox" aria-label={copy.optionsLabel} className={classes.popup} hidden={!showOptions}>
          {showOptions &&
            options.map((option, index) => (
              // The focus stays in the combobox, which points at the active option (aria-activedescendant): the
              // options are not focusable and take no keys of their own, as in ARIA's combobox pattern.
              // biome-ignore lint/a11y/useFocusableInteractive: see above.
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
              <div
                key={option.istatCode}
                id={optionId(option)}
                role="option"
                aria-selected={index === active}
                className={classes.option}
                // Keeps the focus in the field, so the click chooses before the field's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {optionLabel(option)}
              </div>
            ))}
        </div>
        {message !== null && (
          // Read out by the status line below.
          <p className={`${classes.popup} ${classes.popupMessage}`} aria-hidden>
            {message}
          </p>
        )}
      </div>
      <p id={hintId} className={classes.srOnly}>
        {copy.placeholder}
      </p>
      <p role="status" className={classes.srOnly}>
        {status}
      </p>
      {error && (
        <p id={errorId} className={classNames.error}>
          {error}
        </p>
      )}
    </div>
  );
}
