import { Select } from '@mantine/core';

export interface FilterSelectProps<T extends string> {
  label: string;
  /** The first option, meaning "no filter". */
  allLabel: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

const ALL = '';

/** A list filter: one of `options`, or all of them. */
export function FilterSelect<T extends string>({ label, allLabel, options, value, onChange }: FilterSelectProps<T>) {
  return (
    <Select
      label={label}
      w={{ base: '100%', xs: 220 }}
      allowDeselect={false}
      data={[{ value: ALL, label: allLabel }, ...options]}
      value={value ?? ALL}
      onChange={(next) => onChange(options.find((option) => option.value === next)?.value)}
    />
  );
}
