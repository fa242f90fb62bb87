import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListTableProps {
  /** Below this width the table scrolls sideways in its own box, never the page. */
  minWidth: number;
  /** The column headings, in order. */
  columns: ReactNode[];
  /** The rows: one `Table.Tr` per item. */
  children: ReactNode;
}

/** An admin list's table: headings, hoverable rows, its own sideways scroll on a narrow screen. */
export function ListTable({ minWidth, columns, children }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              // The headings are fixed per table: their position is their identity.
              <Table.Th key={index}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
