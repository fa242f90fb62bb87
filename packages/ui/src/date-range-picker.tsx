import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useEffect, useState } from 'react';
import 'dayjs/locale/it.js';

/** Inclusive calendar days, YYYY-MM-DD. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface DateRangePickerProps {
  value: DateRange;
  /** Called only once both ends are chosen (product §2 Date-range picker). */
  onChange: (range: DateRange) => void;
  label: string;
  /** Shown when no day is chosen, e.g. 'Seleziona periodo'. */
  placeholder: string;
  /** The last day that can be chosen (YYYY-MM-DD), e.g. today. */
  maxDate?: string;
}

/**
 * A range of days on a two-month calendar, in Italian, written 'dd/MM/yyyy - dd/MM/yyyy'. While only
 * the start is chosen the change stays inside the picker.
 */
export function DateRangePicker({ value, onChange, label, placeholder, maxDate }: DateRangePickerProps) {
  const [draft, setDraft] = useState<DatesRangeValue<string>>([value.startDate, value.endDate]);
  useEffect(() => setDraft([value.startDate, value.endDate]), [value.startDate, value.endDate]);

  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        const [startDate, endDate] = next;
        if (startDate && endDate) onChange({ startDate, endDate });
      }}
      numberOfColumns={2}
      valueFormat="DD/MM/YYYY"
      labelSeparator="-"
      locale="it"
      firstDayOfWeek={1}
      allowSingleDateInRange
      {...(maxDate === undefined ? {} : { maxDate })}
    />
  );
}
