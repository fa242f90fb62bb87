import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '@trovapro/domain';
import { DUPLICATE_EMAIL_MESSAGE, PRICE_ABOVE_MAXIMUM_MESSAGE, startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeBusiness, makeLead } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { useGetLeads } from '../api/use-get-leads.ts';
import { BusinessSelectionDialog } from './business-selection-dialog.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const lead = () => makeLead({ status: 'approved_pending_companies', price: '25.00' });
const rossi = () => makeBusiness({ name: 'Idraulica Rossi', email: 'rossi@example.it' });
const verdi = () => makeBusiness({ name: 'Verdi Impianti', email: 'verdi@example.it', phone: null });

/** Opens the dialog on a lead the fake API knows, with these candidate businesses. */
async function openDialog(options: { lead?: Lead; businesses?: ReturnType<typeof makeBusiness>[] } = {}) {
  const subject = options.lead ?? lead();
  api.data.leads = [subject];
  api.data.businesses = options.businesses ?? [rossi(), verdi()];
  const onClose = vi.fn();
  renderSignedIn(
    <>
      <LeadsListReader />
      <BusinessSelectionDialog lead={subject} onClose={onClose} />
    </>,
    api,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Seleziona Aziende per il Lead' });
  await waitFor(() => expect(leadListReads()).toBe(1));
  return { dialog, subject, onClose, user: userEvent.setup() };
}

/** The leads tab's list, as the panel under the dialog reads it: a write that changes a lead must refresh it. */
function LeadsListReader() {
  useGetLeads({ page: 1 });
  return null;
}

const callsTo = (method: string, path: string) => api.calls.filter((call) => call.method === method && call.path === path);
const leadListReads = () => callsTo('GET', '/api/admin/leads').length;
const candidatesCalls = (leadId: string) => callsTo('GET', `/api/admin/leads/${leadId}/candidate-businesses`);

describe('business-selection dialog: lead summary and price', () => {
  it("shows the lead's request, category, location and price, and loads its candidates", async () => {
    const { dialog, subject } = await openDialog();
    expect(within(dialog).getByText(subject.userRequest)).toBeTruthy();
    expect(within(dialog).getByText('Idraulico')).toBeTruthy();
    expect(within(dialog).getByText('Fano (Pesaro e Urbino)')).toBeTruthy();
    expect(within(dialog).getByText(/^25,00\s€$/)).toBeTruthy();
    const list = await within(dialog).findByRole('group', { name: 'Aziende candidate per questo lead' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false]);
    expect(within(list).getByRole('checkbox', { name: 'Idraulica Rossi' })).toBeTruthy();
    expect(within(list).getByRole('checkbox', { name: 'Verdi Impianti' })).toBeTruthy();
    expect(candidatesCalls(subject.id)).toHaveLength(1);
  });

  it("says 'Non specificata' for a lead without a location", async () => {
    const { dialog } = await openDialog({ lead: makeLead({ status: 'approved_pending_companies', location: null }) });
    expect(within(dialog).getByText('Non specificata')).toBeTruthy();
  });

  it('refuses a price that is missing or not above zero, and sends nothing', async () => {
    const { dialog, user, subject } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    const input = within(dialog).getByLabelText('Nuovo prezzo (€)') as HTMLInputElement;
    for (const value of ['0', '', '0,00', 'venti']) {
      await user.clear(input);
      if (value) await user.type(input, value);
      await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText('Inserisci un prezzo valido')).toBeTruthy();
    }
    expect(callsTo('PATCH', `/api/admin/leads/${subject.id}`)).toEqual([]);
  });

  it('saves a valid price as a two-decimal string and shows it', async () => {
    const { dialog, user, subject } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    const input = within(dialog).getByLabelText('Nuovo prezzo (€)');
    await user.clear(input);
    await user.type(input, '30.5');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Prezzo aggiornato')).toBeTruthy();
    expect(screen.getByText('Nuovo prezzo: 30,50 €')).toBeTruthy();
    expect(callsTo('PATCH', `/api/admin/leads/${subject.id}`).map((call) => call.body)).toEqual([{ price: '30.50' }]);
    expect(within(dialog).getByText(/^30,50\s€$/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Nuovo prezzo (€)')).toBeNull();
    await waitFor(() => expect(leadListReads()).toBe(2));
  });

  it('reads a price typed the Italian way: «22,5» is 22,50 €, not 225 € (issue 15, item 10)', async () => {
    const { dialog, user, subject } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    const input = within(dialog).getByLabelText('Nuovo prezzo (€)') as HTMLInputElement;
    // A text field for decimals: a number field drops the comma.
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('decimal');
    expect(input.value).toBe('25,00');
    await user.clear(input);
    await user.type(input, '22,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nuovo prezzo: 22,50 €')).toBeTruthy();
    expect(callsTo('PATCH', `/api/admin/leads/${subject.id}`).map((call) => call.body)).toEqual([{ price: '22.50' }]);
    expect(within(dialog).getByText(/^22,50\s€$/)).toBeTruthy();
  });

  it('refuses an ambiguous amount, naming both readings, and sends nothing', async () => {
    const { dialog, user, subject } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    const input = within(dialog).getByLabelText('Nuovo prezzo (€)');
    await user.clear(input);
    await user.type(input, '1.250');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/^Non è chiaro se «1\.250» sia 1\.250,00\s€ o 1,25\s€: scrivi 1250 oppure 1,25$/)).toBeTruthy();
    expect(callsTo('PATCH', `/api/admin/leads/${subject.id}`)).toEqual([]);
  });

  it('asks before a change of more than three times up or down; cancelling keeps the price', async () => {
    const { dialog, user, subject } = await openDialog();
    const patches = () => callsTo('PATCH', `/api/admin/leads/${subject.id}`).map((call) => call.body);
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    const input = within(dialog).getByLabelText('Nuovo prezzo (€)');

    await user.clear(input);
    await user.type(input, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const up = await screen.findByRole('dialog', { name: 'Confermi il nuovo prezzo?' });
    expect(within(up).getByText(/^Il nuovo prezzo, 80,00\s€, è più del triplo di quello attuale \(25,00\s€\)\. Vuoi salvarlo\?$/)).toBeTruthy();
    await user.click(within(up).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confermi il nuovo prezzo?' })).toBeNull());
    expect(patches()).toEqual([]);

    await user.clear(input);
    await user.type(input, '8,33');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const down = await screen.findByRole('dialog', { name: 'Confermi il nuovo prezzo?' });
    expect(within(down).getByText(/è meno di un terzo di quello attuale/)).toBeTruthy();
    await user.click(within(down).getByRole('button', { name: 'Salva il prezzo' }));
    expect(await screen.findByText('Nuovo prezzo: 8,33 €')).toBeTruthy();
    expect(patches()).toEqual([{ price: '8.33' }]);
  });

  it('saves three times the price without asking', async () => {
    const { dialog, user, subject } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    const input = within(dialog).getByLabelText('Nuovo prezzo (€)');
    await user.clear(input);
    await user.type(input, '75');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nuovo prezzo: 75,00 €')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confermi il nuovo prezzo?' })).toBeNull();
    expect(callsTo('PATCH', `/api/admin/leads/${subject.id}`).map((call) => call.body)).toEqual([{ price: '75.00' }]);
  });

  it('states the maximum before anything is asked, and refuses a price above it without asking or sending', async () => {
    const { dialog, user, subject } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    const input = within(dialog).getByLabelText('Nuovo prezzo (€)');
    // The server's LEAD_MAX_PRICE (500,00 € in the fake), under the field.
    expect(await within(dialog).findByText(/^Massimo 500,00\s€$/)).toBeTruthy();
    await user.clear(input);
    await user.type(input, '1.250,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    // Testing Library reads the toast with its non-breaking space (500,00 €) as a plain one.
    expect(await screen.findByText(PRICE_ABOVE_MAXIMUM_MESSAGE.replace(/\s/g, ' '))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confermi il nuovo prezzo?' })).toBeNull();
    expect(callsTo('PATCH', `/api/admin/leads/${subject.id}`)).toEqual([]);
    expect(within(dialog).getByText(/^25,00\s€$/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Nuovo prezzo (€)') as HTMLInputElement).value).toBe('1.250,00');
  });

  it("shows the server's refusal when its maximum could not be read, and keeps the old one", async () => {
    api.failing.add('adminSettings');
    const { dialog, user, subject } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    const input = within(dialog).getByLabelText('Nuovo prezzo (€)');
    await user.clear(input);
    await user.type(input, '1.250,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confermi il nuovo prezzo?' });
    expect(
      within(confirm).getByText(/^Il nuovo prezzo, 1\.250,00\s€, è più del triplo di quello attuale \(25,00\s€\)\. Vuoi salvarlo\?$/),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Salva il prezzo' }));
    expect(await screen.findByText(PRICE_ABOVE_MAXIMUM_MESSAGE.replace(/\s/g, ' '))).toBeTruthy();
    expect(callsTo('PATCH', `/api/admin/leads/${subject.id}`).map((call) => call.body)).toEqual([{ price: '1250.00' }]);
    expect(within(dialog).getByText(/^25,00\s€$/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Nuovo prezzo (€)')).toBeTruthy();
  });

  it('cancels a price edit without saving', async () => {
    const { dialog, user, subject } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    const form = within(dialog).getByRole('form', { name: 'Modifica prezzo' });
    await user.type(within(form).getByLabelText('Nuovo prezzo (€)'), '9');
    await user.click(within(form).getByRole('button', { name: 'Annulla' }));
    expect(within(dialog).queryByLabelText('Nuovo prezzo (€)')).toBeNull();
    expect(within(dialog).getByText(/^25,00\s€$/)).toBeTruthy();
    expect(callsTo('PATCH', `/api/admin/leads/${subject.id}`)).toEqual([]);
  });

  it('reports a price the server could not save', async () => {
    const { dialog, user } = await openDialog();
    api.failing.add('adminUpdateLead');
    await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
    await user.clear(within(dialog).getByLabelText('Nuovo prezzo (€)'));
    await user.type(within(dialog).getByLabelText('Nuovo prezzo (€)'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText("Errore durante l'aggiornamento del prezzo")).toBeTruthy();
    expect(within(dialog).getByText(/^25,00\s€$/)).toBeTruthy();
  });
});

describe('business-selection dialog: manual add', () => {
  async function openAddForm(options?: Parameters<typeof openDialog>[0]) {
    const opened = await openDialog(options);
    await within(opened.dialog).findByRole('group', { name: 'Aziende candidate per questo lead' });
    const toggle = within(opened.dialog).getByRole('button', { name: 'Aggiungi azienda manualmente' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await opened.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = within(opened.dialog).getByRole('form', { name: 'Nuova azienda' });
    return { ...opened, form };
  }

  it('requires name and email, and sends nothing without them', async () => {
    const { form, user } = await openAddForm();
    await user.type(within(form).getByLabelText(/^Nome/), 'Solo Nome');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('Compila tutti i campi obbligatori')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('requires a location when the lead has none to lend', async () => {
    const { form, user } = await openAddForm({ lead: makeLead({ status: 'approved_pending_companies', location: null }) });
    await user.type(within(form).getByLabelText(/^Nome/), 'Nuova Idraulica');
    await user.type(within(form).getByLabelText(/^Email/), 'nuova@example.it');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('Compila tutti i campi obbligatori')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("takes the lead's category and location when left empty; the new business is listed first, selected, with its place", async () => {
    const { dialog, form, user, subject } = await openAddForm();
    expect((within(form).getByLabelText('Località') as HTMLInputElement).placeholder).toBe('Fano (Pesaro e Urbino)');
    await user.type(within(form).getByLabelText(/^Nome/), '  Nuova Idraulica ');
    await user.type(within(form).getByLabelText(/^Email/), 'nuova@example.it');
    await user.type(within(form).getByLabelText('Telefono'), '333 1234567');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('Azienda aggiunta')).toBeTruthy();
    expect(callsTo('POST', `/api/admin/leads/${subject.id}/candidate-businesses`).map((call) => call.body)).toEqual([
      { name: 'Nuova Idraulica', email: 'nuova@example.it', category: 'Idraulico', location: 'Fano (Pesaro e Urbino)', phone: '333 1234567' },
    ]);
    const list = within(dialog).getByRole('group', { name: 'Aziende candidate per questo lead' });
    const boxes = within(list).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.getAttribute('aria-label') ?? box.labels?.[0]?.textContent, box.checked])).toEqual([
      ['Nuova Idraulica', true],
      ['Idraulica Rossi', false],
      ['Verdi Impianti', false],
    ]);
    const first = boxes[0]?.closest('.mantine-Paper-root') as HTMLElement;
    expect(within(first).getByText('Stesso comune')).toBeTruthy();
    expect(within(dialog).getByText('1 azienda selezionata')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Invia a 1 azienda' })).toBeTruthy();
    expect(within(dialog).queryByRole('form', { name: 'Nuova azienda' })).toBeNull();
  });

  it("shows the server's message for an email already in use", async () => {
    const { form, user } = await openAddForm();
    await user.type(within(form).getByLabelText(/^Nome/), 'Doppione');
    await user.type(within(form).getByLabelText(/^Email/), 'rossi@example.it');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText(DUPLICATE_EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Azienda aggiunta')).toBeNull();
  });

  it("falls back to the product's message when the server fails", async () => {
    const { form, user } = await openAddForm();
    api.failing.add('adminAddCandidateBusiness');
    await user.type(within(form).getByLabelText(/^Nome/), 'Nuova Idraulica');
    await user.type(within(form).getByLabelText(/^Email/), 'nuova@example.it');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText("Errore durante l'aggiunta dell'azienda")).toBeTruthy();
  });
});

describe('business-selection dialog: candidates', () => {
  it('edits a candidate in place, saving only with a name and an email', async () => {
    const { dialog, user } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Modifica Idraulica Rossi' }));
    const form = within(dialog).getByRole('form', { name: 'Modifica Idraulica Rossi' });
    const name = within(form).getByLabelText(/^Nome/);
    const save = within(form).getByRole('button', { name: 'Salva' }) as HTMLButtonElement;
    await user.clear(name);
    expect(save.disabled).toBe(true);
    await user.type(name, 'Rossi & Figli');
    await user.clear(within(form).getByLabelText(/^Email/));
    expect(save.disabled).toBe(true);
    await user.type(within(form).getByLabelText(/^Email/), 'figli@example.it');
    await user.clear(within(form).getByLabelText('Località'));
    await user.type(within(form).getByLabelText('Località'), 'Pesaro');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText('Azienda aggiornata')).toBeTruthy();
    const patches = api.calls.filter((call) => call.method === 'PATCH' && call.path.startsWith('/api/admin/businesses/'));
    expect(patches.map((call) => call.body)).toEqual([{ name: 'Rossi & Figli', email: 'figli@example.it', location: 'Pesaro' }]);
    expect(within(dialog).getByRole('checkbox', { name: 'Rossi & Figli' })).toBeTruthy();
    expect(within(dialog).getByText('figli@example.it · 0721 123456 · Pesaro')).toBeTruthy();
  });

  it('counts the selection; send is disabled with none and sends the chosen ids', async () => {
    const businesses = [rossi(), verdi(), makeBusiness({ name: 'Terza Idraulica' })];
    const { dialog, user, subject, onClose } = await openDialog({ businesses });
    const send = () => within(dialog).getByRole('button', { name: /^Invia a/ }) as HTMLButtonElement;
    await within(dialog).findByRole('group', { name: 'Aziende candidate per questo lead' });
    expect(within(dialog).getByText('0 aziende selezionate')).toBeTruthy();
    expect(send().disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Idraulica Rossi' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Terza Idraulica' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Verdi Impianti' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Verdi Impianti' }));
    expect(within(dialog).getByText('2 aziende selezionate')).toBeTruthy();
    expect(send().textContent).toBe('Invia a 2 aziende');
    await user.click(send());
    expect(await screen.findByText('Email inviate')).toBeTruthy();
    expect(screen.getByText('Lead inviato a 2 aziende')).toBeTruthy();
    const sent = callsTo('POST', `/api/admin/leads/${subject.id}/send-to-businesses`);
    expect(sent.map((call) => call.body)).toEqual([{ selectedBusinessIds: [businesses[0]?.id, businesses[2]?.id] }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(leadListReads()).toBe(2));
  });

  it('says how many more businesses the lead may reach, and refuses to send to more (issue 34, LEAD_MAX_OFFERS)', async () => {
    api.data.offerRules = { maxOffers: 2, customerChooses: false };
    const businesses = [rossi(), verdi(), makeBusiness({ name: 'Terza Idraulica' })];
    const { dialog, user, subject } = await openDialog({ businesses });
    expect(await within(dialog).findByText('Puoi proporla ancora a 2 aziende (al massimo 2 in tutto).')).toBeTruthy();
    for (const name of ['Idraulica Rossi', 'Verdi Impianti', 'Terza Idraulica'])
      await user.click(await within(dialog).findByRole('checkbox', { name }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Hai selezionato più aziende di quante la richiesta possa raggiungere (2).');
    expect((within(dialog).getByRole('button', { name: 'Invia a 3 aziende' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Terza Idraulica' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Invia a 2 aziende' }));
    expect(await screen.findByText('Lead inviato a 2 aziende')).toBeTruthy();
    expect(callsTo('POST', `/api/admin/leads/${subject.id}/send-to-businesses`)).toHaveLength(1);
  });

  it('with the customer choosing, proposes the ticked businesses instead of sending, and lists the proposals (issue 34)', async () => {
    api.data.offerRules = { maxOffers: 3, customerChooses: true };
    const businesses = [rossi(), verdi()];
    const { dialog, user, subject, onClose } = await openDialog({ businesses });
    expect(await within(dialog).findByText(/^Scelta del cliente attiva/)).toBeTruthy();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Verdi Impianti' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proponi 1 azienda al cliente' }));
    expect(await screen.findByText('Un’azienda proposta al cliente')).toBeTruthy();
    expect(callsTo('POST', `/api/admin/leads/${subject.id}/propose-businesses`).map((call) => call.body)).toEqual([
      { selectedBusinessIds: [businesses[1]?.id] },
    ]);
    expect(callsTo('POST', `/api/admin/leads/${subject.id}/send-to-businesses`)).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows who was proposed already and what the customer answered; waiting proposals hold places', async () => {
    api.data.offerRules = { maxOffers: 3, customerChooses: true };
    const subject = lead();
    api.data.proposals.set(subject.id, [
      { businessId: crypto.randomUUID(), name: 'Idraulica Bianchi', proposedAt: '2026-11-20T10:00:00.000Z', answeredAt: null, chosen: false },
      { businessId: crypto.randomUUID(), name: 'Idraulica Neri', proposedAt: '2026-11-20T10:00:00.000Z', answeredAt: null, chosen: false },
    ]);
    const { dialog } = await openDialog({ lead: subject });
    expect(await within(dialog).findByText('Già proposte al cliente')).toBeTruthy();
    expect(within(dialog).getAllByText('In attesa della scelta')).toHaveLength(2);
    expect(within(dialog).getByText('Puoi proporla ancora a un’azienda (al massimo 3 in tutto).')).toBeTruthy();
  });

  it('reports a failed send and stays open', async () => {
    const { dialog, user, onClose } = await openDialog();
    api.failing.add('adminSendLeadToBusinesses');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Idraulica Rossi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invia a 1 azienda' }));
    expect(await screen.findByText("Errore durante l'invio delle email")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when there is no candidate', async () => {
    const { dialog } = await openDialog({ businesses: [makeBusiness({ category: 'Elettricista' })] });
    expect(await within(dialog).findByText('Nessuna azienda candidata trovata per questo lead.')).toBeTruthy();
  });

  it('reports a failed load of the candidates and retries on request', async () => {
    api.failing.add('adminCandidateBusinesses');
    const { dialog, user } = await openDialog();
    expect(await screen.findAllByText('Errore durante il caricamento delle aziende candidate')).toHaveLength(2);
    api.failing.delete('adminCandidateBusinesses');
    await user.click(within(dialog).getByRole('button', { name: 'Riprova' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Idraulica Rossi' })).toBeTruthy();
  });

  it('says on each row where the candidate is relative to the lead, nearest first', async () => {
    const businesses = [
      makeBusiness({ name: 'Lontana Srl' }),
      makeBusiness({ name: 'Regionale Srl' }),
      makeBusiness({ name: 'Provinciale Srl' }),
      makeBusiness({ name: 'Vicina Srl' }),
    ];
    const relations = ['elsewhere', 'same_region', 'same_province', 'same_comune'] as const;
    api.data.placeRelations = new Map(businesses.map((business, index) => [business.id, relations[index]!]));
    const { dialog } = await openDialog({ businesses });
    const list = await within(dialog).findByRole('group', { name: 'Aziende candidate per questo lead' });
    const relationOf = (box: HTMLElement) => box.closest('.mantine-Paper-root')?.querySelector('.mantine-Badge-root')?.textContent;
    const rows = within(list)
      .getAllByRole('checkbox')
      .map((box) => [document.querySelector(`label[for="${box.id}"]`)?.textContent, relationOf(box)]);
    expect(rows).toEqual([
      ['Vicina Srl', 'Stesso comune'],
      ['Provinciale Srl', 'Stessa provincia'],
      ['Regionale Srl', 'Stessa regione'],
      ['Lontana Srl', 'Altra zona'],
    ]);
  });

  it('shows a business whose preferences refuse the lead with why, in Italian, and it cannot be ticked (issue 33)', async () => {
    const businesses = [makeBusiness({ name: 'Accetta Srl' }), makeBusiness({ name: 'Rifiuta Srl' })];
    api.data.preferenceChecks = new Map([
      [
        businesses[1]!.id,
        { accepts: false, mismatches: ['reach', 'price', 'cap', 'paused'], maxPrice: '30.00', weeklyCap: '100.00', spentThisWeek: '90.00' },
      ],
    ]);
    const { dialog } = await openDialog({ businesses });
    const refused = await within(dialog).findByRole('checkbox', { name: 'Rifiuta Srl' });
    expect((refused as HTMLInputElement).disabled).toBe(true);
    const row = refused.closest('.mantine-Paper-root') as HTMLElement;
    // (The testing library reads the euro's no-break space as a space.)
    for (const reason of ['Fuori zona', 'Prezzo oltre il massimo (30,00 €)', 'Tetto settimanale raggiunto', 'In pausa']) {
      expect(within(row).getByText(reason)).toBeTruthy();
    }
    const accepted = within(dialog).getByRole('checkbox', { name: 'Accetta Srl' }) as HTMLInputElement;
    expect(accepted.disabled).toBe(false);
    expect(within(accepted.closest('.mantine-Paper-root') as HTMLElement).queryByText('Fuori zona')).toBeNull();
  });

  it("shows a failed load as an error with a retry, never as 'no candidate' left by an earlier opening", async () => {
    const subject = lead();
    api.data.leads = [subject];
    api.data.businesses = [];
    function Harness() {
      const [open, setOpen] = useState<Lead | null>(subject);
      return (
        <>
          <button type="button" onClick={() => setOpen(subject)}>
            riapri
          </button>
          <BusinessSelectionDialog lead={open} onClose={() => setOpen(null)} />
        </>
      );
    }
    const user = userEvent.setup();
    renderSignedIn(<Harness />, api);
    const first = await screen.findByRole('dialog');
    expect(await within(first).findByText('Nessuna azienda candidata trovata per questo lead.')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    api.failing.add('adminCandidateBusinesses');
    api.data.businesses = [rossi()];
    await user.click(screen.getByRole('button', { name: 'riapri' }));
    const reopened = await screen.findByRole('dialog');
    expect(await within(reopened).findByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(within(reopened).queryByText('Nessuna azienda candidata trovata per questo lead.')).toBeNull();
    api.failing.delete('adminCandidateBusinesses');
    await user.click(within(reopened).getByRole('button', { name: 'Riprova' }));
    expect(await within(reopened).findByRole('checkbox', { name: 'Idraulica Rossi' })).toBeTruthy();
  });

  it('keeps the candidate list within 15rem, scrolling past it', async () => {
    const { dialog } = await openDialog();
    const list = await within(dialog).findByRole('group', { name: 'Aziende candidate per questo lead' });
    let element: HTMLElement | null = list;
    while (element && element.style.maxHeight === '') element = element.parentElement;
    expect(element?.style.maxHeight).toBe('15rem');
  });

  it('loads the candidates afresh and clears the selection each time it opens', async () => {
    const subject = lead();
    api.data.leads = [subject];
    api.data.businesses = [rossi(), verdi()];
    function Harness() {
      const [open, setOpen] = useState<Lead | null>(subject);
      return (
        <>
          <button type="button" onClick={() => setOpen(subject)}>
            riapri
          </button>
          <BusinessSelectionDialog lead={open} onClose={() => setOpen(null)} />
        </>
      );
    }
    const user = userEvent.setup();
    renderSignedIn(<Harness />, api);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Idraulica Rossi' }));
    expect(within(dialog).getByText('1 azienda selezionata')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'riapri' }));
    const reopened = await screen.findByRole('dialog');
    await within(reopened).findByRole('checkbox', { name: 'Idraulica Rossi' });
    expect(within(reopened).getByText('0 aziende selezionate')).toBeTruthy();
    await waitFor(() => expect(candidatesCalls(subject.id)).toHaveLength(2));
  });
});

describe('business-selection dialog: unsaved work', () => {
  const QUESTION = 'Vuoi chiudere senza salvare?';

  it.each([
    [
      'a price typed and not saved',
      async (dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) => {
        await user.click(within(dialog).getByRole('button', { name: 'Modifica prezzo' }));
        await user.clear(within(dialog).getByLabelText('Nuovo prezzo (€)'));
        await user.type(within(dialog).getByLabelText('Nuovo prezzo (€)'), '30');
      },
    ],
    [
      'a business being added by hand',
      async (dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) => {
        await user.click(within(dialog).getByRole('button', { name: 'Aggiungi azienda manualmente' }));
        await user.type(within(within(dialog).getByRole('form', { name: 'Nuova azienda' })).getByLabelText(/^Nome/), 'Nuova Idraulica');
      },
    ],
    [
      'a candidate edited in place',
      async (dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) => {
        await user.click(await within(dialog).findByRole('button', { name: 'Modifica Idraulica Rossi' }));
        await user.type(within(within(dialog).getByRole('form', { name: 'Modifica Idraulica Rossi' })).getByLabelText('Telefono'), '9');
      },
    ],
  ])('closes at once with only businesses ticked; asks before closing with %s (Esc, «Annulla»)', async (_, type) => {
    const { dialog, user, onClose } = await openDialog();
    // Ticked businesses are a choice, not typed work: Esc closes at once (the test's parent keeps the dialog open).
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Verdi Impianti' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();

    await type(dialog, user);
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Continua a modificare' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
    const footer = within(dialog).getAllByRole('button', { name: 'Annulla' }).at(-1) as HTMLElement;
    await user.click(footer);
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Chiudi senza salvare' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
