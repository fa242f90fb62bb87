import { businessTermsCopy, formatEuro } from '@trovapro/copy';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReceivedLead } from '@trovapro/domain';
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

const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/businesses');
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)?.query ?? []);
const patches = (id: string) =>
  api.calls.filter((call) => call.method === 'PATCH' && call.path === `/api/admin/businesses/${id}`).map((call) => call.body);
const cardValue = (title: string) => screen.getByText(title).nextElementSibling?.textContent;
/** dd/MM/yyyy HH:mm in the page's time zone, written out here rather than through the formatter under test. */
const fullDate = (iso: string) => {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
};

async function renderPanel(path?: string) {
  const { router } = renderSignedIn(<BusinessesPanel />, api, path);
  await screen.findByRole('heading', { name: 'Aziende Partner' });
  return Object.assign(userEvent.setup(), { router });
}

/** The partner's row of the table (its name also appears in toasts and dialogs). */
async function rowOf(name: string) {
  const row = (await within(await screen.findByRole('table')).findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('partner desk: search and export', () => {
  it('searches name, email and area once the typing pauses, in the URL and the request, back to page 1', async () => {
    api.data.businesses = [
      ...Array.from({ length: 50 }, (_, index) => makeBusiness({ name: `Ditta ${index + 1}`, location: 'Roma' })),
      makeBusiness({ name: 'Termoidraulica Sud', location: 'Salerno' }),
    ];
    const user = await renderPanel('/admin/dashboard?tab=businesses&page=2');
    expect(await screen.findByText('Termoidraulica Sud')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Cerca aziende' }) as HTMLInputElement;
    expect(box.placeholder).toBe('Cerca per nome, email o zona');
    await user.type(box, 'salerno');
    expect(listCalls().filter((call) => call.query.has('search'))).toEqual([]);
    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=businesses&search=salerno'));
    await waitFor(() => expect(lastListQuery()).toEqual({ search: 'salerno', page: '1', limit: '50' }));
    expect(await screen.findByText('Termoidraulica Sud')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Ditta 1')).toBeNull());
    expect(cardValue('Aziende Totali')).toBe('1');

    await user.clear(box);
    await user.type(box, 'nessuna');
    expect(await screen.findByText('Nessuna azienda trovata')).toBeTruthy();
    await act(() => user.router.navigate(-1));
    await waitFor(() => expect((screen.getByRole('searchbox', { name: 'Cerca aziende' }) as HTMLInputElement).value).toBe('salerno'));
  });

  it('links to the purchases CSV in the header', async () => {
    await renderPanel();
    const link = screen.getByRole('link', { name: 'Esporta acquisti (CSV)' });
    expect(link.getAttribute('href')).toBe('/api/admin/purchases/export.csv');
    expect(link.hasAttribute('download')).toBe(true);
  });
});

describe('partner desk: edit', () => {
  const rossi = () =>
    makeBusiness({
      name: 'Idraulica Rossi',
      email: 'rossi@example.it',
      phone: '0721 111222',
      category: 'Idraulico',
      location: 'Fano',
      website: 'https://rossi.example.it',
    });

  async function openEdit(name: string) {
    const user = await renderPanel();
    await user.click((await rowOf(name)).getByRole('button', { name: 'Modifica azienda' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica azienda' }));
    return { user, dialog };
  }

  it('opens prefilled with every editable field, and saves only what changed', async () => {
    const business = rossi();
    api.data.businesses = [business];
    const { user, dialog } = await openEdit('Idraulica Rossi');
    const value = (label: RegExp | string) => (dialog.getByLabelText(label) as HTMLInputElement).value;
    expect([value(/^Nome azienda/), value(/^Email/), value('Telefono'), value(/^Zona/), value('Sito web')]).toEqual([
      'Idraulica Rossi',
      'rossi@example.it',
      '0721 111222',
      'Fano',
      'https://rossi.example.it',
    ]);
    expect((dialog.getByRole('combobox', { name: /^Categoria/ }) as HTMLInputElement).value).toBe('Idraulico');

    await user.clear(dialog.getByLabelText(/^Nome azienda/));
    await user.type(dialog.getByLabelText(/^Nome azienda/), 'Idraulica Rossi & Figli');
    await user.clear(dialog.getByLabelText('Telefono'));
    await user.click(dialog.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByText('Azienda aggiornata')).toBeTruthy();
    expect(patches(business.id)).toEqual([{ name: 'Idraulica Rossi & Figli', phone: '' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Idraulica Rossi & Figli')).toBeTruthy();
  });

  it('closes without a request when nothing changed', async () => {
    const business = rossi();
    api.data.businesses = [business];
    const { user, dialog } = await openEdit('Idraulica Rossi');
    await user.click(dialog.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(business.id)).toEqual([]);
  });

  it("shows the server's 409 on the email field, keeps the dialog and sends again once corrected", async () => {
    const business = rossi();
    api.data.businesses = [business, makeBusiness({ name: 'Altra', email: 'preso@example.it' })];
    const { user, dialog } = await openEdit('Idraulica Rossi');
    const email = dialog.getByLabelText(/^Email/) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'preso@example.it');
    await user.click(dialog.getByRole('button', { name: 'Salva modifiche' }));

    expect(await dialog.findByText(DUPLICATE_EMAIL_MESSAGE)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(
        email
          .getAttribute('aria-describedby')
          ?.split(' ')
          .find((id) => id.includes('error')) ?? '',
      )?.textContent,
    ).toBe(DUPLICATE_EMAIL_MESSAGE);
    expect(screen.getByRole('dialog', { name: 'Modifica azienda' })).toBeTruthy();

    await user.type(email, '.it');
    expect(dialog.queryByText(DUPLICATE_EMAIL_MESSAGE)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Azienda aggiornata')).toBeTruthy();
    expect(patches(business.id)).toEqual([{ email: 'preso@example.it' }, { email: 'preso@example.it.it' }]);
  });

  it('says on each field what is missing or malformed, in Italian, and sends nothing', async () => {
    const business = rossi();
    api.data.businesses = [business];
    const { user, dialog } = await openEdit('Idraulica Rossi');
    await user.clear(dialog.getByLabelText(/^Nome azienda/));
    await user.clear(dialog.getByLabelText(/^Zona/));
    await user.clear(dialog.getByLabelText(/^Email/));
    await user.type(dialog.getByLabelText(/^Email/), 'non-una-email');
    await user.clear(dialog.getByLabelText('Sito web'));
    await user.type(dialog.getByLabelText('Sito web'), 'rossi.it');
    await user.click(dialog.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByText('Campi obbligatori')).toBeTruthy();
    expect(dialog.getAllByText('Campo obbligatorio')).toHaveLength(2);
    expect((dialog.getByLabelText(/^Nome azienda/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect((dialog.getByLabelText(/^Zona/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Inserisci un indirizzo email valido')).toBeTruthy();
    expect(dialog.getByText('Inserisci un indirizzo che inizia con http:// o https://')).toBeTruthy();
    expect(patches(business.id)).toEqual([]);
  });

  it("reports a save the server could not make with the product's message", async () => {
    api.data.businesses = [rossi()];
    api.failing.add('adminUpdateBusiness');
    const { user, dialog } = await openEdit('Idraulica Rossi');
    await user.type(dialog.getByLabelText(/^Zona/), ' centro');
    await user.click(dialog.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText("Errore durante l'aggiornamento dell'azienda")).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Modifica azienda' })).toBeTruthy();
  });
});

describe('partner desk: pause and activate', () => {
  it('pauses a partner after a confirmation, and activates it again at once', async () => {
    const business = makeBusiness({ name: 'Elettrica Blu', category: 'Elettricista' });
    api.data.businesses = [business, makeBusiness({ name: 'Sempre Attiva' })];
    const user = await renderPanel();
    await screen.findByText('Elettrica Blu');
    expect(cardValue('Aziende Attive')).toBe('2');

    await user.click((await rowOf('Elettrica Blu')).getByRole('button', { name: 'Metti in pausa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mettere in pausa Elettrica Blu?' });
    expect(within(dialog).getByText('Non riceverà nuovi lead finché non la riattivi. Puoi riattivarla in qualsiasi momento.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(business.id)).toEqual([]);

    await user.click((await rowOf('Elettrica Blu')).getByRole('button', { name: 'Metti in pausa' }));
    dialog = await screen.findByRole('dialog', { name: 'Mettere in pausa Elettrica Blu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Metti in pausa' }));
    expect(await screen.findByText('Azienda in pausa')).toBeTruthy();
    expect(patches(business.id)).toEqual([{ isActive: false }]);
    const row = await rowOf('Elettrica Blu');
    expect(await row.findByText('Inattiva')).toBeTruthy();
    await waitFor(() => expect(cardValue('Aziende Attive')).toBe('1'));

    await user.click(row.getByRole('button', { name: 'Riattiva' }));
    expect(await screen.findByText('Azienda riattivata')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches(business.id)).toEqual([{ isActive: false }, { isActive: true }]);
    expect(await (await rowOf('Elettrica Blu')).findByText('Attiva')).toBeTruthy();
  });
});

describe('partner desk: details', () => {
  const received = (overrides: Partial<ReceivedLead>): ReceivedLead => ({
    leadId: randomUUID(),
    category: 'Idraulico',
    location: { municipality: 'Fano', province: 'Pesaro e Urbino' },
    sentAt: '2025-03-31T08:00:00.000Z',
    purchase: null,
    ...overrides,
  });

  it("opens a drawer titled with the partner's name: contacts, category, area, status, since when, counts and the leads received", async () => {
    const business = makeBusiness({
      name: 'Idraulica Rossi',
      email: 'rossi@example.it',
      phone: '0721 111222',
      website: 'https://rossi.example.it',
      location: 'Fano e dintorni',
    });
    api.data.businesses = [business];
    api.data.received.set(business.id, [
      received({ purchase: { id: randomUUID(), status: 'paid', amount: '25.00', at: '2025-03-31T09:00:00.000Z' } }),
      received({
        category: 'Elettricista',
        location: null,
        purchase: { id: randomUUID(), status: 'refunded', amount: '30.00', at: '2025-03-30T09:00:00.000Z' },
      }),
      received({ location: { municipality: 'Pesaro', province: 'Pesaro e Urbino' } }),
    ]);
    const user = await renderPanel();
    await user.click((await rowOf('Idraulica Rossi')).getByRole('button', { name: 'Dettagli azienda' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Idraulica Rossi' }));

    expect((await drawer.findByText('rossi@example.it')).getAttribute('href')).toBe('mailto:rossi@example.it');
    expect(drawer.getByText('0721 111222')).toBeTruthy();
    expect(drawer.getByText('https://rossi.example.it')).toBeTruthy();
    expect(drawer.getByText('Idraulico', { selector: 'p' })).toBeTruthy();
    expect(drawer.getByText('Fano e dintorni')).toBeTruthy();
    expect(drawer.getByText('Attiva')).toBeTruthy();
    expect(drawer.getByText('15/01/2025')).toBeTruthy();
    expect(drawer.getByText('Lead ricevuti: 3 · Acquistati: 2')).toBeTruthy();
    // Issue 33: its «Preferenze», with what it spent this week.
    expect(drawer.getByRole('heading', { name: 'Preferenze' })).toBeTruthy();
    expect(drawer.getByText('Prezzo massimo').parentElement?.textContent).toContain('Nessun limite');
    expect(drawer.getByText('Speso questa settimana').parentElement?.textContent).toContain(formatEuro('0.00'));

    const rows = within(drawer.getByRole('list', { name: 'Lead ricevuti da questa azienda' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    const sent = fullDate('2025-03-31T08:00:00.000Z');
    expect(rows).toEqual([
      `Idraulico · Fano${sent}Acquistato 25,00 €Rimborsa`,
      `Elettricista · Non specificato${sent}Rimborsato`,
      `Idraulico · Pesaro${sent}Non acquistato`,
    ]);
    expect(api.calls.filter((call) => call.path === `/api/admin/businesses/${business.id}`).map((call) => call.method)).toEqual(['GET']);
    // Not accepted yet: an admin-added partner accepts the terms at its first purchase (issue 33).
    expect(drawer.getByText('Termini per le aziende')).toBeTruthy();
    expect(drawer.getByText('Non ancora accettati: li accetterà al primo acquisto.')).toBeTruthy();
  });

  it('says which version of the terms for businesses the partner accepted, when and where, and when a newer one is out', async () => {
    const signedUp = makeBusiness({ name: 'Iscritta Online' });
    const older = makeBusiness({ name: 'Versione Vecchia' });
    api.data.businesses = [signedUp, older];
    api.data.terms.set(signedUp.id, { version: '2026-11-28', acceptedAt: '2026-11-28T10:00:00.000Z', context: 'signup', current: true });
    api.data.terms.set(older.id, { version: '2026-11-28', acceptedAt: '2026-11-29T10:00:00.000Z', context: 'purchase', current: false });
    const user = await renderPanel();
    await user.click((await rowOf('Iscritta Online')).getByRole('button', { name: 'Dettagli azienda' }));
    const first = await screen.findByRole('dialog', { name: 'Iscritta Online' });
    expect(await within(first).findByText('Versione 2026-11-28, accettata il 28/11/2026 all’iscrizione')).toBeTruthy();
    expect(within(first).queryByText(/versione più recente/)).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click((await rowOf('Versione Vecchia')).getByRole('button', { name: 'Dettagli azienda' }));
    const second = within(await screen.findByRole('dialog', { name: 'Versione Vecchia' }));
    expect(await second.findByText('Versione 2026-11-28, accettata il 29/11/2026 a un acquisto')).toBeTruthy();
    expect(second.getByText(businessTermsCopy.adminOutdated)).toBeTruthy();
  });

  it('says when the partner received no lead yet, and that only the latest are listed when there are more', async () => {
    const quiet = makeBusiness({ name: 'Appena Arrivata' });
    const busy = makeBusiness({ name: 'Molto Attiva' });
    api.data.businesses = [quiet, busy];
    api.data.received.set(
      busy.id,
      Array.from({ length: 101 }, () => received({})),
    );
    const user = await renderPanel();
    await user.click((await rowOf('Appena Arrivata')).getByRole('button', { name: 'Dettagli azienda' }));
    const first = await screen.findByRole('dialog', { name: 'Appena Arrivata' });
    expect(await within(first).findByText('Nessun lead ricevuto finora')).toBeTruthy();
    expect(within(first).getByText('Lead ricevuti: 0 · Acquistati: 0')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click((await rowOf('Molto Attiva')).getByRole('button', { name: 'Dettagli azienda' }));
    const second = within(await screen.findByRole('dialog', { name: 'Molto Attiva' }));
    expect(await second.findByText('Gli ultimi 100 di 101')).toBeTruthy();
    expect(second.getAllByText('Non acquistato')).toHaveLength(100);
  });

  it('shows an error with a retry when the details cannot be loaded', async () => {
    api.data.businesses = [makeBusiness({ name: 'Irraggiungibile' })];
    api.failing.add('adminBusinessDetail');
    const user = await renderPanel();
    await user.click((await rowOf('Irraggiungibile')).getByRole('button', { name: 'Dettagli azienda' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Irraggiungibile' }));
    expect(await drawer.findByText('Impossibile caricare i dettagli dell’azienda.')).toBeTruthy();
    api.failing.delete('adminBusinessDetail');
    await user.click(drawer.getByRole('button', { name: 'Riprova' }));
    expect(await drawer.findByText('Nessun lead ricevuto finora')).toBeTruthy();
  });
});
