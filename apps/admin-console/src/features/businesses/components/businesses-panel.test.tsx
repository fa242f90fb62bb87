import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DUPLICATE_EMAIL_MESSAGE, startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeBusiness } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { BusinessesPanel } from './businesses-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const listQuery = () =>
  Object.fromEntries(api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/businesses').at(-1)?.query ?? []);
const creates = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/businesses');
const cardValue = (title: string) => screen.getByText(title).nextElementSibling?.textContent;

async function openAddDialog() {
  const user = userEvent.setup();
  renderSignedIn(<BusinessesPanel />, api);
  await user.click(await screen.findByRole('button', { name: 'Aggiungi Azienda' }));
  const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Nuova Azienda' });
  return { user, dialog };
}

describe('partner businesses', () => {
  it("fills the four cards from the list's summary and the table's columns", async () => {
    api.data.businesses = [
      makeBusiness({ name: 'Idraulica Rossi', email: 'rossi@example.it', totalPurchases: 3, totalSpent: '75.00' }),
      makeBusiness({ name: 'Elettrica Blu', category: 'Elettricista', location: 'Milano', totalPurchases: 2, totalSpent: '1200.50' }),
      makeBusiness({ name: 'Vecchia Ditta', isActive: false }),
    ];
    renderSignedIn(<BusinessesPanel />, api);
    expect(await screen.findByText('Idraulica Rossi')).toBeTruthy();
    expect(cardValue('Aziende Totali')).toBe('3');
    expect(cardValue('Aziende Attive')).toBe('2');
    expect(cardValue('Revenue Totale')).toMatch(/^1\.275,50\s€$/);
    expect(cardValue('Acquisti Medi')).toBe('1,7');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Azienda', 'Categoria', 'Zona', 'Lead Acquistati', 'Spesa Totale', 'Status', 'Azioni']);
    const row = within(screen.getByText('Elettrica Blu').closest('tr') as HTMLElement);
    expect(row.getByText('Milano')).toBeTruthy();
    expect(row.getByText(/^1\.200,50\s€$/)).toBeTruthy();
    expect(row.getByText('Attiva')).toBeTruthy();
    // The product's view now opens the details; contact still has no behaviour; edit and pause are the desk's (issue 19).
    expect(row.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Dettagli azienda',
      'Modifica azienda',
      'Contatta Elettrica Blu',
      'Metti in pausa',
    ]);
    expect(row.getByRole('button', { name: 'Dettagli azienda' }).getAttribute('aria-disabled')).toBeNull();
    expect(row.getByRole('button', { name: 'Contatta Elettrica Blu' }).getAttribute('aria-disabled')).toBe('true');
    const paused = within(screen.getByText('Vecchia Ditta').closest('tr') as HTMLElement);
    expect(paused.getByText('Inattiva')).toBeTruthy();
    expect(paused.getByRole('button', { name: 'Riattiva' })).toBeTruthy();
    expect(screen.getByText('3 aziende in totale')).toBeTruthy();
  });

  it('filters by category on the server, cards included', async () => {
    api.data.businesses = [makeBusiness({ name: 'Idraulica Rossi' }), makeBusiness({ name: 'Giardini Verdi', category: 'Giardinaggio' })];
    const user = userEvent.setup();
    renderSignedIn(<BusinessesPanel />, api);
    await screen.findByText('Idraulica Rossi');
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Giardinaggio' }));
    await waitFor(() => expect(listQuery()).toEqual({ category: 'Giardinaggio', page: '1', limit: '50' }));
    await waitFor(() => expect(screen.queryByText('Idraulica Rossi')).toBeNull());
    expect(cardValue('Aziende Totali')).toBe('1');
  });

  it("says 'Nessuna azienda trovata' with '0' average purchases when there is none", async () => {
    renderSignedIn(<BusinessesPanel />, api);
    expect(await screen.findByText('Nessuna azienda trovata')).toBeTruthy();
    expect(cardValue('Acquisti Medi')).toBe('0');
  });

  it('requires name, email, category and location before sending anything', async () => {
    const { user, dialog } = await openAddDialog();
    expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).type).toBe('email');
    expect((within(dialog).getByLabelText('Sito web') as HTMLInputElement).type).toBe('url');
    await user.type(within(dialog).getByLabelText(/^Nome azienda/), 'Nuova Ditta');
    await user.type(within(dialog).getByLabelText(/^Email/), 'nuova@example.it');
    await user.type(within(dialog).getByLabelText(/^Zona/), 'Roma');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi Azienda' }));
    expect(await screen.findByText('Campi obbligatori')).toBeTruthy();
    expect(screen.getByText('Compila tutti i campi obbligatori')).toBeTruthy();
    expect(creates()).toEqual([]);
  });

  it('offers the six categories and adds the business, refreshing the list', async () => {
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByLabelText(/^Nome azienda/), 'Pulito Srl');
    await user.type(within(dialog).getByLabelText(/^Email/), 'info@pulito.it');
    await user.click(within(dialog).getByRole('combobox', { name: /^Categoria/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Idraulico', 'Elettricista', 'Imbianchino', 'Meccanico', 'Pulizie', 'Giardinaggio']);
    await user.click(screen.getByRole('option', { name: 'Pulizie' }));
    await user.type(within(dialog).getByLabelText(/^Zona/), 'Bologna');
    await user.type(within(dialog).getByLabelText('Sito web'), 'https://pulito.it');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi Azienda' }));
    expect(await screen.findByText('Azienda aggiunta')).toBeTruthy();
    expect(creates().map((call) => call.body)).toEqual([
      { name: 'Pulito Srl', email: 'info@pulito.it', category: 'Pulizie', location: 'Bologna', website: 'https://pulito.it' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Pulito Srl')).toBeTruthy();
  });

  it("shows the server's 409 message for an email already in use, and keeps the form", async () => {
    api.data.businesses = [makeBusiness({ email: 'preso@example.it' })];
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByLabelText(/^Nome azienda/), 'Doppione');
    await user.type(within(dialog).getByLabelText(/^Email/), 'preso@example.it');
    await user.click(within(dialog).getByRole('combobox', { name: /^Categoria/ }));
    await user.click(await screen.findByRole('option', { name: 'Idraulico' }));
    await user.type(within(dialog).getByLabelText(/^Zona/), 'Fano');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi Azienda' }));
    expect(await screen.findByText(DUPLICATE_EMAIL_MESSAGE)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Nome azienda/) as HTMLInputElement).value).toBe('Doppione');
  });

  it('refuses an invalid email or website before sending', async () => {
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByLabelText(/^Nome azienda/), 'Ditta');
    await user.type(within(dialog).getByLabelText(/^Email/), 'non-una-email');
    await user.click(within(dialog).getByRole('combobox', { name: /^Categoria/ }));
    await user.click(await screen.findByRole('option', { name: 'Meccanico' }));
    await user.type(within(dialog).getByLabelText(/^Zona/), 'Torino');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi Azienda' }));
    expect(await screen.findByText('Inserisci un indirizzo email valido')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'ditta@example.it');
    await user.type(within(dialog).getByLabelText('Sito web'), 'ditta.it');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi Azienda' }));
    expect(await screen.findByText('Inserisci un indirizzo che inizia con http:// o https://')).toBeTruthy();
    expect(creates()).toEqual([]);
  });

  it('closes the add dialog at once when nothing was typed, and asks before dropping what was', async () => {
    const { user } = await openAddDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aggiungi Nuova Azienda' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Aggiungi Azienda' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aggiungi Nuova Azienda' }));
    await user.type(dialog.getByLabelText(/^Nome azienda/), 'Ditta');
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' })).getByRole('button', { name: 'Continua a modificare' }),
    );
    expect((dialog.getByLabelText(/^Nome azienda/) as HTMLInputElement).value).toBe('Ditta');
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' })).getByRole('button', { name: 'Chiudi senza salvare' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aggiungi Nuova Azienda' })).toBeNull());
    expect(creates()).toEqual([]);
  });
});
