import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconCurrencyEuro, IconPlus, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { adminBusinesses as copy, formatEuro, formatNumber } from '@trovapro/copy';
import { CATEGORIES } from '@trovapro/domain';
import { LoadError, Pager, StatCard, TableSkeleton } from '@trovapro/ui';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useGetBusinesses } from '../api/use-get-businesses.ts';
import { AddBusinessDialog } from './add-business-dialog.tsx';
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

  const summary = data?.summary;
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
      {error && !data ? (
        <LoadError message={copy.loadError} onRetry={revalidate} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
            {summary ? (
              <>
                <StatCard title={copy.totalBusinesses} value={formatNumber(summary.totalBusinesses)} icon={<IconUsers size={20} />} />
                <StatCard
                  title={copy.activeBusinesses}
                  value={formatNumber(summary.activeBusinesses)}
                  icon={<IconBuildingStore size={20} />}
                />
                <StatCard title={copy.totalRevenue} value={formatEuro(summary.totalRevenue)} icon={<IconCurrencyEuro size={20} />} />
                <StatCard
                  title={copy.averagePurchases}
                  value={formatNumber(Number(summary.averagePurchases), summary.averagePurchases.includes('.') ? 1 : 0)}
                  icon={<IconShoppingCart size={20} />}
                />
              </>
            ) : (
              Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={98} radius="md" />)
            )}
          </SimpleGrid>
          <FilterSelect
            label={copy.categoryFilter}
            allLabel={copy.allCategories}
            options={CATEGORY_OPTIONS}
            value={category}
            onChange={(next) => setFilter('category', next)}
          />
          {isLoading || !data ? (
            <TableSkeleton />
          ) : data.businesses.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {copy.empty}
            </Text>
          ) : (
            <>
              <BusinessesTable businesses={data.businesses} />
              <Pager page={page} totalPages={data.totalPages} onChange={setPage} totalLabel={copy.total(data.total)} />
            </>
          )}
        </>
      )}
      <AddBusinessDialog opened={adding} onClose={closeAdd} onAdded={revalidate} />
    </Stack>
  );
}
