import { ActionIcon, CloseButton, Group, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { adminDispatchLeads as copy } from '@trovapro/copy';

/** «dd/MM/yyyy» (or d/M/yyyy, with / . or -) → yyyy-MM-dd when it is a real day; '' → ''; else null. */
export function parseItalianDay(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** yyyy-MM-dd → «dd/MM/yyyy». */
export function italianDay(day: string | undefined): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export interface DayFilterInputProps {
  label: string;
  /** yyyy-MM-dd, or undefined for no day. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}

/**
 * A day of the list's date filter: typed «dd/MM/yyyy» (applied on Enter or on leaving the field; a day that is not
 * one says so and changes nothing) or picked from the browser's calendar.
 */
export function DayFilterInput({ label, value, onChange }: DayFilterInputProps) {
  const [text, setText] = useState(italianDay(value));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setText(italianDay(value));
    setInvalid(false);
  }, [value]);

  function apply() {
    const day = parseItalianDay(text);
    if (day === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if ((day || undefined) !== value) onChange(day || undefined);
  }

  function openPicker() {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  }

  return (
    <TextInput
      label={label}
      placeholder={copy.datePlaceholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      error={invalid ? copy.invalidDate : undefined}
      inputMode="numeric"
      maxLength={10}
      w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', sm: 170 }}
      rightSectionWidth={value ? 56 : 32}
      rightSection={
        <Group gap={0} wrap="nowrap">
          {value && <CloseButton size="sm" aria-label={copy.clearDate(label)} onClick={() => onChange(undefined)} />}
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={copy.pickDate(label)} onClick={openPicker}>
            <IconCalendar size={16} aria-hidden />
          </ActionIcon>
          {/* The browser's own calendar, out of sight: the icon opens it. */}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={value ?? ''}
            onChange={(event) => onChange(event.currentTarget.value || undefined)}
            style={{ position: 'absolute', opacity: 0, pointerEvents: 'none', width: 1, height: 1, right: 0, bottom: 0 }}
          />
        </Group>
      }
    />
  );
}
