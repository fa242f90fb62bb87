import { Group, Stack, Table, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { adminLeads as copy, formatEuro } from '@trovapro/copy';
import { formatLocation, type Lead } from '@trovapro/domain';
import { CategoryIcon, ListTable } from '@trovapro/ui';
import { LeadRowActions } from './lead-row-actions.tsx';
import { LeadStatusBadge } from './lead-status-badge.tsx';

export interface LeadsTableProps {
  leads: readonly Lead[];
  onChanged: () => void;
  onSelectBusinesses: (lead: Lead) => void;
}

/** Spec §2 lead table: Lead, Categoria, Email, Prezzo, Status, Azioni. */
export function LeadsTable({ leads, onChanged, onSelectBusinesses }: LeadsTableProps) {
  return (
    <ListTable
      minWidth={860}
      columns={[copy.columns.lead, copy.columns.category, copy.columns.email, copy.columns.price, copy.columns.status, copy.columns.actions]}
    >
      {leads.map((lead) => (
        <Table.Tr key={lead.id}>
          <Table.Td maw={360}>
            <Stack gap={2}>
              <Text size="sm" lineClamp={2}>
                {lead.userRequest}
              </Text>
              {lead.location && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                  <Text size="xs" c="dimmed">
                    {formatLocation(lead.location)}
                  </Text>
                </Group>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <CategoryIcon category={lead.category} size={18} />
              <Text size="sm">{lead.category}</Text>
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{lead.userEmail}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {formatEuro(lead.price)}
            </Text>
          </Table.Td>
          <Table.Td>
            <LeadStatusBadge status={lead.status} />
          </Table.Td>
          <Table.Td>
            <LeadRowActions lead={lead} onChanged={onChanged} onSelectBusinesses={onSelectBusinesses} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
