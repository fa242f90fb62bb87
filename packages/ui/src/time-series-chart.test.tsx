import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from './render-with-theme.tsx';
import { formatAxisDay, formatTooltipDay, TimeSeriesChart } from './time-series-chart.tsx';

const week = ['2025-03-25', '2025-03-26', '2025-03-27', '2025-03-28', '2025-03-29', '2025-03-30', '2025-03-31'];
const revenue = { key: 'revenue', label: 'Revenue', points: week.map((date, index) => ({ date, value: index * 10 })) };
const euro = (value: number) => `€ ${value}`;

describe('TimeSeriesChart', () => {
  it('formats calendar days without shifting them across time zones', () => {
    expect(formatAxisDay('2025-01-31')).toBe('31/01');
    expect(formatTooltipDay('2025-01-01')).toBe('01 gen 2025');
  });

  it('draws one line and one point per day, with dd/MM labels on the x axis', () => {
    const { container } = renderWithTheme(<TimeSeriesChart series={[revenue]} label="Revenue settimanale" dateLabel="Giorno" formatValue={euro} />);
    const svg = container.querySelector('svg[aria-label="Revenue settimanale"]');
    expect(svg).not.toBeNull();
    expect(svg?.querySelectorAll('path.chart-line')).toHaveLength(1);
    expect(svg?.querySelectorAll('circle.chart-point')).toHaveLength(7);
    const ticks = [...(svg?.querySelectorAll('.chart-axis-x .chart-tick') ?? [])].map((tick) => tick.textContent);
    expect(ticks).toEqual(['25/03', '26/03', '27/03', '28/03', '29/03', '30/03', '31/03']);
    expect(svg?.textContent).toContain('€ 60');
  });

  it('gives the same figures to assistive technology as a table', () => {
    renderWithTheme(<TimeSeriesChart series={[revenue]} label="Revenue settimanale" dateLabel="Giorno" formatValue={euro} />);
    const table = screen.getByRole('table', { name: 'Revenue settimanale' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('GiornoRevenue');
    expect(rows[7]?.textContent).toBe('31 mar 2025€ 60');
  });

  it('thins the day labels of a long range so they do not overlap', () => {
    const month = Array.from({ length: 30 }, (_, index) => ({
      date: `2025-04-${String(index + 1).padStart(2, '0')}`,
      value: index,
    }));
    const { container } = renderWithTheme(
      <TimeSeriesChart series={[{ key: 'v', label: 'Visitatori', points: month }]} label="Visite" dateLabel="Giorno" />,
    );
    const ticks = container.querySelectorAll('.chart-axis-x .chart-tick');
    expect(ticks).toHaveLength(10);
    expect(container.querySelectorAll('circle.chart-point')).toHaveLength(30);
  });

  it('names each line in a legend, in the colour of its line, when it draws more than one', () => {
    const pageViews = { key: 'pageViews', label: 'Visualizzazioni', points: week.map((date, index) => ({ date, value: index * 3 })) };
    const visitors = { key: 'visitors', label: 'Visitatori', points: week.map((date, index) => ({ date, value: index })) };
    const { container } = renderWithTheme(<TimeSeriesChart series={[visitors, pageViews]} label="Visite" dateLabel="Giorno" />);
    const legend = within(container.querySelector('.chart-legend') as HTMLElement);
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Visitatori', 'Visualizzazioni']);
    const swatches = [...container.querySelectorAll('.chart-legend [data-color]')].map((swatch) => swatch.getAttribute('data-color'));
    const strokes = [...container.querySelectorAll('path.chart-line')].map((line) => line.getAttribute('stroke'));
    expect(swatches).toEqual(strokes);
    expect(new Set(strokes).size).toBe(2);
  });

  it('draws a single line without a legend', () => {
    const { container } = renderWithTheme(<TimeSeriesChart series={[revenue]} label="Revenue" dateLabel="Giorno" />);
    expect(container.querySelector('.chart-legend')).toBeNull();
  });

  it('shows the day and its value while the pointer is over that day, and hides them when it leaves', () => {
    const { container } = renderWithTheme(<TimeSeriesChart series={[revenue]} label="Revenue" dateLabel="Giorno" formatValue={euro} />);
    const svg = container.querySelector('svg[aria-label="Revenue"]') as SVGSVGElement;
    const days = svg.querySelectorAll('rect');
    expect(days).toHaveLength(7);
    fireEvent.pointerEnter(days[6] as SVGRectElement);
    const tooltip = container.querySelector('.chart-tooltip') as HTMLElement;
    expect(within(tooltip).getByText('31 mar 2025')).toBeTruthy();
    expect(within(tooltip).getByText('Revenue: € 60')).toBeTruthy();
    fireEvent.pointerLeave(svg);
    expect(container.querySelector('.chart-tooltip')).toBeNull();
  });
});
