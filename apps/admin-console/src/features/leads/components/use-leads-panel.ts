import { useState } from 'react';
import { common, leadDesk } from '@trovapro/copy';
import { CATEGORIES, LEAD_SORTS, LEAD_STATUSES, type BulkLeadStatusBody, type Lead, type LeadSort } from '@trovapro/domain';
import { notifyError, notifySuccess, useSearchInput } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { parseOption, useListParams, useUrlParam } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useBulkLeadStatus } from '../api/use-bulk-lead-status.ts';
import { useGetLeadCategories } from '../api/use-get-lead-categories.ts';
import { useGetLeads } from '../api/use-get-leads.ts';
import { bulkResultToast } from '../utils/bulk-result.ts';
import { nextSort, type SortColumn } from '../utils/lead-sort.ts';
import type { LeadsToolbarProps } from './leads-toolbar.tsx';

const FILTERS = ['status', 'category', 'search', 'sort', 'view', 'from', 'to'] as const;
/** Issue 35 §4: «Coda», the pending leads oldest first. */
export const QUEUE_VIEW = 'queue';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A yyyy-MM-dd day of the URL that is a real day, else undefined. */
function parseDay(value: string | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : undefined;
}
const DEFAULT_SORT: LeadSort = 'newest';
/** The API's limit on a category. */
const CATEGORY_MAX_LENGTH = 80;

/** The URL's param naming the lead whose timeline is open (the admins' notification emails link to it). */
export const LEAD_PARAM = 'lead';

/**
 * The category filter's options: every category a lead can have, as the server lists them (the six, then any other
 * stored leads have); the six until it answers. A category named in the URL is kept among them, so the filter shows it.
 */
function categoryOptions(fromServer: readonly string[] | undefined, current: string | undefined): string[] {
  const categories = fromServer ?? CATEGORIES;
  return current === undefined || categories.includes(current) ? [...categories] : [...categories, current];
}

/** The leads ticked on one list (its filters, order and page): another list starts with none. */
interface Selection {
  list: string;
  ids: ReadonlySet<string>;
}

/**
 * The leads desk's state and actions (product §2 'Gestione Lead'): filters, search, order and page (applied by the
 * server, kept in the URL), the list, the selection (one list's: other filters or another page start with none), the
 * bulk approve and reject, the lead whose businesses are being chosen and the lead whose timeline is open (in the
 * URL). The bulk write's pending state is its mutation's own.
 */
export function useLeadsPanel() {
  const { filters, page, setFilter, setFilters, setPage } = useListParams(FILTERS);
  const queue = filters.view === QUEUE_VIEW;
  // The queue is the pending leads, oldest first, whatever the status and order chosen before.
  const status = queue ? 'pending' : parseOption(filters.status, LEAD_STATUSES);
  const createdFrom = parseDay(filters.from);
  const createdTo = parseDay(filters.to);
  // Any category a lead may have, not only the six: the server filters by it as given.
  const category = filters.category?.trim().slice(0, CATEGORY_MAX_LENGTH) || undefined;
  const categories = categoryOptions(useGetLeadCategories().data?.categories, category);
  const search = filters.search?.trim() ?? '';
  const sort = queue ? 'oldest' : (parseOption(filters.sort, LEAD_SORTS) ?? DEFAULT_SORT);
  const [searchInput, setSearchInput] = useSearchInput(search, (value) => setFilter('search', value));
  const [openLead, setOpenLead] = useUrlParam(LEAD_PARAM);
  const [selecting, setSelecting] = useState<Lead | null>(null);
  const [confirmingReject, setConfirmingReject] = useState(false);

  const listQuery = { status, category, search: search || undefined, sort: sort === DEFAULT_SORT ? undefined : sort, createdFrom, createdTo };
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
    // Another order leaves the queue (which is oldest first) for the list, pending leads still.
    if (queue) {
      setView(undefined, { status: 'pending', sort: next === DEFAULT_SORT ? undefined : next });
      return;
    }
    setFilter('sort', next === DEFAULT_SORT ? undefined : next);
  }

  /** «Coda» or «Tutte»: the queue drops the status and order of the list, and the list starts from all leads. */
  function setView(view: typeof QUEUE_VIEW | undefined, keep: { status?: string; sort?: string } = {}) {
    setFilters({ view, status: keep.status, sort: keep.sort });
  }

  const toolbar: LeadsToolbarProps = {
    search: searchInput,
    onSearchChange: setSearchInput,
    status,
    onStatusChange: (next) => (queue ? setView(undefined, { status: next }) : setFilter('status', next)),
    queue,
    onQueueChange: (next) => setView(next ? QUEUE_VIEW : undefined),
    createdFrom,
    createdTo,
    onCreatedFromChange: (next) => setFilter('from', next),
    onCreatedToChange: (next) => setFilter('to', next),
    category,
    categories,
    onCategoryChange: (next) => setFilter('category', next),
    exportQuery: { status, category, search: listQuery.search, sort: listQuery.sort, createdFrom, createdTo },
  };

  return {
    toolbar,
    list: { data, error, isLoading, retry: () => void mutate() },
    page,
    setPage,
    sort,
    sortBy,
    selected,
    toggle,
    togglePage,
    clearSelection: () => setSelection({ list, ids: new Set() }),
    busy: bulk.isMutating,
    approveSelected: () => void setStatuses('approved', [...selected]),
    rejectable,
    confirmingReject,
    askToReject: () => setConfirmingReject(true),
    confirmReject: () =>
      void setStatuses(
        'rejected',
        rejectable.map((lead) => lead.id),
      ),
    cancelReject: () => setConfirmingReject(false),
    selecting,
    setSelecting,
    openLead: openLead ?? null,
    openTimeline: (lead: Lead) => setOpenLead(lead.id),
    openLeadById: (id: string) => setOpenLead(id),
    closeTimeline: () => setOpenLead(undefined),
  };
}
