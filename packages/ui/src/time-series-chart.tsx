import { Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { niceTicks } from './nice-ticks.ts';

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
const GRID_COLOR = '#e9ecef';
const AXIS_COLOR = '#adb5bd';
const LABEL_COLOR = '#495057';
const FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const MARGIN = { top: 16, right: 16, bottom: 32, left: 72 };
/** Until the container is measured (and where layout is not computed, as in tests). */
const FALLBACK_WIDTH = 640;
/** At most this many day labels on the x axis, and at least this much room for each ('dd/MM' is ~36 px). */
const MAX_X_TICKS = 10;
const MIN_TICK_SPACING_PX = 48;
const Y_TICKS = 4;
const POINT_RADIUS = 3.5;

// Calendar days carry no time zone: parse and print them in UTC so no day shifts.
const dayMonth = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const toUtcDate = (date: string) => new Date(`${date}T00:00:00Z`);
/** '2025-01-31' → '31/01' (the product's axis format dd/MM). */
export const formatAxisDay = (date: string) => dayMonth.format(toUtcDate(date));
/** '2025-01-31' → '31 gen 2025' (the product's tooltip format dd MMM yyyy). */
export const formatTooltipDay = (date: string) => longDay.format(toUtcDate(date));

const defaultFormat = (value: number) => value.toLocaleString('it-IT');

/** How many day labels fit on the x axis of a chart this wide, without overlapping. */
function maxTicksFor(chartWidth: number): number {
  const plotWidth = chartWidth - MARGIN.left - MARGIN.right;
  return Math.max(2, Math.min(MAX_X_TICKS, Math.floor(plotWidth / MIN_TICK_SPACING_PX)));
}

/**
 * A line chart of daily values, drawn as plain SVG (no charting library: it sits on the console's first screen,
 * whose JavaScript has a budget, issue 30), with a tooltip per day, a legend when it draws more than one line, and
 * the same data as a hidden table. It never grows wider than its box: the day labels thin out instead.
 */
export function TimeSeriesChart({ series, label, dateLabel, formatValue = defaultFormat, height = 260 }: TimeSeriesChartProps) {
  const { ref, width } = useElementSize();
  const [hovered, setHovered] = useState<number | null>(null);
  const chartWidth = width > 0 ? width : FALLBACK_WIDTH;
  const days = series[0]?.points.map((point) => point.date) ?? [];
  const step = Math.ceil(days.length / maxTicksFor(chartWidth));

  // Days are bands across the plot, each point in the middle of its band; values start from zero.
  const plotWidth = Math.max(0, chartWidth - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const band = days.length > 0 ? plotWidth / days.length : plotWidth;
  const xOf = (index: number) => MARGIN.left + band * (index + 0.5);
  const yTicks = niceTicks(Math.max(0, ...series.flatMap((line) => line.points.map((point) => point.value))), Y_TICKS);
  const yMax = yTicks.at(-1) || 1;
  const yOf = (value: number) => MARGIN.top + plotHeight - (value / yMax) * plotHeight;
  const valueOn = (line: TimeSeries, date: string) => line.points.find((point) => point.date === date)?.value;
  const hoveredDay = hovered === null ? undefined : days[hovered];

  return (
    // `contain: inline-size`: the box takes its width from the layout, never from the chart drawn inside it
    // (a grid or flex column would otherwise grow to the first, unmeasured drawing and keep that width).
    <Box ref={ref} w="100%" pos="relative" style={{ overflow: 'hidden', contain: 'inline-size' }}>
      {series.length > 1 && <Legend series={series} />}
      <svg
        width={chartWidth}
        height={height}
        role="img"
        aria-label={label}
        style={{ display: 'block', fontFamily: FONT }}
        onPointerLeave={() => setHovered(null)}
      >
        <g className="chart-grid">
          {yTicks.map((tick) => (
            <line key={tick} x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={yOf(tick)} y2={yOf(tick)} stroke={GRID_COLOR} />
          ))}
        </g>
        <g className="chart-axis-y">
          {yTicks.map((tick) => (
            <g key={tick} className="chart-tick">
              <text x={MARGIN.left - 8} y={yOf(tick)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill={LABEL_COLOR}>
                {formatValue(tick)}
              </text>
            </g>
          ))}
        </g>
        <g className="chart-axis-x">
          <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={MARGIN.top + plotHeight} y2={MARGIN.top + plotHeight} stroke={AXIS_COLOR} />
          {days.map((date, index) =>
            index % step === 0 ? (
              <g key={date} className="chart-tick">
                <line x1={xOf(index)} x2={xOf(index)} y1={MARGIN.top + plotHeight} y2={MARGIN.top + plotHeight + 4} stroke={AXIS_COLOR} />
                <text x={xOf(index)} y={MARGIN.top + plotHeight + 18} textAnchor="middle" fontSize={12} fill={LABEL_COLOR}>
                  {formatAxisDay(date)}
                </text>
              </g>
            ) : null,
          )}
        </g>
        {hovered !== null && (
          <line
            className="chart-crosshair"
            x1={xOf(hovered)}
            x2={xOf(hovered)}
            y1={MARGIN.top}
            y2={MARGIN.top + plotHeight}
            stroke={AXIS_COLOR}
            strokeDasharray="4 4"
          />
        )}
        {series.map((line, index) => (
          <path
            key={line.key}
            className="chart-line"
            d={line.points
              .map((point, pointIndex) => `${pointIndex === 0 ? 'M' : 'L'}${xOf(days.indexOf(point.date))},${yOf(point.value)}`)
              .join(' ')}
            fill="none"
            stroke={COLORS[index % COLORS.length]}
            strokeWidth={2}
          />
        ))}
        {series.map((line, index) =>
          line.points.map((point) => (
            <circle
              key={`${line.key}-${point.date}`}
              className="chart-point"
              cx={xOf(days.indexOf(point.date))}
              cy={yOf(point.value)}
              r={days[hovered ?? -1] === point.date ? POINT_RADIUS + 1.5 : POINT_RADIUS}
              fill={COLORS[index % COLORS.length]}
            />
          )),
        )}
        {/* One hover area per day, the whole height of the plot: the tooltip follows the day under the pointer. */}
        {days.map((date, index) => (
          <rect
            key={date}
            x={MARGIN.left + band * index}
            y={MARGIN.top}
            width={band}
            height={plotHeight}
            fill="transparent"
            onPointerEnter={() => setHovered(index)}
          />
        ))}
      </svg>
      {hovered !== null && hoveredDay !== undefined && (
        <Paper
          className="chart-tooltip"
          shadow="sm"
          withBorder
          p={6}
          pos="absolute"
          top={MARGIN.top}
          style={{
            pointerEvents: 'none',
            ...(xOf(hovered) > chartWidth / 2 ? { right: chartWidth - xOf(hovered) + 8 } : { left: xOf(hovered) + 8 }),
          }}
          aria-hidden
        >
          <Stack gap={2}>
            <Text size="xs" fw={600}>
              {formatTooltipDay(hoveredDay)}
            </Text>
            {series.map((line, index) => {
              const value = valueOn(line, hoveredDay);
              return (
                value !== undefined && (
                  <Group key={line.key} gap={6} wrap="nowrap">
                    <Box w={8} h={8} style={{ borderRadius: 4, background: COLORS[index % COLORS.length] }} />
                    <Text size="xs">
                      {line.label}: {formatValue(value)}
                    </Text>
                  </Group>
                )
              );
            })}
          </Stack>
        </Paper>
      )}
      {/* A plain table: it is never seen, so Mantine's Table (and its scroll container) would be weight for nothing. */}
      <VisuallyHidden>
        <table>
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
                  const value = valueOn(line, date);
                  return <td key={line.key}>{value === undefined ? '' : formatValue(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
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
