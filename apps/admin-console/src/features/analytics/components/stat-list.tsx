import { Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { adminAnalytics as copy, formatNumber } from '@trovapro/copy';

export interface StatListRow {
  key: string;
  label: string;
  count: number;
}

export interface StatListProps {
  title: string;
  labelHeader: string;
  countHeader: string;
  /** undefined while loading. */
  rows: readonly StatListRow[] | undefined;
}

/** One ranked list of the analytics tab (pages, sources, devices, browsers, countries). */
export function StatList({ title, labelHeader, countHeader, rows }: StatListProps) {
  return (
    <Paper withBorder p="lg" radius="md" h="100%">
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {rows === undefined ? (
        <Skeleton height={120} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {copy.emptyList}
        </Text>
      ) : (
        <Table aria-label={title} verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labelHeader}</Table.Th>
              <Table.Th ta="right">{countHeader}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.label}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
