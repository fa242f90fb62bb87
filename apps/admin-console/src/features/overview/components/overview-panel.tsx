import { Grid, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconBuildingStore, IconCurrencyEuro, IconTrendingUp, IconUsers } from '@tabler/icons-react';
import { adminOverview as copy, formatEuro, formatNumber } from '@trovapro/copy';
import { LoadError, StatCard } from '@trovapro/ui';
import { useGetDashboardStats } from '../api/use-get-dashboard-stats.ts';
import { RecentActivity } from './recent-activity.tsx';
import { RevenueChart } from './revenue-chart.tsx';

type Card = keyof typeof copy.hints;
const hintOf = (card: Card) => ({ label: copy.hintLabel(copy[card]), text: copy.hints[card] });

/**
 * Product §2 Overview: today's four figures (each explained in a tooltip), the last 7 days of revenue, and the
 * recent activity.
 */
export function OverviewPanel() {
  const { data: stats, error, isLoading, mutate } = useGetDashboardStats();

  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {copy.title}
      </Title>
      {error && !stats ? (
        <LoadError message={copy.loadError} onRetry={() => void mutate()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
            {isLoading || !stats ? (
              Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={124} radius="md" />)
            ) : (
              <>
                <StatCard
                  title={copy.todayLeads}
                  value={formatNumber(stats.todayLeads)}
                  badge={copy.fixedBadges.todayLeads}
                  hint={hintOf('todayLeads')}
                  icon={<IconUsers size={20} />}
                />
                <StatCard
                  title={copy.todayRevenue}
                  value={formatEuro(stats.todayRevenue)}
                  badge={copy.fixedBadges.todayRevenue}
                  hint={hintOf('todayRevenue')}
                  icon={<IconCurrencyEuro size={20} />}
                />
                <StatCard
                  title={copy.conversionRate}
                  value={`${formatNumber(stats.conversionRate, 1)}%`}
                  badge={copy.fixedBadges.conversionRate}
                  hint={hintOf('conversionRate')}
                  icon={<IconTrendingUp size={20} />}
                />
                <StatCard
                  title={copy.activeBusinesses}
                  value={formatNumber(stats.activeBusinesses)}
                  badge={copy.fixedBadges.activeBusinesses}
                  hint={hintOf('activeBusinesses')}
                  icon={<IconBuildingStore size={20} />}
                />
              </>
            )}
          </SimpleGrid>
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <RevenueChart points={stats?.revenueLast7Days} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <RecentActivity />
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
