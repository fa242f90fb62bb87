import { Group, Stack, Table, Text } from '@mantine/core';
import { adminBusinesses as copy, formatEuro, formatNumber } from '@trovapro/copy';
import type { Business } from '@trovapro/domain';
import { CategoryIcon, ListTable } from '@trovapro/ui';
import { BusinessRowActions, type BusinessRowActionsProps } from './business-row-actions.tsx';
import { BusinessStatusBadge } from './business-status-badge.tsx';

export interface BusinessesTableProps extends Omit<BusinessRowActionsProps, 'business'> {
  businesses: readonly Business[];
}

/** Product §2 partner table: Azienda, Categoria, Zona, Lead Acquistati, Spesa Totale, Status, Azioni. */
export function BusinessesTable({ businesses, ...actions }: BusinessesTableProps) {
  return (
    <ListTable
      minWidth={1220}
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
          {/* Badges and buttons shrink to an ellipsis in a squeezed table: these cells keep their width. */}
          <Table.Td miw={150}>
            <BusinessStatusBadge business={business} />
          </Table.Td>
          <Table.Td miw={300}>
            <BusinessRowActions business={business} {...actions} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
