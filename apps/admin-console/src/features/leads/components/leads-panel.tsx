import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { adminLeads as copy } from '@trovapro/copy';
import { CATEGORIES, LEAD_STATUSES, type Lead } from '@trovapro/domain';
import { PagedList } from '@trovapro/ui';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useGetLeads } from '../api/use-get-leads.ts';
import { leadStatusLabel } from '../utils/lead-status.ts';
import { BusinessSelectionDialog } from './business-selection-dialog.tsx';
import { LeadsTable } from './leads-table.tsx';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabel(status) }));
const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }));
const FILTERS = ['status', 'category'] as const;

/**
 * Spec §2 'Gestione Lead': filters (applied by the server, kept in the URL with the page), the table, the
 * pager and the selection dialog.
 */
export function LeadsPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const status = parseOption(filters.status, LEAD_STATUSES);
  const category = parseOption(filters.category, CATEGORIES);
  const [selecting, setSelecting] = useState<Lead | null>(null);
  const { data, error, isLoading, mutate } = useGetLeads({ status, category, page });
  const revalidate = () => void mutate();

  usePageInRange(page, data?.totalPages, setPage);

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {copy.title}
      </Title>
      <Group align="flex-end" gap="md">
        <FilterSelect
          label={copy.statusFilter}
          allLabel={copy.allStatuses}
          options={STATUS_OPTIONS}
          value={status}
          onChange={(next) => setFilter('status', next)}
        />
        <FilterSelect
          label={copy.categoryFilter}
          allLabel={copy.allCategories}
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(next) => setFilter('category', next)}
        />
      </Group>
      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={revalidate}
        rowsOf={(loaded) => loaded.leads}
        texts={copy}
        page={page}
        onPageChange={setPage}
      >
        {(leads) => <LeadsTable leads={leads} onChanged={revalidate} onSelectBusinesses={setSelecting} />}
      </PagedList>
      <BusinessSelectionDialog lead={selecting} onClose={() => setSelecting(null)} onLeadChanged={revalidate} />
    </Stack>
  );
}
