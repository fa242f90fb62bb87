import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { adminLeads as copy, formatEuro, leadDesk } from '@trovapro/copy';
import { formatLocation, type Lead, type LeadSort } from '@trovapro/domain';
import { CategoryIcon } from '@trovapro/ui';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { sortHint, type SortColumn } from '../utils/lead-sort.ts';
import { AutoDispatchCountdown, DuplicateBadge, longWait, LongWaitBadge, QueueReasons, useNow } from './lead-dispatch.tsx';
import { LeadRowActions } from './lead-row-actions.tsx';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { SortHeader } from './sort-header.tsx';

export interface LeadsTableProps {
  leads: readonly Lead[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The header's box: selects the page's leads, or clears them when all are selected. */
  onTogglePage: () => void;
  sort: LeadSort;
  onSort: (column: SortColumn) => void;
  onSelectBusinesses: (lead: Lead) => void;
  onOpenTimeline: (lead: Lead) => void;
  /** Opens a lead's detail by its id (a possible duplicate's earlier lead). */
  onOpenLead: (id: string) => void;
}

/**
 * Product §2 lead table (Lead, Categoria, Email, Prezzo, Status, Azioni) with the desk's additions: a selection box,
 * the lead's age (Data), the customer's name and phone under the email, and the date and price headers sorting.
 */
export function LeadsTable(props: LeadsTableProps) {
  const { leads, selected, sort, onSort } = props;
  const selectedOnPage = leads.filter((lead) => selected.has(lead.id)).length;
  // A minute's precision is enough for the ages and the 2-hour highlight (the countdowns tick on their own).
  const now = useNow(60_000);
  return (
    <Table.ScrollContainer minWidth={1280}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={leadDesk.selectPage}
                checked={leads.length > 0 && selectedOnPage === leads.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < leads.length}
                onChange={props.onTogglePage}
              />
            </Table.Th>
            <Table.Th>{copy.columns.lead}</Table.Th>
            <SortHeader column="date" label={leadDesk.columns.age} hint={sortHint('date', sort, leadDesk.sortHints)} sort={sort} onSort={onSort} />
            <Table.Th>{copy.columns.category}</Table.Th>
            <Table.Th>{copy.columns.email}</Table.Th>
            <SortHeader column="price" label={copy.columns.price} hint={sortHint('price', sort, leadDesk.sortHints)} sort={sort} onSort={onSort} />
            <Table.Th>{copy.columns.status}</Table.Th>
            <Table.Th>{copy.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr
              key={lead.id}
              bg={
                selected.has(lead.id)
                  ? 'var(--mantine-primary-color-light)'
                  : longWait(lead, now) !== null
                    ? 'var(--mantine-color-orange-light)'
                    : undefined
              }
              data-long-wait={longWait(lead, now) !== null || undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={leadDesk.selectRow(lead.userRequest)}
                  checked={selected.has(lead.id)}
                  onChange={() => props.onToggle(lead.id)}
                />
              </Table.Td>
              <Table.Td maw={340} miw={220}>
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
                <RelativeTime at={lead.createdAt} now={now} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <CategoryIcon category={lead.category} size={18} />
                  <Text size="sm">{lead.category}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{lead.userEmail}</Text>
                  {lead.userName && (
                    <Text size="xs" c="dimmed">
                      {lead.userName}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {lead.userPhone ?? leadDesk.noPhone}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(lead.price)}
                </Text>
              </Table.Td>
              {/* Badges and icon buttons shrink in a squeezed table: these cells keep their width. */}
              <Table.Td miw={190} maw={260}>
                <Stack gap={4} align="flex-start">
                  <LeadStatusBadge status={lead.status} closedReason={lead.closedReason} />
                  <LongWaitBadge lead={lead} now={now} />
                  <DuplicateBadge lead={lead} onOpenLead={props.onOpenLead} />
                  <AutoDispatchCountdown lead={lead} />
                  <QueueReasons lead={lead} compact />
                </Stack>
              </Table.Td>
              <Table.Td miw={180}>
                <LeadRowActions lead={lead} onSelectBusinesses={props.onSelectBusinesses} onOpenTimeline={props.onOpenTimeline} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
