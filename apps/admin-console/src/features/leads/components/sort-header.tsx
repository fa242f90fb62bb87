import { Group, Table, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { LeadSort } from '@trovapro/domain';
import { ariaSort, type SortColumn } from '../utils/lead-sort.ts';

export interface SortHeaderProps {
  column: SortColumn;
  label: string;
  /** What a click does, in the tooltip. */
  hint: string;
  sort: LeadSort;
  onSort: (column: SortColumn) => void;
}

/** A column heading that orders the list: a button, with `aria-sort` on the heading when it is the order in use. */
export function SortHeader({ column, label, hint, sort, onSort }: SortHeaderProps) {
  const direction = ariaSort(column, sort);
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction}>
      <Tooltip label={hint}>
        <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
          <Group gap={4} wrap="nowrap">
            {label}
            <Icon size={14} aria-hidden color={direction ? undefined : 'var(--mantine-color-dimmed)'} />
          </Group>
        </UnstyledButton>
      </Tooltip>
    </Table.Th>
  );
}
