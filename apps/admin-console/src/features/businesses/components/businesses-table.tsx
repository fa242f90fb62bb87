import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { adminBusinesses as copy, formatEuro, formatNumber } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';
import { CategoryIcon, ListTable } from '@trovapro/ui';
import { IconAction } from '../../../components/icon-action.tsx';

/** Spec §2 partner table: Azienda, Categoria, Zona, Lead Acquistati, Spesa Totale, Status, Azioni. */
export function BusinessesTable({ businesses }: { businesses: readonly Business[] }) {
  return (
    <ListTable
      minWidth={860}
      columns={[
        copy.columns.business,
        copy.columns.category,
        copy.columns.area,
        copy.columns.purchases,
        copy.columns.spent,
        copy.columns.status,
        copy.columns.actions,
      ]}
    >
      {businesses.map((business) => (
        <Table.Tr key={business.id}>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {business.name}
              </Text>
              <Text size="xs" c="dimmed">
                {business.email}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <CategoryIcon category={business.category} size={18} />
              <Text size="sm">{business.category}</Text>
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{business.location}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatNumber(business.totalPurchases)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatEuro(business.totalSpent)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={business.isActive ? 'teal' : 'gray'}>
              {business.isActive ? copy.active : copy.inactive}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              {/* The spec shows view and contact without a behaviour: visible, marked unavailable. */}
              <IconAction kind="view" label={copy.view(business.name)} unavailable />
              <IconAction kind="contact" label={copy.contact(business.name)} unavailable />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
