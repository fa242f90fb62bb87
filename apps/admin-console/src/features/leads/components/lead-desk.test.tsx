import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/leads');
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)?.query ?? []);
const bulkCalls = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/leads/bulk-status');
/** dd/MM/yyyy HH:mm in the page's time zone, written out here rather than through the formatter under test. */
const fullDate = (at: Date) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

async function renderPanel(path?: string) {
  const { router } = renderSignedIn(<LeadsPanel />, api, path);
  await screen.findByRole('heading', { name: 'Gestione Lead' });
  return Object.assign(userEvent.setup(), { router });
}

async function rowOf(request: string) {
  const row = (await screen.findByText(request)).closest('tr');
  if (!row) throw new Error(`no row for ${request}`);
  return within(row);
}

/** The requests of the table's rows, top to bottom. */
const requestsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td:nth-child(2) p')?.textContent);

describe('lead desk: search', () => {
  it('sends what is typed as `search` once the typing pauses, keeps it in the URL, and back to page 1', async () => {
    api.data.leads = [
      ...Array.from({ length: 50 }, (_, index) =>
        makeLead({ userRequest: `Altro lavoro ${index + 1}`, userName: 'Anna Neri', userEmail: 'anna@example.it' }),
      ),
      makeLead({ userRequest: 'Caldaia in blocco', userName: 'Luca Esposito', userEmail: 'luca@example.it' }),
    ];
    const user = await renderPanel('/admin/dashboard?tab=leads&page=2');
    expect(await screen.findByText('Caldaia in blocco')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Cerca lead' }) as HTMLInputElement;
    expect(box.placeholder).toBe('Cerca per richiesta, email, nome, telefono o comune');

    await user.type(box, ' Esposito ');
    // Not on each keystroke: nothing is asked before the pause.
    expect(listCalls().filter((call) => call.query.has('search'))).toEqual([]);
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=leads&search=Esposito'));
    await waitFor(() => expect(lastListQuery()).toEqual({ search: 'Esposito', page: '1', limit: '50' }));
    expect(listCalls().filter((call) => call.query.has('search'))).toHaveLength(1);
    expect(await screen.findByText('Caldaia in blocco')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Altro lavoro 1')).toBeNull());
    expect(screen.getByText('1 lead in totale')).toBeTruthy();
  });

  it("reads the search from the URL, says 'Nessun lead trovato' when nothing matches, and clears it", async () => {
    api.data.leads = [makeLead({ userRequest: 'Tapparella rotta', userPhone: '+39 347 000 1111' })];
    const user = await renderPanel('/admin/dashboard?tab=leads&search=nessuno');
    expect(await screen.findByText('Nessun lead trovato')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Cerca lead' }) as HTMLInputElement).value).toBe('nessuno');
    expect(lastListQuery()).toEqual({ search: 'nessuno', page: '1', limit: '50' });

    await user.clear(screen.getByRole('searchbox', { name: 'Cerca lead' }));
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=leads'));
    expect(await screen.findByText('Tapparella rotta')).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: '1', limit: '50' });

    // Back brings the earlier search into the box, and its list.
    await act(() => user.router.navigate(-1));
    expect(await screen.findByText('Nessun lead trovato')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('searchbox', { name: 'Cerca lead' }) as HTMLInputElement).value).toBe('nessuno'));
  });
});

describe('lead desk: sorting', () => {
  it('orders by date newest ↔ oldest and by price from the headers, in the URL and the request', async () => {
    api.data.leads = [
      makeLead({ userRequest: 'Medio', createdAt: hoursAgo(2), price: '30.00' }),
      makeLead({ userRequest: 'Nuovo', createdAt: hoursAgo(1), price: '15.00' }),
      makeLead({ userRequest: 'Vecchio', createdAt: hoursAgo(3), price: '45.00' }),
    ];
    const user = await renderPanel('/admin/dashboard?tab=leads&status=pending');
    await screen.findByText('Nuovo');
    const dateHeader = () => screen.getByRole('columnheader', { name: /^Data/ });
    const priceHeader = () => screen.getByRole('columnheader', { name: /^Prezzo/ });
    expect(requestsShown()).toEqual(['Nuovo', 'Medio', 'Vecchio']);
    expect(dateHeader().getAttribute('aria-sort')).toBe('descending');
    expect(priceHeader().getAttribute('aria-sort')).toBeNull();

    await user.click(within(dateHeader()).getByRole('button', { name: 'Data' }));
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=leads&status=pending&sort=oldest'));
    await waitFor(() => expect(requestsShown()).toEqual(['Vecchio', 'Medio', 'Nuovo']));
    expect(lastListQuery()).toEqual({ status: 'pending', sort: 'oldest', page: '1', limit: '50' });
    expect(dateHeader().getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(priceHeader()).getByRole('button', { name: 'Prezzo' }));
    await waitFor(() => expect(requestsShown()).toEqual(['Vecchio', 'Medio', 'Nuovo']));
    expect(lastListQuery()).toEqual({ status: 'pending', sort: 'price_desc', page: '1', limit: '50' });
    expect(user.router.state.location.search).toBe('?tab=leads&status=pending&sort=price_desc');
    expect(priceHeader().getAttribute('aria-sort')).toBe('descending');
    expect(dateHeader().getAttribute('aria-sort')).toBeNull();

    // The price again: the other way, cheapest first.
    await user.click(within(priceHeader()).getByRole('button', { name: 'Prezzo' }));
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=leads&status=pending&sort=price_asc'));
    await waitFor(() => expect(requestsShown()).toEqual(['Nuovo', 'Medio', 'Vecchio']));
    expect(lastListQuery()).toEqual({ status: 'pending', sort: 'price_asc', page: '1', limit: '50' });
    expect(priceHeader().getAttribute('aria-sort')).toBe('ascending');

    // Back, as the browser's Back button does: the order comes back from the URL.
    await act(() => user.router.navigate(-1));
    await waitFor(() => expect(requestsShown()).toEqual(['Vecchio', 'Medio', 'Nuovo']));
    expect(priceHeader().getAttribute('aria-sort')).toBe('descending');

    // The date: back to the default order, which the URL and the request leave out (its list is cached).
    await user.click(within(dateHeader()).getByRole('button', { name: 'Data' }));
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=leads&status=pending'));
    await waitFor(() => expect(requestsShown()).toEqual(['Nuovo', 'Medio', 'Vecchio']));
    expect(listCalls().map((call) => call.query.get('sort'))).toEqual([null, 'oldest', 'price_desc', 'price_asc']);
  });

  it('ignores an order in the URL that the API does not know', async () => {
    api.data.leads = [makeLead({ userRequest: 'Qualsiasi' })];
    await renderPanel('/admin/dashboard?tab=leads&sort=cheapest');
    expect(await screen.findByText('Qualsiasi')).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: '1', limit: '50' });
  });
});

describe('lead desk: the row', () => {
  it("shows the lead's age with the full date on hover, and the customer's name and phone under the email", async () => {
    const at = new Date(Date.now() - 3 * HOUR - 5 * MINUTE);
    api.data.leads = [
      makeLead({
        userRequest: 'Con telefono',
        createdAt: at.toISOString(),
        userName: 'Carla Verdi',
        userEmail: 'carla@example.it',
        userPhone: '+39 333 987 6543',
      }),
      makeLead({ userRequest: 'Senza telefono', createdAt: hoursAgo(0.1), userPhone: null }),
    ];
    const user = await renderPanel();
    const row = await rowOf('Con telefono');
    const age = row.getByText('3 ore fa');
    expect(age.tagName).toBe('TIME');
    expect(age.getAttribute('datetime')).toBe(at.toISOString());
    expect(row.getByText('carla@example.it')).toBeTruthy();
    expect(row.getByText('Carla Verdi')).toBeTruthy();
    expect(row.getByText('+39 333 987 6543')).toBeTruthy();
    await user.hover(age);
    expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe(fullDate(at));

    const other = await rowOf('Senza telefono');
    expect(other.getByText('6 minuti fa')).toBeTruthy();
    expect(other.getByText('Telefono non indicato')).toBeTruthy();
  });
});

describe('lead desk: selection and bulk actions', () => {
  it('approves the selected leads, says which did not change and why, clears the selection and refreshes the list', async () => {
    const first = makeLead({ userRequest: 'Primo in attesa', createdAt: hoursAgo(1) });
    const second = makeLead({ userRequest: 'Secondo in attesa', createdAt: hoursAgo(2) });
    const sent = makeLead({ userRequest: 'Già inviato alle aziende', status: 'sent', createdAt: hoursAgo(3) });
    const untouched = makeLead({ userRequest: 'Non selezionato', createdAt: hoursAgo(4) });
    api.data.leads = [first, second, sent, untouched];
    const user = await renderPanel();
    await screen.findByText('Primo in attesa');
    expect(screen.queryByRole('region', { name: 'Azioni sui lead selezionati' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Seleziona il lead «Primo in attesa»' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona il lead «Secondo in attesa»' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona il lead «Già inviato alle aziende»' }));
    const bar = within(screen.getByRole('region', { name: 'Azioni sui lead selezionati' }));
    expect(bar.getByText('3 lead selezionati')).toBeTruthy();
    const pageBox = screen.getByRole('checkbox', { name: 'Seleziona tutti i lead della pagina' }) as HTMLInputElement;
    expect(pageBox.checked).toBe(false);
    expect(pageBox.getAttribute('data-indeterminate')).toBe('true');

    await user.click(bar.getByRole('button', { name: 'Approva selezionati' }));
    expect(await screen.findByText('Completato con errori')).toBeTruthy();
    expect(
      screen.getByText('2 lead approvati. Non aggiornati: «Già inviato alle aziende» (Solo un lead in attesa può essere approvato)'),
    ).toBeTruthy();
    expect(bulkCalls().map((call) => call.body)).toEqual([{ ids: [first.id, second.id, sent.id], status: 'approved' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Azioni sui lead selezionati' })).toBeNull());
    expect(await (await rowOf('Primo in attesa')).findByText('Selezione Aziende')).toBeTruthy();
    expect((await rowOf('Secondo in attesa')).getByText('Selezione Aziende')).toBeTruthy();
    expect((await rowOf('Non selezionato')).getByText('In Attesa')).toBeTruthy();
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it('selects the whole page from the header, and rejects them all after a confirmation', async () => {
    api.data.leads = [makeLead({ userRequest: 'Uno', createdAt: hoursAgo(1) }), makeLead({ userRequest: 'Due', createdAt: hoursAgo(2) })];
    const user = await renderPanel();
    await screen.findByText('Uno');
    const pageBox = screen.getByRole('checkbox', { name: 'Seleziona tutti i lead della pagina' });
    await user.click(pageBox);
    expect(screen.getByText('2 lead selezionati')).toBeTruthy();
    await user.click(pageBox);
    expect(screen.queryByRole('region', { name: 'Azioni sui lead selezionati' })).toBeNull();
    await user.click(pageBox);

    await user.click(screen.getByRole('button', { name: 'Rifiuta selezionati' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare 2 lead?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(bulkCalls()).toEqual([]);
    expect(screen.getByText('2 lead selezionati')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rifiuta selezionati' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rifiutare 2 lead?' })).getByRole('button', { name: 'Rifiuta 2 lead' }));
    expect(await screen.findByText('Lead aggiornati')).toBeTruthy();
    expect(screen.getByText('2 lead rifiutati')).toBeTruthy();
    expect(bulkCalls().map((call) => (call.body as { status: string }).status)).toEqual(['rejected']);
    expect(await (await rowOf('Uno')).findByText('Rifiutato')).toBeTruthy();
  });

  it('counts and names only the selected leads it can reject (pending), says how many it leaves, and sends only those', async () => {
    const pendingOne = makeLead({ userRequest: 'Caldaia da sostituire', createdAt: hoursAgo(1), status: 'pending' });
    const pendingTwo = makeLead({ userRequest: 'Presa che scintilla', createdAt: hoursAgo(2), status: 'pending', location: null });
    const sent = makeLead({ userRequest: 'Già inviato', createdAt: hoursAgo(3), status: 'sent' });
    const rejected = makeLead({ userRequest: 'Già rifiutato', createdAt: hoursAgo(4), status: 'rejected' });
    api.data.leads = [pendingOne, pendingTwo, sent, rejected];
    const user = await renderPanel();
    await screen.findByText('Già rifiutato');
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona tutti i lead della pagina' }));
    expect(screen.getByText('4 lead selezionati')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rifiuta selezionati' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rifiutare 2 lead?' }));
    const named = within(dialog.getByRole('list', { name: 'Lead che saranno rifiutati' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(named).toEqual(['«Caldaia da sostituire» · Fano (Pesaro e Urbino)', '«Presa che scintilla»']);
    expect(dialog.getByText('Altri 2 lead selezionati non sono «In attesa»: non si possono rifiutare e resteranno come sono.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Rifiuta 2 lead' }));

    expect(await screen.findByText('Lead aggiornati')).toBeTruthy();
    expect(screen.getByText('2 lead rifiutati')).toBeTruthy();
    expect(bulkCalls().map((call) => call.body)).toEqual([{ ids: [pendingOne.id, pendingTwo.id], status: 'rejected' }]);
    expect(await (await rowOf('Già inviato')).findByText('Inviato')).toBeTruthy();
  });

  it('says there is nothing to reject when no selected lead is pending, and offers nothing to confirm', async () => {
    api.data.leads = [makeLead({ userRequest: 'Già inviato', status: 'sent' }), makeLead({ userRequest: 'Già rifiutato', status: 'rejected' })];
    const user = await renderPanel();
    await screen.findByText('Già inviato');
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona tutti i lead della pagina' }));
    await user.click(screen.getByRole('button', { name: 'Rifiuta selezionati' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nessun lead da rifiutare' }));
    expect(dialog.getByText('Nessuno dei 2 lead selezionati è «In attesa»: si possono rifiutare solo i lead in attesa.')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /^Rifiuta/ })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bulkCalls()).toEqual([]);
    expect(screen.getByText('2 lead selezionati')).toBeTruthy();
  });

  it('says so when no lead could change, and starts another list (a filter, a page) with nothing selected', async () => {
    api.data.leads = [makeLead({ userRequest: 'Già rifiutato', status: 'rejected' })];
    const user = await renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleziona il lead «Già rifiutato»' }));
    await user.click(screen.getByRole('button', { name: 'Approva selezionati' }));
    expect(await screen.findByText('Nessun lead aggiornato')).toBeTruthy();
    expect(screen.getByText('Non aggiornati: «Già rifiutato» (Solo un lead in attesa può essere approvato)')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Seleziona il lead «Già rifiutato»' }));
    expect(screen.getByText('1 lead selezionato')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rifiutato' }));
    await waitFor(() => expect(lastListQuery()).toEqual({ status: 'rejected', page: '1', limit: '50' }));
    expect(screen.queryByText('1 lead selezionato')).toBeNull();
  });

  it('reports a bulk change the server could not make, and keeps the selection', async () => {
    api.data.leads = [makeLead({ userRequest: 'Da approvare' })];
    api.failing.add('adminBulkLeadStatus');
    const user = await renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleziona il lead «Da approvare»' }));
    await user.click(screen.getByRole('button', { name: 'Approva selezionati' }));
    expect(await screen.findByText("Errore durante l'aggiornamento dei lead")).toBeTruthy();
    expect(screen.getByText('1 lead selezionato')).toBeTruthy();
  });
});

describe('lead desk: CSV export', () => {
  it("links to the CSV of the list's status, category, search and order", async () => {
    api.data.leads = [makeLead({ userRequest: 'Perdita', userName: 'Mario Rossi' })];
    const user = await renderPanel('/admin/dashboard?tab=leads&status=pending&category=Idraulico&search=rossi&sort=price_asc&page=1');
    const link = await screen.findByRole('link', { name: 'Esporta CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/leads/export.csv?status=pending&category=Idraulico&search=rossi&sort=price_asc');
    expect(link.hasAttribute('download')).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Tutti gli status' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Cerca lead' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href')).toBe(
        '/api/admin/leads/export.csv?category=Idraulico&sort=price_asc',
      ),
    );
  });

  it('exports every lead when nothing is filtered', async () => {
    await renderPanel();
    expect((await screen.findByRole('link', { name: 'Esporta CSV' })).getAttribute('href')).toBe('/api/admin/leads/export.csv');
  });
});
