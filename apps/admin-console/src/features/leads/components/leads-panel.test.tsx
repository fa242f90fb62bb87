import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_TRANSITION_MESSAGE, startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeBusiness, makeLead } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { LeadsPanel } from './leads-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/leads');
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)?.query ?? []);

async function renderPanel(path?: string) {
  const { router } = renderSignedIn(<LeadsPanel />, api, path);
  await screen.findByRole('heading', { name: 'Gestione Lead' });
  return Object.assign(userEvent.setup(), { router });
}

/** The table row that shows this request text. */
async function rowOf(request: string) {
  const cell = await screen.findByText(request);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${request}`);
  return within(row);
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('lead management', () => {
  it('shows every column, the Italian status and the category icon', async () => {
    api.data.leads = [
      makeLead({ userRequest: 'Caldaia che perde', price: '25.00', status: 'pending' }),
      makeLead({ userRequest: 'Prese da cambiare', category: 'Elettricista', location: null, status: 'sent' }),
      makeLead({ userRequest: 'Stato sconosciuto', status: 'approved' }),
    ];
    await renderPanel();
    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    // The product's six, with the selection box and the lead's age (issue 19).
    expect(headers).toEqual(['', 'Lead', 'Data', 'Categoria', 'Email', 'Prezzo', 'Status', 'Azioni']);
    const first = await rowOf('Caldaia che perde');
    expect(first.getByText('Fano (Pesaro e Urbino)')).toBeTruthy();
    expect(first.getByText('mario.rossi@example.it')).toBeTruthy();
    expect(first.getByText(/^25,00\s€$/)).toBeTruthy();
    expect(first.getByText('In Attesa')).toBeTruthy();
    const second = await rowOf('Prese da cambiare');
    expect(second.getByText('Inviato')).toBeTruthy();
    expect(second.getByText('Elettricista').previousElementSibling?.getAttribute('data-icon')).toBe('bolt');
    expect((await rowOf('Stato sconosciuto')).getByText('Approvato')).toBeTruthy();
    expect(screen.getByText('3 lead in totale')).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: '1', limit: '50' });
  });

  it('filters by status and category on the server', async () => {
    api.data.leads = [
      makeLead({ userRequest: 'Idraulico in attesa', status: 'pending' }),
      makeLead({ userRequest: 'Elettricista in attesa', category: 'Elettricista', status: 'pending' }),
      makeLead({ userRequest: 'Idraulico rifiutato', status: 'rejected' }),
    ];
    const user = await renderPanel();
    await screen.findByText('Idraulico rifiutato');
    await choose(user, 'Status', 'In Attesa');
    await waitFor(() => expect(lastListQuery()).toEqual({ status: 'pending', page: '1', limit: '50' }));
    await waitFor(() => expect(screen.queryByText('Idraulico rifiutato')).toBeNull());
    await choose(user, 'Categoria', 'Elettricista');
    await waitFor(() => expect(lastListQuery()).toEqual({ status: 'pending', category: 'Elettricista', page: '1', limit: '50' }));
    expect(await screen.findByText('Elettricista in attesa')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Idraulico in attesa')).toBeNull());
    await choose(user, 'Status', 'Tutti gli status');
    await waitFor(() => expect(lastListQuery()).toEqual({ category: 'Elettricista', page: '1', limit: '50' }));
  });

  it('keeps the filters and the page in the URL: a reload shows the same list, back and forward walk the choices', async () => {
    api.data.leads = [
      ...Array.from({ length: 51 }, (_, index) => makeLead({ userRequest: `Elettrico ${index + 1}`, category: 'Elettricista' })),
      makeLead({ userRequest: 'Idraulico in attesa' }),
    ];
    const user = await renderPanel('/admin/dashboard?tab=leads&status=pending&category=Elettricista&page=2');
    expect(await screen.findByText('Elettrico 51')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
    expect(lastListQuery()).toEqual({ status: 'pending', category: 'Elettricista', page: '2', limit: '50' });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('In Attesa');
    expect((screen.getByRole('combobox', { name: 'Categoria' }) as HTMLInputElement).value).toBe('Elettricista');

    // A new filter is a new history entry, and back to page 1.
    await choose(user, 'Categoria', 'Idraulico');
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=leads&status=pending&category=Idraulico'));
    expect(await screen.findByText('Idraulico in attesa')).toBeTruthy();
    expect(lastListQuery()).toEqual({ status: 'pending', category: 'Idraulico', page: '1', limit: '50' });

    await act(() => user.router.navigate(-1));
    expect(user.router.state.location.search).toBe('?tab=leads&status=pending&category=Elettricista&page=2');
    expect(await screen.findByText('Elettrico 51')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Categoria' }) as HTMLInputElement).value).toBe('Elettricista');
    await act(() => user.router.navigate(1));
    expect(await screen.findByText('Idraulico in attesa')).toBeTruthy();
  });

  it('ignores filters in the URL that name no status or page', async () => {
    api.data.leads = [makeLead({ userRequest: 'Qualsiasi' })];
    await renderPanel('/admin/dashboard?tab=leads&status=archived&page=zero');
    expect(await screen.findByText('Qualsiasi')).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: '1', limit: '50' });
  });

  it('lists in the category filter every category a lead has, the six first, and filters by one outside them', async () => {
    api.data.leads = [
      makeLead({ userRequest: 'Serve un avvocato per un contratto', category: 'Avvocato' }),
      makeLead({ userRequest: 'Tubo rotto', category: 'Idraulico' }),
    ];
    const user = await renderPanel();
    await screen.findByText('Tubo rotto');
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Tutte le categorie', 'Idraulico', 'Elettricista', 'Imbianchino', 'Meccanico', 'Pulizie', 'Giardinaggio', 'Avvocato']);
    await user.click(screen.getByRole('option', { name: 'Avvocato' }));
    await waitFor(() => expect(lastListQuery()).toEqual({ category: 'Avvocato', page: '1', limit: '50' }));
    expect(user.router.state.location.search).toBe('?category=Avvocato');
    await waitFor(() => expect(screen.queryByText('Tubo rotto')).toBeNull());
    expect(screen.getByText('Serve un avvocato per un contratto')).toBeTruthy();
  });

  it('keeps a category of the URL the server no longer lists, and asks for it', async () => {
    api.data.leads = [];
    await renderPanel('/admin/dashboard?tab=leads&category=Fabbro');
    expect(await screen.findByText('Nessun lead trovato')).toBeTruthy();
    expect(lastListQuery()).toEqual({ category: 'Fabbro', page: '1', limit: '50' });
    expect((screen.getByRole('combobox', { name: 'Categoria' }) as HTMLInputElement).value).toBe('Fabbro');
  });

  it("says 'Nessun lead trovato' when nothing matches", async () => {
    await renderPanel();
    expect(await screen.findByText('Nessun lead trovato')).toBeTruthy();
  });

  it('pages through the list 50 at a time', async () => {
    api.data.leads = Array.from({ length: 51 }, (_, index) => makeLead({ userRequest: `Richiesta numero ${index + 1}` }));
    const user = await renderPanel();
    expect(await screen.findByText('Richiesta numero 50')).toBeTruthy();
    expect(screen.queryByText('Richiesta numero 51')).toBeNull();
    expect(screen.getByText('51 lead in totale')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await screen.findByText('Richiesta numero 51')).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: '2', limit: '50' });
  });

  it('offers approve and send, approve and reject on pending leads only, restore on rejected ones, and business selection on approved ones', async () => {
    api.data.leads = [
      makeLead({ userRequest: 'In attesa', status: 'pending' }),
      makeLead({ userRequest: 'Da inviare', status: 'approved_pending_companies' }),
      makeLead({ userRequest: 'Già inviato', status: 'sent' }),
      makeLead({ userRequest: 'Scartato', status: 'rejected' }),
    ];
    await renderPanel();
    const names = async (request: string) => (await rowOf(request)).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(await names('In attesa')).toEqual(['Approva e invia', 'Approva', 'Rifiuta', 'Cronologia del lead', 'Visualizza']);
    expect(await names('Da inviare')).toEqual(['Seleziona aziende', 'Cronologia del lead', 'Visualizza']);
    expect(await names('Già inviato')).toEqual(['Cronologia del lead', 'Visualizza']);
    expect(await names('Scartato')).toEqual(['Ripristina', 'Cronologia del lead', 'Visualizza']);
  });

  it('gives every row action a tooltip saying its name', async () => {
    api.data.leads = [makeLead({ userRequest: 'Con azioni', status: 'pending' })];
    const user = await renderPanel();
    for (const name of ['Approva', 'Rifiuta', 'Visualizza']) {
      await user.hover((await rowOf('Con azioni')).getByRole('button', { name }));
      expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe(name);
      await user.unhover((await rowOf('Con azioni')).getByRole('button', { name }));
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    }
  });

  it('approves a pending lead, then refreshes the list', async () => {
    const lead = makeLead({ userRequest: 'Da approvare', status: 'pending' });
    api.data.leads = [lead];
    const user = await renderPanel();
    await user.click((await rowOf('Da approvare')).getByRole('button', { name: 'Approva' }));
    expect(await screen.findByText('Lead aggiornato')).toBeTruthy();
    expect(screen.getByText('Le modifiche sono state salvate')).toBeTruthy();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`/api/admin/leads/${lead.id}`);
    expect(patch?.body).toEqual({ status: 'approved_pending_companies' });
    expect(await (await rowOf('Da approvare')).findByText('Selezione Aziende')).toBeTruthy();
    expect(listCalls()).toHaveLength(2);
  });

  it('rejects a pending lead only once the admin confirms', async () => {
    api.data.leads = [makeLead({ userRequest: 'Da rifiutare', status: 'pending' })];
    const user = await renderPanel();
    const patches = () => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    await user.click((await rowOf('Da rifiutare')).getByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare questo lead?' });
    expect(within(dialog).getByText(/potrai ripristinarlo/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toEqual([]);
    expect((await rowOf('Da rifiutare')).getByText('In Attesa')).toBeTruthy();

    await user.click((await rowOf('Da rifiutare')).getByRole('button', { name: 'Rifiuta' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rifiutare questo lead?' })).getByRole('button', { name: 'Rifiuta' }));
    expect(await (await rowOf('Da rifiutare')).findByText('Rifiutato')).toBeTruthy();
    expect(patches()).toEqual([{ status: 'rejected' }]);
  });

  it('restores a rejected lead to pending', async () => {
    const lead = makeLead({ userRequest: 'Rifiutato per sbaglio', status: 'rejected' });
    api.data.leads = [lead];
    const user = await renderPanel();
    await user.click((await rowOf('Rifiutato per sbaglio')).getByRole('button', { name: 'Ripristina' }));
    expect(await screen.findByText('Lead aggiornato')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
      [`/api/admin/leads/${lead.id}`, { status: 'pending' }],
    ]);
    const row = await rowOf('Rifiutato per sbaglio');
    expect(await row.findByText('In Attesa')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Approva' })).toBeTruthy();
  });

  it("shows the server's message when the transition is refused, the product's one when the server fails", async () => {
    const lead = makeLead({ userRequest: 'Cambiato altrove', status: 'pending' });
    api.data.leads = [lead];
    const user = await renderPanel();
    const row = await rowOf('Cambiato altrove');
    lead.status = 'rejected'; // another admin got there first
    await user.click(row.getByRole('button', { name: 'Approva' }));
    expect(await screen.findByText(INVALID_TRANSITION_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Errore')).toBeTruthy();
    lead.status = 'pending';
    api.failing.add('adminUpdateLead');
    // The row found again: the list refreshed after the refusal, and a click on a row it replaced opens nothing.
    await user.click(await (await rowOf('Cambiato altrove')).findByRole('button', { name: 'Rifiuta' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rifiuta' }));
    expect(await screen.findByText("Errore durante l'aggiornamento del lead")).toBeTruthy();
  });

  it('views a lead in a plain alert, with "Non specificata" for a missing location', async () => {
    // happy-dom has no alert dialog: this stands in for the browser's and records what it would show.
    const alerts: string[] = [];
    window.alert = (message?: unknown) => void alerts.push(String(message));
    api.data.leads = [
      makeLead({ userRequest: 'Con località', status: 'approved_pending_companies', price: '30.00' }),
      makeLead({ userRequest: 'Senza località', location: null, userEmail: 'anna@example.it', category: 'Pulizie' }),
    ];
    const user = await renderPanel();
    await user.click((await rowOf('Con località')).getByRole('button', { name: 'Visualizza' }));
    const first = alerts[0];
    expect(first).toContain('Richiesta: Con località');
    expect(first).toContain('Email: mario.rossi@example.it');
    expect(first).toContain('Categoria: Idraulico');
    expect(first).toMatch(/Prezzo: 30,00\s€/);
    expect(first).toContain('Status: Selezione Aziende');
    expect(first).toContain('Località: Fano (Pesaro e Urbino)');
    await user.click((await rowOf('Senza località')).getByRole('button', { name: 'Visualizza' }));
    const second = alerts[1];
    expect(second).toContain('Email: anna@example.it');
    expect(second).toContain('Categoria: Pulizie');
    expect(second).toContain('Località: Non specificata');
  });

  it('sends an approved lead to businesses from the dialog, then refreshes the list', async () => {
    api.data.leads = [makeLead({ userRequest: 'Pronto da inviare', status: 'approved_pending_companies' })];
    api.data.businesses = [makeBusiness({ name: 'Idraulica Uno' }), makeBusiness({ name: 'Idraulica Due' })];
    const user = await renderPanel();
    await user.click((await rowOf('Pronto da inviare')).getByRole('button', { name: 'Seleziona aziende' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seleziona Aziende per il Lead' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Idraulica Uno' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Idraulica Due' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invia a 2 aziende' }));
    expect(await screen.findByText('Lead inviato a 2 aziende')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await (await rowOf('Pronto da inviare')).findByText('Inviato')).toBeTruthy();
  });

  it('shows a loading skeleton, then an error with a retry', async () => {
    api.failing.add('adminListLeads');
    const user = userEvent.setup();
    renderSignedIn(<LeadsPanel />, api);
    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeTruthy();
    expect(await screen.findByText('Impossibile caricare i lead.')).toBeTruthy();
    api.failing.delete('adminListLeads');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessun lead trovato')).toBeTruthy();
  });
});
