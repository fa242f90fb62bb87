import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Lead, LeadDispatch, LeadEvent } from '@trovapro/domain';
import { startFakeAdminApi, TEST_ADMIN, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeBusiness, makeLead } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { leadEventLabel } from '../../../lib/lead-event-label.ts';
import { LeadsPanel } from './leads-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const dispatch = (overrides: Partial<LeadDispatch> = {}): LeadDispatch => ({
  autoDispatchAt: null,
  rule: null,
  reasons: [],
  duplicateOf: null,
  ...overrides,
});

const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/leads');
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)?.query ?? []);
const callsTo = (method: string, path: string) => api.calls.filter((call) => call.method === method && call.path === path);

async function renderPanel(path = '/admin/leads') {
  const { router } = renderSignedIn(<LeadsPanel />, api, path);
  await screen.findByRole('heading', { name: 'Gestione Lead' });
  return Object.assign(userEvent.setup(), { router });
}

async function rowOf(request: string) {
  const cell = await screen.findByText(request);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${request}`);
  return row;
}

describe('the queue and the date filter (issue 35 §4)', () => {
  it('«Coda» lists the pending leads oldest first, kept in the URL, highlighting those waiting more than 2 hours', async () => {
    api.data.leads = [
      makeLead({ userRequest: 'Arrivata ora', status: 'pending', createdAt: ago(30) }),
      makeLead({ userRequest: 'Aspetta da tre ore', status: 'pending', createdAt: ago(185) }),
      makeLead({ userRequest: 'Già inviata', status: 'sent', createdAt: ago(300) }),
    ];
    const user = await renderPanel();
    await screen.findByText('Già inviata');
    await user.click(screen.getByRole('radio', { name: 'Coda' }));
    await waitFor(() => expect(lastListQuery()).toEqual({ status: 'pending', sort: 'oldest', page: '1', limit: '50' }));
    expect(user.router.state.location.search).toBe('?view=queue');
    await waitFor(() => expect(screen.queryByText('Già inviata')).toBeNull());
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.includes('Aspetta da tre ore'))).toEqual([true, false]);
    const old = await rowOf('Aspetta da tre ore');
    expect(old.getAttribute('data-long-wait')).toBe('true');
    expect(within(old).getByText('In attesa da 3 h')).toBeTruthy();
    const recent = await rowOf('Arrivata ora');
    expect(recent.getAttribute('data-long-wait')).toBeNull();
    expect(within(recent).queryByText(/In attesa da/)).toBeNull();
    // Back to every lead.
    await user.click(screen.getByRole('radio', { name: 'Tutte' }));
    // The whole list again (from the cache of its first load).
    expect(user.router.state.location.search).toBe('');
    expect(await screen.findByText('Già inviata')).toBeTruthy();
  });

  it('filters «Dal» / «Al» by day typed dd/MM/yyyy, sent as yyyy-MM-dd and kept in the URL; a day that is not one is refused', async () => {
    api.data.leads = [
      makeLead({ userRequest: 'Di febbraio', createdAt: '2026-02-20T10:00:00.000Z' }),
      makeLead({ userRequest: 'Di marzo', createdAt: '2026-03-05T10:00:00.000Z' }),
    ];
    const user = await renderPanel();
    await screen.findByText('Di febbraio');
    const from = screen.getByRole('textbox', { name: 'Dal' });
    await user.type(from, '31/02/2026{Enter}');
    expect(screen.getByText('Data non valida: usa gg/mm/aaaa')).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: '1', limit: '50' });
    await user.clear(from);
    await user.type(from, '01/03/2026{Enter}');
    await waitFor(() => expect(lastListQuery()).toEqual({ createdFrom: '2026-03-01', page: '1', limit: '50' }));
    expect(user.router.state.location.search).toBe('?from=2026-03-01');
    await waitFor(() => expect(screen.queryByText('Di febbraio')).toBeNull());
    expect(screen.getByText('Di marzo')).toBeTruthy();
    expect(screen.queryByText('Data non valida: usa gg/mm/aaaa')).toBeNull();
    const to = screen.getByRole('textbox', { name: 'Al' });
    await user.type(to, '4/3/2026');
    await user.tab();
    await waitFor(() => expect(lastListQuery()).toEqual({ createdFrom: '2026-03-01', createdTo: '2026-03-04', page: '1', limit: '50' }));
    expect(await screen.findByText('Nessun lead trovato')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancella «Al»' }));
    expect(user.router.state.location.search).toBe('?from=2026-03-01');
    expect(await screen.findByText('Di marzo')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Al' }) as HTMLInputElement).value).toBe('');
  });

  it('opens with the days of a shared link, written dd/MM/yyyy', async () => {
    await renderPanel('/admin/leads?from=2026-03-01&to=2026-03-31');
    await waitFor(() => expect(lastListQuery()).toEqual({ createdFrom: '2026-03-01', createdTo: '2026-03-31', page: '1', limit: '50' }));
    expect((screen.getByRole('textbox', { name: 'Dal' }) as HTMLInputElement).value).toBe('01/03/2026');
    expect((screen.getByRole('textbox', { name: 'Al' }) as HTMLInputElement).value).toBe('31/03/2026');
  });
});

describe('automatic sending, duplicates and reasons on the list (issue 35 §2)', () => {
  it('counts down to the automatic sending; «Ferma» asks, stops it, and the lead says why it stays in the queue', async () => {
    const lead = makeLead({
      userRequest: 'In partenza',
      status: 'pending',
      createdAt: ago(3),
      dispatch: dispatch({ autoDispatchAt: inMinutes(7), rule: 'Idraulico' }),
    });
    api.data.leads = [lead];
    const user = await renderPanel();
    const row = within(await rowOf('In partenza'));
    expect(row.getByText('Invio automatico tra 7 min')).toBeTruthy();
    await user.click(row.getByRole('button', { name: 'Ferma l’invio automatico' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Fermare l’invio automatico?' }));
    await user.click(confirm.getByRole('button', { name: 'Ferma' }));
    expect(await screen.findByText('Invio automatico fermato')).toBeTruthy();
    expect(callsTo('POST', `/api/admin/leads/${lead.id}/stop-auto-dispatch`)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByText('In partenza').closest('tr') as HTMLElement).queryByText(/Invio automatico tra/)).toBeNull());
    expect(within(await rowOf('In partenza')).getByText('In coda perché: invio automatico fermato')).toBeTruthy();
  });

  it('says so when the automatic sending was no longer waiting', async () => {
    const lead = makeLead({ userRequest: 'Già partita', status: 'pending', createdAt: ago(3), dispatch: dispatch({ autoDispatchAt: inMinutes(2) }) });
    api.data.leads = [lead];
    const user = await renderPanel();
    await user.click(within(await rowOf('Già partita')).getByRole('button', { name: 'Ferma l’invio automatico' }));
    // Sent meanwhile.
    lead.status = 'sent';
    await user.click(within(await screen.findByRole('dialog', { name: 'Fermare l’invio automatico?' })).getByRole('button', { name: 'Ferma' }));
    expect(await screen.findByText(/non c’è un invio automatico in attesa/)).toBeTruthy();
  });

  it('flags a possible duplicate, linking to the earlier lead, and shows the queue reasons', async () => {
    const earlier = makeLead({ userRequest: 'La prima richiesta', status: 'sent', createdAt: ago(3000) });
    const duplicate = makeLead({
      userRequest: 'La seconda richiesta',
      status: 'pending',
      createdAt: ago(20),
      dispatch: dispatch({
        duplicateOf: earlier.id,
        reasons: [
          { code: 'place_ambiguous', text: 'comune ambiguo' },
          { code: 'possible_duplicate', text: 'possibile duplicato di una richiesta del 12/11/2026' },
        ],
      }),
    });
    api.data.leads = [duplicate, earlier];
    const user = await renderPanel();
    const row = within(await rowOf('La seconda richiesta'));
    expect(row.getByText('In coda perché: comune ambiguo, possibile duplicato di una richiesta del 12/11/2026')).toBeTruthy();
    expect(within(await rowOf('La prima richiesta')).queryByText('Possibile duplicato')).toBeNull();
    await user.click(row.getByRole('button', { name: 'Possibile duplicato: Apri la richiesta precedente' }));
    expect(user.router.state.location.search).toBe(`?lead=${earlier.id}`);
    const drawer = within(await screen.findByRole('dialog', { name: 'Cronologia del lead' }));
    expect(await drawer.findByText('La prima richiesta')).toBeTruthy();
  });
});

describe('the lead detail: dispatch and notes (issue 35 §3)', () => {
  it('shows the reasons, the countdown with «Ferma» and the duplicate link in the drawer', async () => {
    const earlier = makeLead({ userRequest: 'Precedente', status: 'sent' });
    const lead = makeLead({
      userRequest: 'Nel dettaglio',
      status: 'pending',
      createdAt: ago(5),
      dispatch: dispatch({
        autoDispatchAt: inMinutes(12),
        duplicateOf: earlier.id,
        reasons: [{ code: 'contact_data', text: 'la richiesta contiene dati di contatto' }],
      }),
    });
    api.data.leads = [lead, earlier];
    const user = await renderPanel(`/admin/leads?lead=${lead.id}`);
    const drawer = within(await screen.findByRole('dialog', { name: 'Cronologia del lead' }));
    expect(await drawer.findByText('la richiesta contiene dati di contatto')).toBeTruthy();
    expect(drawer.getByText('Invio automatico tra 12 min')).toBeTruthy();
    expect(drawer.getByRole('button', { name: 'Ferma l’invio automatico' })).toBeTruthy();
    await user.click(drawer.getByRole('button', { name: 'Possibile duplicato: Apri la richiesta precedente' }));
    await waitFor(() => expect(user.router.state.location.search).toBe(`?lead=${earlier.id}`));
  });

  it('adds a note to the timeline; a failed call keeps the text and says so', async () => {
    const lead = makeLead({ userRequest: 'Con nota', status: 'pending', createdAt: ago(5) });
    api.data.leads = [lead];
    api.data.leadEvents.set(lead.id, [{ type: 'created', at: ago(5) }]);
    const user = await renderPanel(`/admin/leads?lead=${lead.id}`);
    const drawer = within(await screen.findByRole('dialog', { name: 'Cronologia del lead' }));
    const add = () => drawer.getByRole('button', { name: 'Aggiungi nota' }) as HTMLButtonElement;
    const box = await drawer.findByRole('textbox', { name: 'Nuova nota' });
    expect(add().disabled).toBe(true);
    await user.type(box, 'Richiamare il cliente domani');
    api.failing.add('adminAddLeadNote');
    await user.click(add());
    expect(await drawer.findByText('Impossibile aggiungere la nota: il testo è stato conservato. Riprova.')).toBeTruthy();
    expect((drawer.getByRole('textbox', { name: 'Nuova nota' }) as HTMLTextAreaElement).value).toBe('Richiamare il cliente domani');
    api.failing.delete('adminAddLeadNote');
    await user.click(add());
    expect(await drawer.findByText(`Nota di ${TEST_ADMIN.name}: Richiamare il cliente domani`)).toBeTruthy();
    expect(callsTo('POST', `/api/admin/leads/${lead.id}/notes`).at(-1)?.body).toEqual({ text: 'Richiamare il cliente domani' });
    await waitFor(() => expect((drawer.getByRole('textbox', { name: 'Nuova nota' }) as HTMLTextAreaElement).value).toBe(''));
  });

  it('labels every automatic step of the timeline in Italian', () => {
    const dueAt = '2026-11-28T09:42:00.000Z';
    // Rome's clock (UTC+1 in November), whatever the machine's zone.
    const hhmm = '10:42';
    const at = '2026-11-28T09:32:00.000Z';
    const events: [LeadEvent, string][] = [
      [{ type: 'auto_sent', at, count: 4, rule: 'Idraulico' }, 'Inviato automaticamente a 4 aziende, regola Idraulico'],
      [
        { type: 'auto_sent', at, count: 1, rule: 'Pulizie', proposed: true } as LeadEvent,
        'Proposto automaticamente al cliente con 1 azienda, regola Pulizie',
      ],
      [{ type: 'wave_sent', at, count: 2, rule: 'Idraulico' }, 'Ondata successiva: offerto a 2 aziende'],
      [
        {
          type: 'auto_held',
          at,
          reasons: [
            { code: 'place_ambiguous', text: 'comune ambiguo' },
            { code: 'possible_duplicate', text: 'possibile duplicato di una richiesta del 12/11/2026' },
          ],
        },
        'Resta in coda: comune ambiguo, possibile duplicato di una richiesta del 12/11/2026',
      ],
      [{ type: 'auto_scheduled', at, rule: 'Idraulico', dueAt }, `Invio automatico programmato (regola Idraulico) per le ${hhmm}`],
      [{ type: 'auto_stopped', at, by: 'Anna' }, 'Invio automatico fermato da Anna'],
      [{ type: 'auto_stopped', at }, 'Invio automatico fermato'],
      [{ type: 'note', at, by: 'Anna', note: 'Cliente richiamato' }, 'Nota di Anna: Cliente richiamato'],
    ];
    expect(events.map(([event]) => leadEventLabel(event))).toEqual(events.map(([, label]) => label));
  });
});

describe('«Approva e invia» (issue 35 §4)', () => {
  function setUpPending(overrides: Partial<Lead> = {}) {
    const lead = makeLead({ userRequest: 'Da approvare', status: 'pending', createdAt: ago(10), ...overrides });
    const first = makeBusiness({ name: 'Prima Idraulica' });
    const second = makeBusiness({ name: 'Seconda Idraulica' });
    const third = makeBusiness({ name: 'Terza Idraulica' });
    api.data.leads = [lead];
    api.data.businesses = [first, second, third];
    api.data.rankings.set(first.id, {
      position: 1,
      suggested: true,
      purchases: 12,
      refunds: 0,
      reasons: ['Stesso comune', 'Accetta le preferenze', '12 acquisti in 180 giorni, nessun rimborso', '★ 4,6 (12)'],
    });
    api.data.rankings.set(second.id, { position: 2, suggested: true, purchases: 0, refunds: 0, reasons: ['Stessa provincia'] });
    api.data.rankings.set(third.id, { position: 3, suggested: false, purchases: 0, refunds: 0, reasons: ['Altra regione'] });
    return { lead, first, second, third };
  }

  it('opens from the row with the suggested candidates ticked and their ranking, and approves and sends in one click', async () => {
    const { lead, first, second } = setUpPending();
    const user = await renderPanel();
    await user.click(within(await rowOf('Da approvare')).getByRole('button', { name: 'Approva e invia' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Seleziona Aziende per il Lead' }));
    await waitFor(() => expect((dialog.getByRole('checkbox', { name: 'Prima Idraulica' }) as HTMLInputElement).checked).toBe(true));
    expect((dialog.getByRole('checkbox', { name: 'Seconda Idraulica' }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByRole('checkbox', { name: 'Terza Idraulica' }) as HTMLInputElement).checked).toBe(false);
    expect(dialog.getAllByTestId('candidate-ranking').map((line) => line.textContent)).toEqual([
      '1° · Stesso comune · Accetta le preferenze · 12 acquisti in 180 giorni, nessun rimborso · ★ 4,6 (12)',
      '2° · Stessa provincia',
      '3° · Altra regione',
    ]);
    expect(dialog.queryByTestId('duplicate-warning')).toBeNull();
    expect(dialog.getByText('2 aziende selezionate')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Approva e invia' }));
    expect(await screen.findByText('Richiesta approvata e inviata')).toBeTruthy();
    expect(screen.getByText('Inviata a 2 aziende.')).toBeTruthy();
    expect(callsTo('POST', `/api/admin/leads/${lead.id}/approve-and-send`).map((call) => call.body)).toEqual([
      { selectedBusinessIds: [first.id, second.id] },
    ]);
    expect(callsTo('PATCH', `/api/admin/leads/${lead.id}`)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Seleziona Aziende per il Lead' })).toBeNull());
    expect(await within(await rowOf('Da approvare')).findByText('Inviato')).toBeTruthy();
  });

  it('warns of a possible duplicate, proposes to the customer when CUSTOMER_CHOOSES, and keeps the dialog open on a failure', async () => {
    const earlier = makeLead({ userRequest: 'Prima', status: 'sent' });
    const { lead } = setUpPending({ dispatch: dispatch({ duplicateOf: earlier.id }) });
    api.data.leads.push(earlier);
    api.data.offerRules = { maxOffers: 5, customerChooses: true };
    const user = await renderPanel();
    await user.click(within(await rowOf('Da approvare')).getByRole('button', { name: 'Approva e invia' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Seleziona Aziende per il Lead' }));
    expect(dialog.getByTestId('duplicate-warning').textContent).toMatch(/^Possibile duplicato/);
    const button = await dialog.findByRole('button', { name: 'Approva e proponi al cliente' });
    await waitFor(() => expect(dialog.getByText('2 aziende selezionate')).toBeTruthy());
    api.failing.add('adminApproveAndSend');
    await user.click(button);
    expect(await screen.findByText('Impossibile approvare e inviare la richiesta. Riprova.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Seleziona Aziende per il Lead' })).toBeTruthy();
    expect(dialog.getByText('2 aziende selezionate')).toBeTruthy();
    api.failing.delete('adminApproveAndSend');
    await waitFor(() => expect((dialog.getByRole('button', { name: 'Approva e proponi al cliente' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(dialog.getByRole('button', { name: 'Approva e proponi al cliente' }));
    expect(await screen.findByText('Richiesta approvata e proposta')).toBeTruthy();
    expect(screen.getByText('Proposta al cliente con 2 aziende.')).toBeTruthy();
    expect(api.data.proposals.get(lead.id)?.map((proposal) => proposal.name)).toEqual(['Prima Idraulica', 'Seconda Idraulica']);
  });
});
