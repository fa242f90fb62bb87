import { Badge, Button, Group, SegmentedControl, Stack, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { adminBusinesses as copy, partnerApproval, partnerDesk } from '@trovapro/copy';
import { CATEGORIES, routes, type Business, type PartnerApproval } from '@trovapro/domain';
import { PagedList, useSearchInput } from '@trovapro/ui';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useGetBusinesses } from '../api/use-get-businesses.ts';
import { BusinessDetailDrawer } from './business-detail-drawer.tsx';
import { BusinessFormDialog } from './business-form-dialog.tsx';
import { BusinessesSummary } from './businesses-summary.tsx';
import { BusinessesTable } from './businesses-table.tsx';
import { PendingSignupsTable } from './pending-signups-table.tsx';

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }));
const FILTERS = ['category', 'search', 'approval'] as const;
/** The views besides the default one (every partner but the refused ones), as the URL's `approval`. */
const APPROVAL_VIEWS = ['pending', 'refused'] as const satisfies readonly PartnerApproval[];
type View = (typeof APPROVAL_VIEWS)[number] | 'all';
/** The API's limit on a search. */
const SEARCH_MAX_LENGTH = 100;

/**
 * Product §2 'Aziende Partner': the four cards, the category filter and the search (in the URL), the add dialog and
 * the table; with the partner's details, its edit dialog, pause/activate, and the purchases CSV. Issue 20: the
 * views «Tutte», «Da approvare» (the sign-ups waiting, their count as a badge) and «Rifiutate», in the URL too.
 */
export function BusinessesPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const category = parseOption(filters.category, CATEGORIES);
  const approval = parseOption(filters.approval, APPROVAL_VIEWS);
  const view: View = approval ?? 'all';
  const search = filters.search?.trim() ?? '';
  const [searchInput, setSearchInput] = useSearchInput(search, (value) => setFilter('search', value));
  const [adding, { open: openAdd, close: closeAdd }] = useDisclosure(false);
  const [editing, setEditing] = useState<Business | null>(null);
  const [details, setDetails] = useState<Business | null>(null);
  const { data, error, isLoading, mutate } = useGetBusinesses({ category, search: search || undefined, approval, page });

  usePageInRange(page, data?.totalPages, setPage);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz="h3">
          {copy.title}
        </Title>
        <Group gap="sm">
          <Button
            component="a"
            href={routes.adminExportPurchases.path}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {partnerDesk.exportPurchases}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
            {copy.add}
          </Button>
        </Group>
      </Group>
      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        rowsOf={(loaded) => loaded.businesses}
        texts={VIEW_TEXTS[view]}
        page={page}
        onPageChange={setPage}
        header={
          <>
            <BusinessesSummary summary={data?.summary} />
            <Group align="flex-end" gap="md">
              <SegmentedControl
                aria-label={partnerApproval.viewsLabel}
                value={view}
                onChange={(next) => setFilter('approval', parseOption(next, APPROVAL_VIEWS))}
                data={[
                  { value: 'all', label: partnerApproval.views.all },
                  { value: 'pending', label: <PendingLabel count={data?.summary.pendingApproval} /> },
                  { value: 'refused', label: partnerApproval.views.refused },
                ]}
                w={{ base: '100%', sm: 'auto' }}
              />
              <TextInput
                aria-label={partnerDesk.searchLabel}
                placeholder={partnerDesk.searchPlaceholder}
                leftSection={<IconSearch size={16} aria-hidden />}
                type="search"
                maxLength={SEARCH_MAX_LENGTH}
                value={searchInput}
                onChange={(event) => setSearchInput(event.currentTarget.value)}
                w={{ base: '100%', sm: 320 }}
              />
              <FilterSelect
                label={copy.categoryFilter}
                allLabel={copy.allCategories}
                options={CATEGORY_OPTIONS}
                value={category}
                onChange={(next) => setFilter('category', next)}
              />
            </Group>
          </>
        }
      >
        {(businesses) =>
          view === 'pending' ? (
            <PendingSignupsTable businesses={businesses} onDetails={setDetails} />
          ) : (
            <BusinessesTable businesses={businesses} onDetails={setDetails} onEdit={setEditing} />
          )
        }
      </PagedList>
      <BusinessFormDialog opened={adding} onClose={closeAdd} />
      <BusinessFormDialog opened={editing !== null} business={editing} onClose={() => setEditing(null)} />
      <BusinessDetailDrawer business={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}

/** Each view's empty text and total; a load error is the list's own. */
const VIEW_TEXTS = {
  all: copy,
  pending: { ...copy, empty: partnerApproval.pendingEmpty, total: partnerApproval.pendingTotal },
  refused: { ...copy, empty: partnerApproval.refusedEmpty },
} satisfies Record<View, unknown>;

/** «Da approvare» with the sign-ups waiting as a badge, whatever view is shown; none while there are none. */
function PendingLabel({ count }: { count: number | undefined }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      <span>{partnerApproval.views.pending}</span>
      {count !== undefined && count > 0 && (
        <Badge size="sm" color="orange" variant="filled" circle={count < 10} aria-hidden>
          {count}
        </Badge>
      )}
      {count !== undefined && count > 0 && <VisuallyHidden>{partnerApproval.pendingCount(count)}</VisuallyHidden>}
    </Group>
  );
}
