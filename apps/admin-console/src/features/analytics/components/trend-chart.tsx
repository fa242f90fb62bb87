import { Center, Paper, Skeleton, Text, Title } from '@mantine/core';
import { adminAnalytics as copy } from '@trovapro/copy';
import type { TrendPoint } from '@trovapro/domain';
import { TimeSeriesChart } from '@trovapro/ui';

const CHART_HEIGHT = 280;

/** Visitors and page views per day; the product's empty state when the range has none. */
export function TrendChart({ points }: { points: readonly TrendPoint[] | undefined }) {
  const empty = points?.every((point) => point.visitors === 0 && point.pageViews === 0);
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} fz="md" mb="md">
        {copy.trendTitle}
      </Title>
      {points === undefined ? (
        <Skeleton height={CHART_HEIGHT} />
      ) : empty ? (
        <Center h={CHART_HEIGHT}>
          <Text c="dimmed">{copy.noData}</Text>
        </Center>
      ) : (
        <TimeSeriesChart
          label={copy.trendLabel}
          dateLabel={copy.trendDate}
          height={CHART_HEIGHT}
          series={[
            { key: 'visitors', label: copy.visitorsSeries, points: points.map((point) => ({ date: point.date, value: point.visitors })) },
            { key: 'pageViews', label: copy.pageViewsSeries, points: points.map((point) => ({ date: point.date, value: point.pageViews })) },
          ]}
        />
      )}
    </Paper>
  );
}
