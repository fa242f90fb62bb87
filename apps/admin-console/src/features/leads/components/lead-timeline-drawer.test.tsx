import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadEvent } from '@trovapro/domain';
import { startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeLead } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { LeadsPanel } from './leads-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

/** dd/MM/yyyy HH:mm in the page's time zone, written out here rather than through the formatter under test. */
const fullDate = (iso: string) => {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
};
const at = (minute: number) => new Date(Date.UTC(2025, 2, 31, 8, minute)).toISOString();
const rossi = { id: randomUUID(), name: 'Idraulica Rossi' };
const email = (status: 'sent' | 'pending' | 'failed', purpose: string) => ({
  purpose,
  to: status === 'sent' ? 'mario.rossi@example.it' : 'info@rossi.it',
  subject: 'La tua richiesta',
  status,
  sentAt: status === 'sent' ? at(2) : null,
});

/** One event of every kind, oldest first, as the API lists them. */
const EVERY_EVENT: LeadEvent[] = [
  { type: 'created', at: at(0) },
  { type: 'verified', at: at(1) },
  { type: 'email', at: at(2), email: email('sent', 'lead-confirmation') },
  { type: 'rejected', at: at(3), by: 'Giulia Bianchi' },
  { type: 'restored', at: at(4), by: 'Giulia Bianchi' },
  { type: 'price_changed', at: at(5), by: 'Giulia Bianchi', fromPrice: '25.00', toPrice: '30.00' },
  { type: 'approved', at: at(6), by: 'Marco Neri' },
  { type: 'sent', at: at(7), business: rossi },
  { type: 'email', at: at(7), email: email('pending', 'lead-offer') },
  { type: 'bought', at: at(9), business: rossi, amount: '30.00' },
  { type: 'email', at: at(9), email: email('failed', 'a-purpose-unknown-here') },
  { type: 'refunded', at: at(12), business: { id: null, name: '' }, amount: '30.00' },
  { type: 'approved', at: at(13) },
];

async function renderPanel(path?: string) {
  const { router } = renderSignedIn(<LeadsPanel />, api, path);
  await screen.findByRole('heading', { name: 'Gestione Lead' });
  return Object.assign(userEvent.setup(), { router });
}

const detailCalls = (id: string) => api.calls.filter((call) => call.method === 'GET' && call.path === `/api/admin/leads/${id}`);

describe('lead timeline drawer', () => {
  it('opens from the row, puts the lead in the URL, and shows the lead and each event with its Italian label and date', async () => {
    const lead = makeLead({
      userRequest: 'Scaldabagno da sostituire',
      userName: 'Mario Rossi',
      userEmail: 'mario.rossi@example.it',
      userPhone: '+39 333 123 4567',
      price: '30.00',
      status: 'sent',
    });
    api.data.leads = [lead];
    api.data.leadEvents.set(lead.id, EVERY_EVENT);
    const user = await renderPanel('/admin/dashboard?tab=leads&status=sent');
    const row = within((await screen.findByText('Scaldabagno da sostituire')).closest('tr') as HTMLElement);
    await user.hover(row.getByRole('button', { name: 'Cronologia del lead' }));
    expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe('Cronologia del lead');
    await user.click(row.getByRole('button', { name: 'Cronologia del lead' }));

    expect(user.router.state.location.search).toBe(`?tab=leads&status=sent&lead=${lead.id}`);
    const drawer = within(await screen.findByRole('dialog', { name: 'Cronologia del lead' }));
    expect(await drawer.findByText('Scaldabagno da sostituire')).toBeTruthy();
    for (const fact of ['Mario Rossi', 'mario.rossi@example.it', '+39 333 123 4567', 'Idraulico', 'Fano (Pesaro e Urbino)', 'Inviato']) {
      expect(drawer.getByText(fact)).toBeTruthy();
    }
    expect(drawer.getByText(/^30,00\s€$/)).toBeTruthy();

    const items = drawer.getAllByRole('listitem');
    const title = (item: HTMLElement) => item.querySelector('.mantine-Timeline-itemTitle')?.textContent?.replace(/\s/g, ' ');
    expect(items.map(title)).toEqual([
      'Richiesta creata',
      'Email verificata',
      'Email «La tua richiesta» a mario.rossi@example.it',
      'Rifiutato da Giulia Bianchi',
      'Ripristinato da Giulia Bianchi',
      'Prezzo modificato da 25,00 € a 30,00 €',
      'Approvato da Marco Neri',
      'Inviato a Idraulica Rossi',
      'Email «La tua richiesta» a info@rossi.it',
      'Acquistato da Idraulica Rossi per 30,00 €',
      'Email «La tua richiesta» a info@rossi.it',
      'Rimborsato a un’azienda: 30,00 €',
      'Approvato',
    ]);
    EVERY_EVENT.forEach((event, index) => {
      expect(within(items[index]!).getByText(fullDate(event.at)).getAttribute('datetime')).toBe(event.at);
    });
    expect(within(items[2]!).getByText('Inviata')).toBeTruthy();
    expect(within(items[2]!).getByText('Conferma della richiesta')).toBeTruthy();
    expect(within(items[5]!).getByText('Modifica di Giulia Bianchi')).toBeTruthy();
    expect(within(items[8]!).getByText('In coda')).toBeTruthy();
    expect(within(items[8]!).getByText('Offerta lead')).toBeTruthy();
    expect(within(items[10]!).getByText('Non recapitata')).toBeTruthy();
    expect(within(items[10]!).getByText('Altro')).toBeTruthy();
  });

  it('opens from a link naming the lead (the notification email), even one not on the page, and closes back to the list', async () => {
    const shown = makeLead({ userRequest: 'In elenco', status: 'pending' });
    const linked = makeLead({ userRequest: 'Arrivato per email', status: 'sent' });
    api.data.leads = [shown, linked];
    api.data.leadEvents.set(linked.id, [{ type: 'created', at: at(0) }]);
    const user = await renderPanel(`/admin/dashboard?tab=leads&status=pending&lead=${linked.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Cronologia del lead' });
    expect(await within(dialog).findByText('Arrivato per email')).toBeTruthy();
    expect(within(dialog).getByText('Richiesta creata')).toBeTruthy();
    expect(await screen.findByText('In elenco')).toBeTruthy();
    expect(detailCalls(linked.id)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(user.router.state.location.search).toBe('?tab=leads&status=pending');
    // Back opens it again, asking afresh.
    await act(() => user.router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Cronologia del lead' })).toBeTruthy();
    await waitFor(() => expect(detailCalls(linked.id)).toHaveLength(2));
  });

  it('refunds a purchase still paid with a reason (required), and shows a refund with its reason', async () => {
    const lead = makeLead({ userRequest: 'Venduto due volte', status: 'sent' });
    const kept = randomUUID();
    const given = randomUUID();
    api.data.leads = [lead];
    api.data.leadEvents.set(lead.id, [
      { type: 'bought', at: at(1), business: rossi, amount: '25.00', purchaseId: kept },
      { type: 'bought', at: at(2), business: { id: null, name: 'Bianchi Srl' }, amount: '25.00', purchaseId: given },
      {
        type: 'refunded',
        at: at(3),
        business: { id: null, name: 'Bianchi Srl' },
        amount: '25.00',
        purchaseId: given,
        note: 'Rimborso dell’amministratore: doppione',
      },
    ]);
    const user = await renderPanel(`/admin/leads?lead=${lead.id}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cronologia del lead' }));
    expect(await dialog.findByText('Rimborso dell’amministratore: doppione')).toBeTruthy();
    // Only the purchase not refunded since can be refunded.
    const refund = dialog.getAllByRole('button', { name: 'Rimborsa' });
    expect(refund).toHaveLength(1);
    await user.click(refund[0] as HTMLElement);
    const confirm = within(await screen.findByRole('dialog', { name: 'Rimborsare l’acquisto?' }));
    expect(confirm.getByText(/Rimborsiamo 25,00 € a Idraulica Rossi/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Rimborsa' }));
    expect(await confirm.findByText('Scrivi il motivo')).toBeTruthy();
    await user.type(confirm.getByRole('textbox', { name: /Motivo del rimborso/ }), 'Il cliente ha annullato il lavoro.');
    await user.click(confirm.getByRole('button', { name: 'Rimborsa' }));
    await waitFor(() => expect(api.data.refunds).toEqual([{ purchaseId: kept, reason: 'Il cliente ha annullato il lavoro.' }]));
  });

  it("says 'Lead non trovato' for an id the API does not know", async () => {
    await renderPanel(`/admin/dashboard?tab=leads&lead=${randomUUID()}`);
    expect(await within(await screen.findByRole('dialog', { name: 'Cronologia del lead' })).findByText('Lead non trovato')).toBeTruthy();
  });

  it("says 'Lead non trovato' for a link whose id cannot be a lead's", async () => {
    await renderPanel('/admin/dashboard?tab=leads&lead=non-un-id');
    expect(await within(await screen.findByRole('dialog', { name: 'Cronologia del lead' })).findByText('Lead non trovato')).toBeTruthy();
  });

  it('shows a loading state, then an error with a retry when the timeline cannot be loaded', async () => {
    const lead = makeLead({ userRequest: 'Da ricaricare' });
    api.data.leads = [lead];
    api.failing.add('adminLeadDetail');
    const user = userEvent.setup();
    renderSignedIn(<LeadsPanel />, api, `/admin/dashboard?tab=leads&lead=${lead.id}`);
    // At the first render, before any answer.
    const dialog = within(screen.getByRole('dialog', { name: 'Cronologia del lead' }));
    expect(dialog.getByRole('status', { name: 'Caricamento della cronologia' })).toBeTruthy();
    expect(await dialog.findByText('Impossibile caricare la cronologia del lead.')).toBeTruthy();
    api.failing.delete('adminLeadDetail');
    await user.click(dialog.getByRole('button', { name: 'Riprova' }));
    expect(await dialog.findByText('Da ricaricare')).toBeTruthy();
    expect(dialog.getByText('Nessun evento registrato')).toBeTruthy();
  });

  it("keeps the product's view alert beside it", async () => {
    const alerts: string[] = [];
    window.alert = (message?: unknown) => void alerts.push(String(message));
    api.data.leads = [makeLead({ userRequest: 'Con entrambi' })];
    const user = await renderPanel();
    const row = within((await screen.findByText('Con entrambi')).closest('tr') as HTMLElement);
    await user.click(row.getByRole('button', { name: 'Visualizza' }));
    expect(alerts[0]).toContain('Richiesta: Con entrambi');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
