import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ADMIN, startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makePerson } from '../../../test/fixtures.ts';
import { renderApp, renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { PrivacyPanel } from './privacy-panel.tsx';

const EMAIL = 'mario.rossi@example.it';

let api: FakeAdminApi;
/** Each file the page handed to the browser: its name and its text. */
let downloads: { name: string; text: Promise<string> }[];
beforeEach(async () => {
  api = await startFakeAdminApi();
  downloads = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, text: blob.text() });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stopTestApp(api);
});

const privacyCalls = () => api.calls.filter((call) => call.path.startsWith('/api/admin/privacy/'));

async function typeEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  const field = await screen.findByRole('textbox', { name: 'Email dell’interessato' });
  await user.clear(field);
  await user.type(field, email);
  return field as HTMLInputElement;
}

describe('privacy tab: export', () => {
  it('downloads everything kept about the email as dati-<email>.json and says how much it held', async () => {
    api.data.people = [makePerson(EMAIL, { leads: 2, verifications: 1, emails: 3 })];
    const user = userEvent.setup();
    renderSignedIn(<PrivacyPanel />, api);
    await typeEmail(user, `  ${EMAIL} `);
    await user.click(screen.getByRole('button', { name: 'Esporta dati' }));

    const summary = await screen.findByRole('status', { name: 'Dati esportati' });
    expect(within(summary).getByText(`Scaricato il file con i dati di ${EMAIL}:`)).toBeTruthy();
    expect(within(summary).getByText('2 richieste')).toBeTruthy();
    expect(within(summary).getByText('1 verifica')).toBeTruthy();
    expect(within(summary).getByText('3 email')).toBeTruthy();
    expect(within(summary).getByText(`File: dati-${EMAIL}.json`)).toBeTruthy();

    expect(privacyCalls().map((call) => [call.method, call.path, Object.fromEntries(call.query)])).toEqual([
      ['GET', '/api/admin/privacy/export', { email: EMAIL }],
    ]);
    expect(downloads.map((file) => file.name)).toEqual([`dati-${EMAIL}.json`]);
    const file = JSON.parse(await downloads[0]!.text);
    expect(file.email).toBe(EMAIL);
    expect(file.leads).toHaveLength(2);
    expect(file.leads[0].purchases[0]).toMatchObject({ businessName: 'Idraulica Bianchi', amount: '25.00' });
    expect(file.verifications).toHaveLength(1);
    expect(file.emails).toHaveLength(3);
  });

  it('says when nothing is kept about the email, and still hands over the (empty) file', async () => {
    const user = userEvent.setup();
    renderSignedIn(<PrivacyPanel />, api);
    await typeEmail(user, 'nessuno@example.it');
    await user.click(screen.getByRole('button', { name: 'Esporta dati' }));
    const summary = await screen.findByRole('status', { name: 'Dati esportati' });
    expect(within(summary).getByText('Nessun dato trovato per nessuno@example.it.')).toBeTruthy();
    expect(downloads.map((file) => file.name)).toEqual(['dati-nessuno@example.it.json']);
  });
});

describe('privacy tab: the email', () => {
  it('refuses an empty or invalid email in Italian, in the field, and asks the API nothing', async () => {
    const user = userEvent.setup();
    renderSignedIn(<PrivacyPanel />, api);
    await user.click(await screen.findByRole('button', { name: 'Esporta dati' }));
    expect(screen.getByText('Inserisci l’email della persona')).toBeTruthy();

    const field = await typeEmail(user, 'mario.rossi@example');
    expect(screen.queryByText('Inserisci l’email della persona')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Esporta dati' }));
    const error = 'Inserisci un indirizzo email valido, ad esempio nome@esempio.it';
    expect(screen.getByText(error)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Cancella dati' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(error)).toBeTruthy();

    expect(privacyCalls()).toEqual([]);
    expect(downloads).toEqual([]);
    expect(field.value).toBe('mario.rossi@example');
  });
});

describe('privacy tab: erase', () => {
  it('asks first, naming the email and what goes and what stays, then erases and says what it did', async () => {
    const person = makePerson(EMAIL, { leads: 1, verifications: 2, emails: 4 });
    api.data.people = [person];
    const user = userEvent.setup();
    renderSignedIn(<PrivacyPanel />, api);
    await typeEmail(user, EMAIL);
    await user.click(screen.getByRole('button', { name: 'Cancella dati' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancellare i dati?' });
    expect(within(dialog).getByText(`Stai per cancellare i dati personali di ${EMAIL}. L’operazione non si può annullare.`)).toBeTruthy();
    const removed = within(within(dialog).getByRole('list', { name: 'Verranno rimossi' }));
    expect(removed.getByText('nome, email, telefono e testo di ogni richiesta')).toBeTruthy();
    expect(removed.getByText('le email inviate a questo indirizzo')).toBeTruthy();
    const kept = within(within(dialog).getByRole('list', { name: 'Restano, senza dati personali' }));
    expect(kept.getByText('categoria, comune e prezzo di ogni richiesta')).toBeTruthy();
    expect(kept.getByText('acquisti e pagamenti delle aziende')).toBeTruthy();
    expect(within(dialog).getByText(/Ogni sua richiesta ancora aperta viene chiusa: non sarà più offerta né venduta/)).toBeTruthy();
    expect(privacyCalls()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancella definitivamente' }));
    const summary = await screen.findByRole('status', { name: 'Dati cancellati' });
    expect(within(summary).getByText(`Fatto: i dati personali di ${EMAIL} sono stati rimossi.`)).toBeTruthy();
    expect(within(summary).getByText('1 richiesta anonimizzata')).toBeTruthy();
    expect(within(summary).getByText('1 richiesta chiusa')).toBeTruthy();
    expect(within(summary).getByText('2 verifiche cancellate')).toBeTruthy();
    expect(within(summary).getByText('4 email cancellate')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(privacyCalls().map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/api/admin/privacy/erase', { email: EMAIL }]]);
    expect(person.leads[0]).toMatchObject({ userEmail: '', category: 'Idraulico', price: '25.00' });
    expect(person.leads[0]!.erasedAt).not.toBeNull();
  });

  it('erases nothing when the admin cancels, and keeps the email in the field', async () => {
    api.data.people = [makePerson(EMAIL, { leads: 1, verifications: 1, emails: 1 })];
    const user = userEvent.setup();
    renderSignedIn(<PrivacyPanel />, api);
    const field = await typeEmail(user, EMAIL);
    await user.click(screen.getByRole('button', { name: 'Cancella dati' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellare i dati?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(privacyCalls()).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Dati cancellati' })).toBeNull();
    expect(field.value).toBe(EMAIL);
    expect(api.data.people[0]!.leads[0]!.erasedAt).toBeNull();
  });
});

describe('privacy tab: a failed call', () => {
  it('says in Italian that the export failed, downloads nothing and keeps the email for another try', async () => {
    api.data.people = [makePerson(EMAIL, { leads: 1, verifications: 0, emails: 0 })];
    api.failing.add('adminPrivacyExport');
    const user = userEvent.setup();
    renderSignedIn(<PrivacyPanel />, api);
    const field = await typeEmail(user, EMAIL);
    await user.click(screen.getByRole('button', { name: 'Esporta dati' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Operazione non riuscita')).toBeTruthy();
    expect(within(alert).getByText('Impossibile esportare i dati. Riprova tra poco.')).toBeTruthy();
    expect(downloads).toEqual([]);
    expect(field.value).toBe(EMAIL);

    api.failing.delete('adminPrivacyExport');
    await user.click(screen.getByRole('button', { name: 'Esporta dati' }));
    expect(await screen.findByRole('status', { name: 'Dati esportati' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(downloads.map((file) => file.name)).toEqual([`dati-${EMAIL}.json`]);
  });

  it('says in Italian that the erasure failed and keeps the email for another try', async () => {
    api.data.people = [makePerson(EMAIL, { leads: 1, verifications: 0, emails: 0 })];
    api.failing.add('adminPrivacyErase');
    const user = userEvent.setup();
    renderSignedIn(<PrivacyPanel />, api);
    const field = await typeEmail(user, EMAIL);
    await user.click(screen.getByRole('button', { name: 'Cancella dati' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancella definitivamente' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Impossibile cancellare i dati. Riprova tra poco: la cancellazione si può ripetere senza rischi.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Dati cancellati' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field.value).toBe(EMAIL);
  });

  it('on a 401, asks to sign in over the tab, keeps the email typed, and then exports', async () => {
    api.data.people = [makePerson(EMAIL, { leads: 1, verifications: 0, emails: 0 })];
    const user = userEvent.setup();
    const { router } = renderApp('/admin/privacy', api.origin, { sessionId: api.openSession() });
    await typeEmail(user, EMAIL);
    api.expireSessions();
    await user.click(screen.getByRole('button', { name: 'Esporta dati' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Sessione scaduta' }));
    expect(router.state.location.pathname).toBe('/admin/privacy');
    expect((screen.getByRole('textbox', { name: 'Email dell’interessato' }) as HTMLInputElement).value).toBe(EMAIL);
    expect(downloads).toEqual([]);
    await user.type(dialog.getByLabelText(/Email/), TEST_ADMIN.email);
    await user.type(dialog.getByLabelText(/Password/), TEST_ADMIN.password);
    await user.click(dialog.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(downloads.map((download) => download.name)).toEqual([`dati-${EMAIL}.json`]));
    expect(router.state.location.pathname).toBe('/admin/privacy');
  });
});
