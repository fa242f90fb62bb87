import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { adminBusinesses as copy, partnerDesk } from '@trovapro/copy';
import { CATEGORIES, routes, type Business } from '@trovapro/domain';
import { PagedList } from '@trovapro/ui';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useSearchInput } from '../../../lib/use-search-input.ts';
import { useGetBusinesses } from '../api/use-get-businesses.ts';
import { BusinessDetailDrawer } from './business-detail-drawer.tsx';
import { BusinessFormDialog } from './business-form-dialog.tsx';
import { BusinessesSummary } from './businesses-summary.tsx';
import { BusinessesTable } from './businesses-table.tsx';

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }));
const FILTERS = ['category', 'search'] as const;
/** The API's limit on a search. */
const SEARCH_MAX_LENGTH = 100;

/**
 * Spec §2 'Aziende Partner': the four cards, the category filter and the search (in the URL), the add dialog and
 * the table; with the partner's details, its edit dialog, pause/activate, and the purchases CSV.
 */
export function BusinessesPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const category = parseOption(filters.category, CATEGORIES);
  const search = filters.search?.trim() ?? '';
  const [searchInput, setSearchInput] = useSearchInput(search, (value) => setFilter('search', value));
  const [adding, { open: openAdd, close: closeAdd }] = useDisclosure(false);
  const [editing, setEditing] = useState<Business | null>(null);
  const [details, setDetails] = useState<Business | null>(null);
  const { data, error, isLoading, mutate } = useGetBusinesses({ category, search: search || undefined, page });
  const revalidate = () => void mutate();

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
        onRetry={revalidate}
        rowsOf={(loaded) => loaded.businesses}
        texts={copy}
        page={page}
        onPageChange={setPage}
        header={
          <>
            <BusinessesSummary summary={data?.summary} />
            <Group align="flex-end" gap="md">
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
        {(businesses) => <BusinessesTable businesses={businesses} onDetails={setDetails} onEdit={setEditing} onChanged={revalidate} />}
      </PagedList>
      <BusinessFormDialog opened={adding} onClose={closeAdd} onSaved={revalidate} />
      <BusinessFormDialog opened={editing !== null} business={editing} onClose={() => setEditing(null)} onSaved={revalidate} />
      <BusinessDetailDrawer business={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
