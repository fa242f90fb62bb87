import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
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
  it("shows today's four figures with the product's fixed comparison badges", async () => {
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
    expect(cardValue('Revenue Oggi')).toMatch(/^1\.234,50\s€$/);
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
    expect(chart?.querySelectorAll('circle.chart-point')).toHaveLength(7);
    const ticks = [...(chart?.querySelectorAll('.chart-axis-x .chart-tick') ?? [])].map((tick) => tick.textContent);
    expect(ticks).toEqual(['25/03', '26/03', '27/03', '28/03', '29/03', '30/03', '31/03']);
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toMatch(/^31 mar 202590,50\s€$/);
  });

  it('lists the latest lead events, each a short Italian sentence with its age, linking to the lead', async () => {
    const leadId = randomUUID();
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    api.data.activity = [
      { type: 'bought', at: ago(5), leadId, category: 'Idraulico', business: { id: randomUUID(), name: 'Rossi Srl' }, amount: '25.00' },
      { type: 'sent', at: ago(20), leadId, category: 'Idraulico', business: { id: null, name: '' } },
      { type: 'price_changed', at: ago(61), leadId, category: 'Idraulico', by: 'Giulia', fromPrice: '20.00', toPrice: '25.00' },
      { type: 'approved', at: ago(120), leadId, category: 'Idraulico', by: 'Giulia' },
      { type: 'refunded', at: ago(150), leadId: randomUUID(), category: 'Elettricista', business: { id: null, name: 'Luce Spa' }, amount: '30.00' },
      { type: 'created', at: ago(180), leadId, category: 'Idraulico' },
    ];
    const { router } = renderSignedIn(<OverviewPanel />, api, '/admin/overview');
    const list = within(await screen.findByRole('list', { name: 'Le ultime attività sui lead' }));
    const items = list.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(items).toEqual([
      'Lead Idraulico acquistato da Rossi Srl5 minuti fa',
      'Lead Idraulico inviato a un’azienda20 minuti fa',
      'Prezzo del lead Idraulico modificato da 20,00 € a 25,00 €1 ora fa',
      'Lead Idraulico approvato da Giulia2 ore fa',
      'Lead Elettricista rimborsato a Luce Spa2 ore fa',
      'Nuova richiesta Idraulico3 ore fa',
    ]);
    expect(screen.queryByText('Esempi illustrativi, non ancora collegati ai dati')).toBeNull();
    // The product's four fixed badges stay as they are.
    for (const badge of ['+12% vs ieri', '+8% vs ieri', '+5% vs media', '+3 questa settimana']) expect(await screen.findByText(badge)).toBeTruthy();

    await userEvent.setup().click(list.getByRole('link', { name: 'Nuova richiesta Idraulico' }));
    expect(router.state.location.pathname).toBe('/admin/leads');
    expect(router.state.location.search).toBe(`?lead=${leadId}`);
  });

  it("says 'Nessuna attività recente' when nothing has happened yet", async () => {
    renderSignedIn(<OverviewPanel />, api);
    expect(await screen.findByText('Nessuna attività recente')).toBeTruthy();
    expect(screen.getByText('Attività Recenti')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/admin/dashboard/activity')).toHaveLength(1);
  });

  it('shows the activity loading, then its own error with a retry, the cards still there', async () => {
    api.failing.add('adminRecentActivity');
    const user = userEvent.setup();
    renderSignedIn(<OverviewPanel />, api);
    // At the first render, before any answer.
    expect(screen.getByRole('status', { name: 'Caricamento delle attività recenti' })).toBeTruthy();
    expect(await screen.findByText('Impossibile caricare le attività recenti.')).toBeTruthy();
    expect(await screen.findByText('Lead Oggi')).toBeTruthy();
    api.failing.delete('adminRecentActivity');
    api.data.activity = [{ type: 'verified', at: new Date().toISOString(), leadId: randomUUID(), category: 'Pulizie' }];
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Richiesta Pulizie verificata')).toBeTruthy();
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
