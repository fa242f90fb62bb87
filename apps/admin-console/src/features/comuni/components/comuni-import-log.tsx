import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { adminComuni as copy } from '@trovapro/copy';
import { LoadError } from '@trovapro/ui';
import { useGetComuniImports } from '../api/use-comuni-import.ts';

/** «Importazioni precedenti»: each import applied (from here or the command line), newest first. */
export function ComuniImportLog() {
  const { data, error, mutate } = useGetComuniImports();
  const imports = data?.imports;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="comuni-log-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="comuni-log-title">
          {copy.logTitle}
        </Title>
        {error && !imports ? (
          <LoadError message={copy.logError} onRetry={() => void mutate()} />
        ) : !imports ? (
          <Stack gap="xs" role="status" aria-label={copy.logLoading} aria-busy="true">
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : imports.length === 0 ? (
          <Text size="sm" c="dimmed">
            {copy.logEmpty}
          </Text>
        ) : (
          // Scrolls in its own box on a phone rather than widening the page; wide enough for ISTAT's long file names.
          <Table.ScrollContainer minWidth={840} maxHeight={420}>
            <Table striped aria-label={copy.logLabel} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{copy.logColumns.at}</Table.Th>
                  <Table.Th>{copy.logColumns.by}</Table.Th>
                  <Table.Th>{copy.logColumns.file}</Table.Th>
                  <Table.Th>{copy.logColumns.changes}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {imports.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{copy.logAt(entry.createdAt)}</Table.Td>
                    <Table.Td>{copy.logBy(entry.adminName)}</Table.Td>
                    <Table.Td>
                      <FileNames names={[entry.comuniFileName, entry.changesFileName].filter((name) => name !== null)} />
                    </Table.Td>
                    <Table.Td>{copy.logCounts(entry.counts)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/** One file a line: ISTAT's names are long, and two side by side would widen the table. */
function FileNames({ names }: { names: readonly string[] }) {
  if (names.length === 0) return copy.logNoFile;
  return names.map((name, index) => (
    <Fragment key={name}>
      {index > 0 && <br />}
      {name}
    </Fragment>
  ));
}
