import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconActivity, IconArrowBackUp, IconEye, IconUsers } from '@tabler/icons-react';
import { adminAnalytics as copy, formatNumber } from '@trovapro/copy';
import type { AnalyticsRealtime, AnalyticsSummary } from '@trovapro/domain';
import { StatCard } from '@trovapro/ui';

/** The four cards: online now, visitors (with unique), page views (with the average), bounce rate. */
export function AnalyticsCards({ summary, realtime }: { summary: AnalyticsSummary | undefined; realtime: AnalyticsRealtime | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {realtime ? (
        <StatCard
          title={copy.onlineVisitors}
          value={formatNumber(realtime.activeVisitors)}
          badge={copy.onlineVisitorsHint}
          icon={<IconActivity size={20} />}
        />
      ) : (
        <Skeleton height={124} radius="md" />
      )}
      {summary ? (
        <>
          <StatCard
            title={copy.totalVisitors}
            value={formatNumber(summary.totalVisitors)}
            badge={copy.uniqueVisitors(formatNumber(summary.uniqueVisitors))}
            icon={<IconUsers size={20} />}
          />
          <StatCard
            title={copy.pageViews}
            value={formatNumber(summary.pageViews)}
            badge={copy.avgPageViews(formatNumber(summary.avgPageViews, 1))}
            icon={<IconEye size={20} />}
          />
          <StatCard
            title={copy.bounceRate}
            value={`${formatNumber(summary.bounceRate, 1)}%`}
            badge={copy.bounceRateHint}
            icon={<IconArrowBackUp size={20} />}
          />
        </>
      ) : (
        Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height={124} radius="md" />)
      )}
    </SimpleGrid>
  );
}
