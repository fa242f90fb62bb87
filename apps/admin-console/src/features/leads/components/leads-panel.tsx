import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { adminLeads as copy, common, leadDesk } from '@trovapro/copy';
import { CATEGORIES, LEAD_SORTS, LEAD_STATUSES, type BulkLeadStatusBody, type Lead, type LeadSort } from '@trovapro/domain';
import { notifyError, notifySuccess, PagedList } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { parseOption, useListParams, useUrlParam } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useSearchInput } from '../../../lib/use-search-input.ts';
import { useBulkLeadStatus } from '../api/use-bulk-lead-status.ts';
import { useGetLeadCategories } from '../api/use-get-lead-categories.ts';
import { useGetLeads } from '../api/use-get-leads.ts';
import { bulkResultToast } from '../utils/bulk-result.ts';
import { nextSort, type SortColumn } from '../utils/lead-sort.ts';
import { BulkBar } from './bulk-bar.tsx';
import { BulkRejectDialog } from './bulk-reject-dialog.tsx';
import { BusinessSelectionDialog } from './business-selection-dialog.tsx';
import { LeadTimelineDrawer } from './lead-timeline-drawer.tsx';
import { LeadsTable } from './leads-table.tsx';
import { LeadsToolbar } from './leads-toolbar.tsx';

const FILTERS = ['status', 'category', 'search', 'sort'] as const;
const DEFAULT_SORT: LeadSort = 'newest';
/** The API's limit on a category. */
const CATEGORY_MAX_LENGTH = 80;

/**
 * The category filter's options: every category a lead can have, as the server lists them (the six, then any other
 * stored leads have); the six until it answers. A category named in the URL is kept among them, so the filter shows it.
 */
function categoryOptions(fromServer: readonly string[] | undefined, current: string | undefined): string[] {
  const categories = fromServer ?? CATEGORIES;
  return current === undefined || categories.includes(current) ? [...categories] : [...categories, current];
}
/** The URL's param naming the lead whose timeline is open (the admins' notification emails link to it). */
export const LEAD_PARAM = 'lead';

/** The leads ticked on one list (its filters, order and page): another list starts with none. */
interface Selection {
  list: string;
  ids: ReadonlySet<string>;
}

/**
 * Product §2 'Gestione Lead': filters, search and order (applied by the server, kept in the URL with the page),
 * the table, the pager and the selection dialog; with the desk's selection and bulk actions, the CSV, and the
 * timeline drawer of the lead named in the URL.
 */
export function LeadsPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const status = parseOption(filters.status, LEAD_STATUSES);
  // Any category a lead may have, not only the six: the server filters by it as given.
  const category = filters.category?.trim().slice(0, CATEGORY_MAX_LENGTH) || undefined;
  const categories = categoryOptions(useGetLeadCategories().data?.categories, category);
  const search = filters.search?.trim() ?? '';
  const sort = parseOption(filters.sort, LEAD_SORTS) ?? DEFAULT_SORT;
  const [searchInput, setSearchInput] = useSearchInput(search, (value) => setFilter('search', value));
  const [openLead, setOpenLead] = useUrlParam(LEAD_PARAM);
  const [selecting, setSelecting] = useState<Lead | null>(null);
  const [confirmingReject, setConfirmingReject] = useState(false);

  const listQuery = { status, category, search: search || undefined, sort: sort === DEFAULT_SORT ? undefined : sort };
  const { data, error, isLoading, mutate } = useGetLeads({ ...listQuery, page });
  const bulk = useBulkLeadStatus();

  const list = JSON.stringify({ ...listQuery, page });
  const [selection, setSelection] = useState<Selection>({ list, ids: new Set() });
  const selected = selection.list === list ? selection.ids : new Set<string>();
  const leadsShown = data && !isLoading ? data.leads : [];
  // Only a pending lead can be rejected: the confirmation counts and names those, and the others are left alone.
  const rejectable = leadsShown.filter((lead) => selected.has(lead.id) && lead.status === 'pending');

  usePageInRange(page, data?.totalPages, setPage);

  function toggle(id: string) {
    const ids = new Set(selected);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    setSelection({ list, ids });
  }

  function togglePage() {
    const all = leadsShown.length > 0 && leadsShown.every((lead) => selected.has(lead.id));
    setSelection({ list, ids: all ? new Set() : new Set(leadsShown.map((lead) => lead.id)) });
  }

  async function setStatuses(bulkStatus: BulkLeadStatusBody['status'], ids: readonly string[]) {
    setConfirmingReject(false);
    try {
      const result = await bulk.trigger({ ids: [...ids], status: bulkStatus });
      const toast = bulkResultToast(result, bulkStatus, leadsShown);
      (toast.ok ? notifySuccess : notifyError)(toast.title, toast.message);
      setSelection({ list, ids: new Set() });
    } catch (failure) {
      notifyError(common.errorTitle, actionErrorMessage(failure, leadDesk.bulkError));
    }
  }

  function sortBy(column: SortColumn) {
    const next = nextSort(column, sort);
    setFilter('sort', next === DEFAULT_SORT ? undefined : next);
  }

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {copy.title}
      </Title>
      <LeadsToolbar
        search={searchInput}
        onSearchChange={setSearchInput}
        status={status}
        onStatusChange={(next) => setFilter('status', next)}
        category={category}
        categories={categories}
        onCategoryChange={(next) => setFilter('category', next)}
        exportQuery={{ status, category, search: listQuery.search, sort: listQuery.sort }}
      />
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          busy={bulk.isMutating}
          onApprove={() => void setStatuses('approved', [...selected])}
          onReject={() => setConfirmingReject(true)}
          onClear={() => setSelection({ list, ids: new Set() })}
        />
      )}
      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        rowsOf={(loaded) => loaded.leads}
        texts={copy}
        page={page}
        onPageChange={setPage}
      >
        {(leads) => (
          <LeadsTable
            leads={leads}
            selected={selected}
            onToggle={toggle}
            onTogglePage={togglePage}
            sort={sort}
            onSort={sortBy}
            onSelectBusinesses={setSelecting}
            onOpenTimeline={(lead) => setOpenLead(lead.id)}
          />
        )}
      </PagedList>
      <BusinessSelectionDialog lead={selecting} onClose={() => setSelecting(null)} />
      <LeadTimelineDrawer leadId={openLead ?? null} onClose={() => setOpenLead(undefined)} />
      <BulkRejectDialog
        opened={confirmingReject}
        rejectable={rejectable}
        skipped={selected.size - rejectable.length}
        busy={bulk.isMutating}
        onConfirm={() =>
          void setStatuses(
            'rejected',
            rejectable.map((lead) => lead.id),
          )
        }
        onCancel={() => setConfirmingReject(false)}
      />
    </Stack>
  );
}
