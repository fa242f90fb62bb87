import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { adminBusinesses as copy } from '@trovapro/copy';
import { CATEGORIES } from '@trovapro/domain';
import { PagedList } from '@trovapro/ui';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useGetBusinesses } from '../api/use-get-businesses.ts';
import { AddBusinessDialog } from './add-business-dialog.tsx';
import { BusinessesSummary } from './businesses-summary.tsx';
import { BusinessesTable } from './businesses-table.tsx';

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }));
const FILTERS = ['category'] as const;

/** Spec §2 'Aziende Partner': the four cards, the category filter (in the URL), the add dialog and the table. */
export function BusinessesPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const category = parseOption(filters.category, CATEGORIES);
  const [adding, { open: openAdd, close: closeAdd }] = useDisclosure(false);
  const { data, error, isLoading, mutate } = useGetBusinesses({ category, page });
  const revalidate = () => void mutate();

  usePageInRange(page, data?.totalPages, setPage);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} fz="h3">
          {copy.title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
          {copy.add}
        </Button>
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
            <FilterSelect
              label={copy.categoryFilter}
              allLabel={copy.allCategories}
              options={CATEGORY_OPTIONS}
              value={category}
              onChange={(next) => setFilter('category', next)}
            />
          </>
        }
      >
        {(businesses) => <BusinessesTable businesses={businesses} />}
      </PagedList>
      <AddBusinessDialog opened={adding} onClose={closeAdd} onAdded={revalidate} />
    </Stack>
  );
}
