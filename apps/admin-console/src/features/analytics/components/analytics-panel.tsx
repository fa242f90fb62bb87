import { Grid, Group, Stack, Title } from '@mantine/core';
import { adminAnalytics as copy } from '@trovapro/copy';
import { DateRangePicker, LoadError, type DateRange } from '@trovapro/ui';
import { useState } from 'react';
import { useDevices, useGeo, useRealtimeVisitors, useTopPages, useTrafficSources, useTrend, useVisitorsSummary } from '../api/use-analytics.ts';
import { DEFAULT_RANGE_DAYS, lastDays, romeDay } from '../utils/default-range.ts';
import { AnalyticsCards } from './analytics-cards.tsx';
import { StatList } from './stat-list.tsx';
import { TrendChart } from './trend-chart.tsx';

const countryNames = new Intl.DisplayNames(['it'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Product §2 Analytics tab: a period (default the last 7 days), the cards, the daily chart and the lists. */
export function AnalyticsPanel() {
  const [range, setRange] = useState<DateRange>(() => lastDays(DEFAULT_RANGE_DAYS));
  const summary = useVisitorsSummary(range);
  const realtime = useRealtimeVisitors();
  const trend = useTrend(range);
  const pages = useTopPages(range);
  const sources = useTrafficSources(range);
  const devices = useDevices(range);
  const geo = useGeo(range);
  const queries = [summary, trend, pages, sources, devices, geo];
  const failed = queries.some((query) => query.error !== undefined && query.data === undefined);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="h3">
          {copy.title}
        </Title>
        <DateRangePicker
          label={copy.rangeLabel}
          placeholder={copy.rangePlaceholder}
          value={range}
          onChange={setRange}
          maxDate={romeDay(new Date())}
        />
      </Group>
      {failed && <LoadError message={copy.loadError} onRetry={() => queries.forEach((query) => void query.mutate())} />}
      <AnalyticsCards summary={summary.data} realtime={realtime.data} />
      <TrendChart points={trend.data} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <StatList
            title={copy.topPages}
            labelHeader={copy.pageColumn}
            countHeader={copy.viewsColumn}
            rows={pages.data?.map((row) => ({ key: row.path, label: row.path, count: row.views }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <StatList
            title={copy.trafficSources}
            labelHeader={copy.sourceColumn}
            countHeader={copy.visitsColumn}
            rows={sources.data?.map((row) => ({ key: row.source, label: row.source, count: row.count }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <StatList
            title={copy.devices}
            labelHeader={copy.devices}
            countHeader={copy.visitsColumn}
            rows={devices.data?.devices.map((row) => ({ key: row.device, label: copy.deviceNames[row.device] ?? row.device, count: row.count }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <StatList
            title={copy.browsers}
            labelHeader={copy.browsers}
            countHeader={copy.visitsColumn}
            rows={devices.data?.browsers.map((row) => ({ key: row.browser, label: row.browser, count: row.count }))}
          />
        </Grid.Col>
        {geo.data !== undefined && geo.data.length > 0 && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <StatList
              title={copy.geo}
              labelHeader={copy.countryColumn}
              countHeader={copy.visitsColumn}
              rows={geo.data.map((row) => ({
                key: row.country ?? 'unknown',
                label: row.country === null ? copy.unknownCountry : countryName(row.country),
                count: row.count,
              }))}
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
