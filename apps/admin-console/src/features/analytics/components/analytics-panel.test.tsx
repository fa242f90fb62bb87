import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { startFakeAnalyticsApi, type FakeAnalyticsApi } from '../test/fake-analytics-api.ts';
import { lastDays } from '../utils/default-range.ts';
import { AnalyticsPanel } from './analytics-panel.tsx';

let api: FakeAnalyticsApi;
beforeEach(async () => {
  api = await startFakeAnalyticsApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

/** The value shown under a card's title, and the card's badge. */
const card = (title: string) => {
  const value = screen.getByText(title).nextElementSibling;
  return { value: value?.textContent, badge: value?.closest('.mantine-Card-root')?.querySelector('.mantine-Badge-root')?.textContent };
};
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

function fillWeek(api: FakeAnalyticsApi) {
  const week = lastDays(7);
  api.data.summary = { totalVisitors: 1250, uniqueVisitors: 980, pageViews: 3420, avgPageViews: 3.5, bounceRate: 42.5 };
  api.data.activeVisitors = 7;
  api.data.pages = [
    { path: '/', views: 2000 },
    { path: '/blog/come-scegliere-un-idraulico', views: 420 },
  ];
  api.data.sources = [
    { source: 'Diretto', count: 700 },
    { source: 'google.com', count: 400 },
  ];
  api.data.devices = {
    devices: [
      { device: 'desktop', count: 800 },
      { device: 'mobile', count: 400 },
      { device: 'tablet', count: 50 },
    ],
    browsers: [{ browser: 'Chrome', count: 900 }],
  };
  api.data.geo = [
    { country: 'IT', count: 1100 },
    { country: null, count: 150 },
  ];
  api.data.days = { [week.endDate]: { visitors: 120, pageViews: 400 } };
  return week;
}

describe('analytics tab', () => {
  it('asks for the last 7 days up to today and shows the cards, the chart and the lists', async () => {
    const week = fillWeek(api);
    const { container } = renderSignedIn(<AnalyticsPanel />, api);
    await screen.findByText('1.250');
    await waitFor(() =>
      expect(rowsOf('Pagine più visitate')).toEqual([
        ['/', '2.000'],
        ['/blog/come-scegliere-un-idraulico', '420'],
      ]),
    );

    await waitFor(() => expect(new Set(api.calls.map((call) => call.route)).size).toBe(7));
    for (const call of api.calls.filter((call) => call.route !== 'adminAnalyticsRealtime')) {
      expect(Object.fromEntries(call.query)).toMatchObject({ startDate: week.startDate, endDate: week.endDate });
    }
    expect(api.calls.find((call) => call.route === 'adminAnalyticsPages')?.query.get('limit')).toBe('10');
    const [start, end] = [week.startDate, week.endDate].map((day) => day.split('-').reverse().join('/'));
    expect(screen.getByRole('button', { name: 'Periodo' }).textContent).toBe(`${start} - ${end}`);

    expect(card('Visitatori Online')).toEqual({ value: '7', badge: 'attivi negli ultimi 5 minuti' });
    expect(card('Visitatori Totali')).toEqual({ value: '1.250', badge: '980 unici' });
    expect(card('Visualizzazioni Pagina')).toEqual({ value: '3.420', badge: '3,5 per visitatore' });
    expect(card('Frequenza di Rimbalzo').value).toBe('42,5%');

    const chart = container.querySelector('svg[aria-label="Visitatori e visualizzazioni di pagina per giorno del periodo selezionato"]');
    expect(chart?.querySelectorAll('circle.chart-point')).toHaveLength(14);
    const legend = [...container.querySelectorAll('.chart-legend li')].map((item) => item.textContent);
    expect(legend).toEqual(['Visitatori', 'Visualizzazioni']);
    const ticks = [...(chart?.querySelectorAll('.chart-axis-x .chart-tick') ?? [])].map((tick) => tick.textContent);
    expect(ticks.at(-1)).toBe(end?.slice(0, 5));

    expect(rowsOf('Sorgenti di traffico')).toEqual([
      ['Diretto', '700'],
      ['google.com', '400'],
    ]);
    expect(rowsOf('Dispositivi')).toEqual([
      ['Desktop', '800'],
      ['Mobile', '400'],
      ['Tablet', '50'],
    ]);
    expect(rowsOf('Browser')).toEqual([['Chrome', '900']]);
    expect(rowsOf('Distribuzione geografica')).toEqual([
      ['Italia', '1.100'],
      ['Non disponibile', '150'],
    ]);
    expect(screen.queryByText('Nessun dato disponibile per il periodo selezionato')).toBeNull();
  });

  it('says there is no data for an empty period, and hides the geographic card', async () => {
    renderSignedIn(<AnalyticsPanel />, api);
    expect(await screen.findByText('Nessun dato disponibile per il periodo selezionato')).toBeTruthy();
    await screen.findAllByText('Nessun dato');
    expect(screen.queryByText('Distribuzione geografica')).toBeNull();
    expect(card('Frequenza di Rimbalzo').value).toBe('0,0%');
  });

  it('asks again for the new period once both of its ends are chosen', async () => {
    fillWeek(api);
    const user = userEvent.setup();
    renderSignedIn(<AnalyticsPanel />, api);
    await screen.findByText('1.250');
    await user.click(screen.getByRole('button', { name: 'Periodo' }));
    const dialog = await screen.findByRole('dialog');
    const days = within(dialog)
      .getAllByRole('button')
      .filter((button) => /^\d{1,2} \S+ \d{4}$/.test(button.getAttribute('aria-label') ?? '') && !button.hasAttribute('disabled'));
    const first = days[0];
    const second = days[2];
    if (!first || !second) throw new Error('no selectable days');
    const callsBefore = api.calls.length;
    await user.click(first);
    expect(api.calls.length).toBe(callsBefore);
    await user.click(second);
    await waitFor(() => {
      const trend = api.calls.filter((call) => call.route === 'adminAnalyticsTrend').at(-1);
      expect(trend?.query.get('startDate')).not.toBe(lastDays(7).startDate);
    });
    const trend = api.calls.filter((call) => call.route === 'adminAnalyticsTrend').at(-1);
    expect(Number(new Date(trend!.query.get('endDate')!)) - Number(new Date(trend!.query.get('startDate')!))).toBe(2 * 86_400_000);
  });
});
