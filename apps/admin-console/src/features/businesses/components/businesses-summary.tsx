import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconBuildingStore, IconCurrencyEuro, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { adminBusinesses as copy, formatEuro, formatNumber } from '@trovapro/copy';
import type { BusinessSummary } from '@trovapro/domain';
import { StatCard } from '@trovapro/ui';

/** The tab's four cards (product §2), skeletons until the list's summary arrives. */
export function BusinessesSummary({ summary }: { summary: BusinessSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {summary ? (
        <>
          <StatCard title={copy.totalBusinesses} value={formatNumber(summary.totalBusinesses)} icon={<IconUsers size={20} />} />
          <StatCard title={copy.activeBusinesses} value={formatNumber(summary.activeBusinesses)} icon={<IconBuildingStore size={20} />} />
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
  );
}
