import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminLeadReport } from '@trovapro/domain';
import { startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeLead } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { ReportsPanel } from './reports-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

function makeReport(overrides: Partial<AdminLeadReport> = {}): AdminLeadReport {
  return {
    id: randomUUID(),
    reason: 'unreachable',
    note: 'Chiamato 5 volte, mai risposto.',
    state: 'pending',
    createdAt: '2026-03-06T09:00:00.000Z',
    decidedAt: null,
    decisionReason: null,
    decidedBy: null,
    decidedByAdmin: null,
    purchase: { id: randomUUID(), amount: '25.00', paidAt: '2026-03-05T10:00:00.000Z', status: 'paid', refundedAt: null },
    lead: { id: randomUUID(), category: 'Idraulico', place: 'Fano (Pesaro e Urbino)' },
    business: { id: randomUUID(), name: 'Idraulica Rossi', email: 'rossi@example.it' },
    refundRate: { allTime: { refunded: 1, purchases: 4, rate: 0.25 }, month: { refunded: 1, purchases: 2, rate: 0.5 } },
    acceptedThisMonth: 1,
    monthlyAutoLimit: 3,
    ...overrides,
  };
}

async function renderPanel() {
  renderSignedIn(<ReportsPanel />, api, '/admin/contestazioni');
  await screen.findByRole('heading', { name: 'Contestazioni' });
  return userEvent.setup();
}
const cardOf = async (title: string) => within((await screen.findByRole('article', { name: title })) as HTMLElement);

describe('«Contestazioni»', () => {
  it('lists the pending reports with reason, note, purchase, refund rate and accepted this month; the timeline on demand', async () => {
    const lead = makeLead();
    const report = makeReport({ lead: { id: lead.id, category: 'Idraulico', place: 'Fano (Pesaro e Urbino)' } });
    api.data.leads = [lead];
    api.data.reports = [report];
    api.data.leadEvents.set(report.lead.id, [
      { type: 'bought', at: '2026-03-05T10:00:00.000Z', business: { id: null, name: 'Idraulica Rossi' }, amount: '25.00' },
    ]);
    const user = await renderPanel();
    const card = await cardOf('Idraulica Rossi · Idraulico · Fano (Pesaro e Urbino)');
    expect(card.getByText('Cliente mai raggiungibile dopo ripetuti tentativi')).toBeTruthy();
    expect(card.getByText('Chiamato 5 volte, mai risposto.')).toBeTruthy();
    expect(card.getByText('Da sempre: 25% (1 su 4)')).toBeTruthy();
    expect(card.getByText('Questo mese: 50% (1 su 2)')).toBeTruthy();
    expect(card.getByText('Accolte questo mese: 1 (decisione automatica fino a 3)')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Apri il lead' }).getAttribute('href')).toBe(`/admin/leads?lead=${report.lead.id}`);
    expect(Object.fromEntries(api.calls.find((call) => call.path === '/api/admin/reports')?.query ?? [])).toMatchObject({ state: 'pending' });

    await user.click(card.getByRole('button', { name: 'Mostra la cronologia' }));
    expect(await card.findByText(/^Acquistato da Idraulica Rossi per 25,00/)).toBeTruthy();
  });

  it('accepts after a confirmation with the amount', async () => {
    const report = makeReport();
    api.data.reports = [report];
    const user = await renderPanel();
    const card = await cardOf('Idraulica Rossi · Idraulico · Fano (Pesaro e Urbino)');
    await user.click(card.getByRole('button', { name: 'Accogli e rimborsa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accogliere la segnalazione?' }));
    expect(dialog.getByText(/Rimborsiamo 25,00 € a Idraulica Rossi/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Accogli e rimborsa' }));
    await waitFor(() => expect(api.data.reports[0]?.state).toBe('accepted'));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `/api/admin/reports/${report.id}/accept`)).toBe(true);
  });

  it('refuses only with a reason, and asks before closing with one typed', async () => {
    const report = makeReport();
    api.data.reports = [report];
    const user = await renderPanel();
    const card = await cardOf('Idraulica Rossi · Idraulico · Fano (Pesaro e Urbino)');
    await user.click(card.getByRole('button', { name: 'Respingi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Respingere la segnalazione?' }));
    await user.click(dialog.getByRole('button', { name: 'Respingi' }));
    expect(await dialog.findByText('Scrivi il motivo')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /Motivo/ }), 'Il cliente ha risposto.');
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByText('Vuoi chiudere senza salvare?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continua a modificare' }));
    await user.click(dialog.getByRole('button', { name: 'Respingi' }));
    await waitFor(() => expect(api.data.reports[0]).toMatchObject({ state: 'refused', decisionReason: 'Il cliente ha risposto.' }));
  });
});
