import { Paper, Skeleton, Title } from '@mantine/core';
import { adminOverview as copy, formatEuro } from '@trovapro/copy';
import { moneyToCents, type RevenuePoint } from '@trovapro/domain';
import { TimeSeriesChart } from '@trovapro/ui';

const CHART_HEIGHT = 260;

/** The revenue of the last 7 days (paid purchases), one point a day; undefined while loading. */
export function RevenueChart({ points }: { points: readonly RevenuePoint[] | undefined }) {
  return (
    <Paper withBorder p="lg" radius="md" h="100%">
      <Title order={3} fz="md" mb="md">
        {copy.revenueChartTitle}
      </Title>
      {points ? (
        <TimeSeriesChart
          label={copy.revenueChartLabel}
          dateLabel={copy.revenueChartDate}
          height={CHART_HEIGHT}
          formatValue={formatEuro}
          series={[
            {
              key: 'revenue',
              label: copy.revenueSeries,
              // Euro from the API's decimal strings through integer cents: no float parsing of money.
              points: points.map((point) => ({ date: point.date, value: moneyToCents(point.revenue) / 100 })),
            },
          ]}
        />
      ) : (
        <Skeleton height={CHART_HEIGHT} />
      )}
    </Paper>
  );
}
