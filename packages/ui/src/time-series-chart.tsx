import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Axis, buildChartTheme, GlyphSeries, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';

/** One value on one calendar day (`date` is YYYY-MM-DD). */
export interface TimeSeriesPoint {
  date: string;
  value: number;
}

export interface TimeSeries {
  key: string;
  label: string;
  points: readonly TimeSeriesPoint[];
}

export interface TimeSeriesChartProps {
  series: readonly TimeSeries[];
  /** Names the chart for assistive technology (the svg's label and the data table's caption). */
  label: string;
  /** Heading of the date column of the data table read by assistive technology. */
  dateLabel: string;
  /** How a value reads on the y axis and in the tooltip, e.g. euro. */
  formatValue?: (value: number) => string;
  height?: number;
}

const COLORS = ['#096d96', '#12b886', '#f59f00', '#e64980'];
const FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const chartTheme = buildChartTheme({
  backgroundColor: '#ffffff',
  colors: COLORS,
  gridColor: '#e9ecef',
  gridColorDark: '#adb5bd',
  tickLength: 4,
  svgLabelSmall: { fill: '#495057', fontFamily: FONT, fontSize: 12 },
  svgLabelBig: { fill: '#212529', fontFamily: FONT, fontSize: 13 },
});
const MARGIN = { top: 16, right: 16, bottom: 32, left: 72 };
/** Until the container is measured (and where layout is not computed, as in tests). */
const FALLBACK_WIDTH = 640;
/** At most this many day labels on the x axis, and at least this much room for each ('dd/MM' is ~36 px). */
const MAX_X_TICKS = 10;
const MIN_TICK_SPACING_PX = 48;

// Calendar days carry no time zone: parse and print them in UTC so no day shifts.
const dayMonth = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const toUtcDate = (date: string) => new Date(`${date}T00:00:00Z`);
/** '2025-01-31' → '31/01' (the spec's axis format dd/MM). */
export const formatAxisDay = (date: string) => dayMonth.format(toUtcDate(date));
/** '2025-01-31' → '31 gen 2025' (the spec's tooltip format dd MMM yyyy). */
export const formatTooltipDay = (date: string) => longDay.format(toUtcDate(date));

const xAccessor = (point: TimeSeriesPoint) => point.date;
const yAccessor = (point: TimeSeriesPoint) => point.value;
const defaultFormat = (value: number) => value.toLocaleString('it-IT');

/** How many day labels fit on the x axis of a chart this wide, without overlapping. */
function maxTicksFor(chartWidth: number): number {
  const plotWidth = chartWidth - MARGIN.left - MARGIN.right;
  return Math.max(2, Math.min(MAX_X_TICKS, Math.floor(plotWidth / MIN_TICK_SPACING_PX)));
}

/**
 * A line chart of daily values (visx), with a tooltip per day, a legend when it draws more than one line,
 * and the same data as a hidden table. It never grows wider than its box: the day labels thin out instead.
 */
export function TimeSeriesChart({ series, label, dateLabel, formatValue = defaultFormat, height = 260 }: TimeSeriesChartProps) {
  const { ref, width } = useElementSize();
  const chartWidth = width > 0 ? width : FALLBACK_WIDTH;
  const days = series[0]?.points.map((point) => point.date) ?? [];
  const step = Math.ceil(days.length / maxTicksFor(chartWidth));
  const tickValues = days.filter((_, index) => index % step === 0);

  return (
    // `contain: inline-size`: the box takes its width from the layout, never from the chart drawn inside it
    // (a grid or flex column would otherwise grow to the first, unmeasured drawing and keep that width).
    <Box ref={ref} w="100%" style={{ overflow: 'hidden', contain: 'inline-size' }}>
      {series.length > 1 && <Legend series={series} />}
      <XYChart
        accessibilityLabel={label}
        width={chartWidth}
        height={height}
        margin={MARGIN}
        theme={chartTheme}
        xScale={{ type: 'band', paddingInner: 0.3 }}
        yScale={{ type: 'linear', nice: true, zero: true }}
      >
        <Grid columns={false} numTicks={4} />
        <Axis orientation="bottom" axisClassName="chart-axis-x" tickValues={tickValues} tickFormat={(date: string) => formatAxisDay(date)} />
        <Axis orientation="left" axisClassName="chart-axis-y" numTicks={4} tickFormat={(value: number) => formatValue(value)} />
        {series.map((line) => (
          <LineSeries
            key={line.key}
            dataKey={line.key}
            data={[...line.points]}
            xAccessor={xAccessor}
            yAccessor={yAccessor}
            strokeWidth={2}
            className="chart-line"
          />
        ))}
        {series.map((line) => (
          <GlyphSeries
            key={`${line.key}-points`}
            dataKey={`${line.key}-points`}
            data={[...line.points]}
            xAccessor={xAccessor}
            yAccessor={yAccessor}
            size={7}
            colorAccessor={() => COLORS[series.indexOf(line) % COLORS.length]}
          />
        ))}
        <Tooltip<TimeSeriesPoint>
          snapTooltipToDatumX
          snapTooltipToDatumY
          showVerticalCrosshair
          showSeriesGlyphs
          renderTooltip={({ tooltipData }) => {
            const nearest = tooltipData?.nearestDatum;
            if (!nearest) return null;
            const date = nearest.datum.date;
            return (
              <Stack gap={2}>
                <Text size="xs" fw={600}>
                  {formatTooltipDay(date)}
                </Text>
                {series.map((line, index) => {
                  const point = line.points.find((candidate) => candidate.date === date);
                  return (
                    point && (
                      <Group key={line.key} gap={6} wrap="nowrap">
                        <Box w={8} h={8} style={{ borderRadius: 4, background: COLORS[index % COLORS.length] }} />
                        <Text size="xs">
                          {line.label}: {formatValue(point.value)}
                        </Text>
                      </Group>
                    )
                  );
                })}
              </Stack>
            );
          }}
        />
      </XYChart>
      <VisuallyHidden>
        <Table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{dateLabel}</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((date) => (
              <tr key={date}>
                <th scope="row">{formatTooltipDay(date)}</th>
                {series.map((line) => {
                  const point = line.points.find((candidate) => candidate.date === date);
                  return <td key={line.key}>{point ? formatValue(point.value) : ''}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}

/** Which colour is which line: the chart's lines in order, each with its swatch. */
function Legend({ series }: { series: readonly TimeSeries[] }) {
  return (
    <Group component="ul" gap="md" p={0} m={0} mb="xs" style={{ listStyle: 'none' }} className="chart-legend">
      {series.map((line, index) => (
        <Group key={line.key} component="li" gap={6} wrap="nowrap">
          <Box w={16} h={3} style={{ borderRadius: 2, background: COLORS[index % COLORS.length] }} data-color={COLORS[index % COLORS.length]} />
          <Text size="sm">{line.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
