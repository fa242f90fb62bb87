import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { adminDispatchLeads, adminLeads as copy, leadDesk } from '@trovapro/copy';
import { LEAD_STATUSES, type AdminLeadExportQuery, type LeadStatus } from '@trovapro/domain';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { leadsExportHref } from '../utils/export-href.ts';
import { DayFilterInput } from './day-filter-input.tsx';
import { leadStatusLabel } from '../utils/lead-status.ts';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabel(status) }));
/** The API's limit on a search. */
const SEARCH_MAX_LENGTH = 100;

export interface LeadsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: LeadStatus | undefined;
  onStatusChange: (value: LeadStatus | undefined) => void;
  category: string | undefined;
  /** Every category a lead can have (the six, then any other stored leads have). */
  categories: readonly string[];
  onCategoryChange: (value: string | undefined) => void;
  /** Issue 35 §4: «Coda», the pending leads oldest first. */
  queue: boolean;
  onQueueChange: (queue: boolean) => void;
  /** «Dal» / «Al», yyyy-MM-dd. */
  createdFrom: string | undefined;
  createdTo: string | undefined;
  onCreatedFromChange: (day: string | undefined) => void;
  onCreatedToChange: (day: string | undefined) => void;
  /** What the list shows, for the CSV link. */
  exportQuery: AdminLeadExportQuery;
}

/** The list's search box, the product's two filters, and the CSV of what they select. */
export function LeadsToolbar(props: LeadsToolbarProps) {
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <SegmentedControl
          aria-label={adminDispatchLeads.viewLabel}
          value={props.queue ? 'queue' : 'all'}
          onChange={(value) => props.onQueueChange(value === 'queue')}
          data={[
            { value: 'all', label: adminDispatchLeads.allView },
            { value: 'queue', label: adminDispatchLeads.queueView },
          ]}
        />
        {props.queue && (
          <Text size="sm" c="dimmed">
            {adminDispatchLeads.queueHint}
          </Text>
        )}
      </Group>
      <Group align="flex-end" gap="md">
        <TextInput
          aria-label={leadDesk.searchLabel}
          placeholder={leadDesk.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          w={{ base: '100%', sm: 440 }}
        />
        <FilterSelect
          label={copy.statusFilter}
          allLabel={copy.allStatuses}
          options={STATUS_OPTIONS}
          value={props.status}
          onChange={props.onStatusChange}
        />
        <FilterSelect
          label={copy.categoryFilter}
          allLabel={copy.allCategories}
          options={props.categories.map((category) => ({ value: category, label: category }))}
          value={props.category}
          onChange={props.onCategoryChange}
        />
        <Group gap="md" wrap="nowrap" align="flex-start">
          <DayFilterInput label={adminDispatchLeads.from} value={props.createdFrom} onChange={props.onCreatedFromChange} />
          <DayFilterInput label={adminDispatchLeads.to} value={props.createdTo} onChange={props.onCreatedToChange} />
        </Group>
        <Button
          component="a"
          href={leadsExportHref(props.exportQuery)}
          download
          ml="auto"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          title={leadDesk.exportHint}
        >
          {leadDesk.exportCsv}
        </Button>
      </Group>
    </Stack>
  );
}
