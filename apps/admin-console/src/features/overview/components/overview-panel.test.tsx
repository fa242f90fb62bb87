import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { OverviewPanel } from './overview-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const week = ['2025-03-25', '2025-03-26', '2025-03-27', '2025-03-28', '2025-03-29', '2025-03-30', '2025-03-31'];

/** The value shown under a card's title. */
function cardValue(title: string) {
  return screen.getByText(title).nextElementSibling?.textContent;
}

describe('overview', () => {
  it("shows today's four figures with the spec's fixed comparison badges", async () => {
    api.data.stats = {
      todayLeads: 14,
      todayRevenue: '1234.50',
      conversionRate: 3.25,
      activeBusinesses: 27,
      revenueLast7Days: week.map((date) => ({ date, revenue: '0.00' })),
    };
    renderSignedIn(<OverviewPanel />, api);
    await screen.findByText('Lead Oggi');
    expect(cardValue('Lead Oggi')).toBe('14');
    expect(cardValue('Revenue Oggi')).toMatch(/^1234,50\s€$/);
    expect(cardValue('Tasso di Conversione')).toBe('3,3%');
    expect(cardValue('Aziende Attive')).toBe('27');
    for (const badge of ['+12% vs ieri', '+8% vs ieri', '+5% vs media', '+3 questa settimana']) {
      expect(screen.getByText(badge)).toBeTruthy();
    }
  });

  it('explains what each card counts, and over which period, in a tooltip', async () => {
    renderSignedIn(<OverviewPanel />, api);
    await screen.findByText('Lead Oggi');
    const user = userEvent.setup();
    const hints = {
      'Lead Oggi': 'Le richieste diventate lead oggi, dalla mezzanotte (ora italiana), in qualsiasi stato.',
      'Revenue Oggi': 'Gli acquisti di lead pagati oggi, dalla mezzanotte (ora italiana), in euro.',
      'Tasso di Conversione': 'Dei lead inviati alle aziende negli ultimi 30 giorni (oggi compreso), la percentuale acquistata da almeno un’azienda.',
      'Aziende Attive': 'Le aziende partner attive in questo momento, che possono ricevere lead.',
    };
    for (const [title, hint] of Object.entries(hints)) {
      const button = screen.getByRole('button', { name: `Come si calcola «${title}»` });
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(hint);
      await user.hover(button);
      expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe(hint);
      await user.unhover(button);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    }
    expect(cardValue('Tasso di Conversione')).toBe('0,0%');
  });

  it('draws the revenue of the last 7 days, one point a day, in euro', async () => {
    api.data.stats = {
      todayLeads: 0,
      todayRevenue: '0.00',
      conversionRate: 0,
      activeBusinesses: 0,
      revenueLast7Days: week.map((date, index) => ({ date, revenue: `${index * 15}.50` })),
    };
    const { container } = renderSignedIn(<OverviewPanel />, api);
    expect(await screen.findByText('Revenue ultimi 7 giorni')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Revenue giornaliera degli ultimi 7 giorni, in euro' });
    const chart = container.querySelector('svg[aria-label="Revenue giornaliera degli ultimi 7 giorni, in euro"]');
    expect(chart?.querySelectorAll('circle.visx-circle-glyph')).toHaveLength(7);
    const ticks = [...(chart?.querySelectorAll('.chart-axis-x .visx-axis-tick') ?? [])].map((tick) => tick.textContent);
    expect(ticks).toEqual(['25/03', '26/03', '27/03', '28/03', '29/03', '30/03', '31/03']);
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toMatch(/^31 mar 202590,50\s€$/);
  });

  it('lists the recent activity as the fixed examples it is', async () => {
    renderSignedIn(<OverviewPanel />, api);
    expect(await screen.findByText('Attività Recenti')).toBeTruthy();
    expect(screen.getByText('Esempi illustrativi, non ancora collegati ai dati')).toBeTruthy();
    expect(screen.getByText('Nuovo lead: Idraulico a Milano')).toBeTruthy();
  });

  it('shows skeletons while loading, then an error with a retry', async () => {
    api.failing.add('adminDashboardStats');
    const user = userEvent.setup();
    renderSignedIn(<OverviewPanel />, api);
    expect(screen.queryByText('Lead Oggi')).toBeNull();
    expect(await screen.findByText('Impossibile caricare le statistiche di oggi.')).toBeTruthy();
    api.failing.delete('adminDashboardStats');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Lead Oggi')).toBeTruthy();
    expect(screen.queryByText('Impossibile caricare le statistiche di oggi.')).toBeNull();
  });
});
