import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_PENDING_MESSAGE, startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeBilling, makeBusiness, makeSignup } from '../../../test/fixtures.ts';
import { renderSignedIn, setViewportWidth, stopTestApp } from '../../../test/render-app.tsx';
import { BusinessesPanel } from './businesses-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
  setViewportWidth(1024);
});

const HOUR = 3_600_000;
const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/businesses');
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)?.query ?? []);
const posts = (id: string, action: 'approve' | 'refuse') =>
  api.calls.filter((call) => call.method === 'POST' && call.path === `/api/admin/businesses/${id}/${action}`).map((call) => call.body);
const patches = (id: string) =>
  api.calls.filter((call) => call.method === 'PATCH' && call.path === `/api/admin/businesses/${id}`).map((call) => call.body);
const pendingView = () => screen.getByRole('radio', { name: /^Da approvare/ }) as HTMLInputElement;

async function renderPanel(path?: string) {
  const { router } = renderSignedIn(<BusinessesPanel />, api, path);
  await screen.findByRole('heading', { name: 'Aziende Partner' });
  return Object.assign(userEvent.setup(), { router });
}

/** The business's row of the table (its name also appears in toasts and dialogs). */
async function rowOf(name: string) {
  const row = (await within(await screen.findByRole('table')).findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('partner approval: «Da approvare»', () => {
  it('shows how many sign-ups wait on the «Da approvare» view, whatever the view', async () => {
    api.data.businesses = [makeBusiness({ name: 'Già Partner' }), makeSignup({ name: 'Prima' }), makeSignup({ name: 'Seconda' })];
    const user = await renderPanel();
    await screen.findByText('Già Partner');
    await waitFor(() => expect(pendingView().labels?.[0]?.textContent).toContain('2'));
    expect(screen.getByRole('radio', { name: 'Da approvare 2 iscrizioni in attesa' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Tutte' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Rifiutate' }));
    await waitFor(() => expect(lastListQuery()).toEqual({ approval: 'refused', page: '1', limit: '50' }));
    expect(await screen.findByText('Nessuna azienda rifiutata')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Da approvare 2 iscrizioni in attesa' })).toBeTruthy();
  });

  it('lists the sign-ups with what the admin checks, the view kept in the URL and back in history', async () => {
    const signedUp = new Date(Date.now() - 3 * HOUR).toISOString();
    api.data.businesses = [
      makeBusiness({ name: 'Già Partner' }),
      makeSignup({
        name: 'Termoidraulica Verdi',
        email: 'verdi@example.it',
        phone: '+39 333 765 4321',
        vatNumber: '01234567897',
        category: 'Idraulico',
        location: 'Pesaro',
        serviceReach: 'province',
        createdAt: signedUp,
      }),
      makeSignup({ name: 'Luce Sud', category: 'Elettricista', location: 'Bari', serviceReach: 'comune', phone: null }),
      makeSignup({ name: 'Verde Regione', category: 'Giardinaggio', serviceReach: 'region' }),
    ];
    const user = await renderPanel('/admin/dashboard?tab=businesses');
    await screen.findByText('Già Partner');
    await user.click(pendingView());

    await waitFor(() => expect(user.router.state.location.search).toBe('?tab=businesses&approval=pending'));
    await waitFor(() => expect(lastListQuery()).toEqual({ approval: 'pending', page: '1', limit: '50' }));
    await waitFor(() => expect(screen.queryByText('Già Partner')).toBeNull());
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Azienda',
      'Telefono',
      'P.IVA',
      'Categoria',
      'Comune',
      'Copertura',
      'Iscritta',
      'Azioni',
    ]);
    const row = await rowOf('Termoidraulica Verdi');
    for (const text of ['verdi@example.it', '+39 333 765 4321', '01234567897', 'Idraulico', 'Pesaro', 'Tutta la provincia']) {
      expect(row.getByText(text)).toBeTruthy();
    }
    const age = row.getByText('3 ore fa');
    expect(age.tagName).toBe('TIME');
    expect(age.getAttribute('datetime')).toBe(signedUp);
    expect(row.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Dettagli azienda',
      'Approva',
      'Rifiuta',
    ]);
    const luce = await rowOf('Luce Sud');
    expect(luce.getByText('Solo il comune')).toBeTruthy();
    expect(luce.getByText('—')).toBeTruthy();
    expect((await rowOf('Verde Regione')).getByText('Tutta la regione')).toBeTruthy();
    expect(screen.getByText('3 iscrizioni da approvare')).toBeTruthy();

    await act(() => user.router.navigate(-1));
    expect(await screen.findByText('Già Partner')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Tutte' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain('Spesa Totale');
  });

  it('says when no sign-up waits (no badge then), and offers a retry when the list cannot be loaded', async () => {
    api.data.businesses = [makeBusiness({ name: 'Già Partner' })];
    api.failing.add('adminListBusinesses');
    const user = await renderPanel('/admin/dashboard?tab=businesses&approval=pending');
    expect(await screen.findByText('Impossibile caricare le aziende partner.')).toBeTruthy();
    api.failing.delete('adminListBusinesses');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessuna iscrizione da approvare')).toBeTruthy();
    expect(pendingView().checked).toBe(true);
    expect(pendingView().labels?.[0]?.textContent).toBe('Da approvare');
  });

  it('on a phone, lists the sign-ups as cards with their facts and decisions in view', async () => {
    setViewportWidth(390);
    const signup = makeSignup({ name: 'Termoidraulica Verdi', vatNumber: '01234567897', location: 'Pesaro', serviceReach: 'comune' });
    api.data.businesses = [signup, makeSignup({ name: 'Seconda Iscritta' })];
    const user = await renderPanel('/admin/dashboard?tab=businesses&approval=pending');
    const cards = within(await screen.findByRole('list', { name: 'Iscrizioni da approvare' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    const card = within(cards[0] as HTMLElement);
    for (const [label, value] of [
      ['P.IVA', '01234567897'],
      ['Comune', 'Pesaro'],
      ['Copertura', 'Solo il comune'],
    ]) {
      expect(card.getByText(label as string).nextElementSibling?.textContent).toBe(value);
    }
    await user.click(card.getByRole('button', { name: 'Approva' }));
    expect(await screen.findByText('Azienda approvata')).toBeTruthy();
    expect(posts(signup.id, 'approve')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('approves a sign-up at once: toast, the list and its badge refreshed', async () => {
    const signup = makeSignup({ name: 'Termoidraulica Verdi' });
    api.data.businesses = [signup, makeSignup({ name: 'Ancora In Attesa' })];
    const user = await renderPanel('/admin/dashboard?tab=businesses&approval=pending');
    await user.click((await rowOf('Termoidraulica Verdi')).getByRole('button', { name: 'Approva' }));

    expect(await screen.findByText('Azienda approvata')).toBeTruthy();
    expect(screen.getByText('Termoidraulica Verdi ora riceve le offerte e le abbiamo scritto per avvisarla.')).toBeTruthy();
    expect(posts(signup.id, 'approve')).toEqual([undefined]);
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Termoidraulica Verdi')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Da approvare 1 iscrizione in attesa' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Tutte' }));
    const row = await rowOf('Termoidraulica Verdi');
    expect(row.getByText('Attiva')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Metti in pausa' })).toBeTruthy();
  });

  it("shows the server's refusal when the sign-up was decided meanwhile, and refreshes the list", async () => {
    const signup = makeSignup({ name: 'Già Decisa' });
    api.data.businesses = [signup];
    const user = await renderPanel('/admin/dashboard?tab=businesses&approval=pending');
    const row = await rowOf('Già Decisa');
    signup.approval = 'approved';
    await user.click(row.getByRole('button', { name: 'Approva' }));

    expect(await screen.findByText(NOT_PENDING_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Azienda approvata')).toBeNull();
    expect(await screen.findByText('Nessuna iscrizione da approvare')).toBeTruthy();
  });

  it('refuses after a confirmation, sending the reason typed, and shows the business among the refused', async () => {
    const signup = makeSignup({ name: 'Ditta Dubbia' });
    api.data.businesses = [signup];
    const user = await renderPanel('/admin/dashboard?tab=businesses&approval=pending');
    await user.click((await rowOf('Ditta Dubbia')).getByRole('button', { name: 'Rifiuta' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Rifiutare Ditta Dubbia?' }));
    expect(dialog.getByText("L'azienda non riceverà offerte e le scriveremo che la sua iscrizione non è stata accolta.")).toBeTruthy();
    await user.type(dialog.getByLabelText('Motivo (facoltativo)'), 'Scritto per errore');
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    // A reason typed is unsaved work: closing asks first.
    const question = within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' }));
    await user.click(question.getByRole('button', { name: 'Chiudi senza salvare' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(signup.id, 'refuse')).toEqual([]);

    await user.click((await rowOf('Ditta Dubbia')).getByRole('button', { name: 'Rifiuta' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Rifiutare Ditta Dubbia?' }));
    const reason = dialog.getByLabelText('Motivo (facoltativo)') as HTMLTextAreaElement;
    expect(reason.value).toBe('');
    await user.type(reason, '  La partita IVA risulta cessata.  ');
    await user.click(dialog.getByRole('button', { name: 'Rifiuta' }));

    expect(await screen.findByText('Azienda rifiutata')).toBeTruthy();
    expect(screen.getByText('Abbiamo scritto a Ditta Dubbia che la sua iscrizione non è stata accolta.')).toBeTruthy();
    expect(posts(signup.id, 'refuse')).toEqual([{ reason: 'La partita IVA risulta cessata.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Nessuna iscrizione da approvare')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Rifiutate' }));
    const row = await rowOf('Ditta Dubbia');
    expect(row.getByText('Rifiutata')).toBeTruthy();
    expect(row.queryByRole('button', { name: /Riattiva|Metti in pausa|Approva|Rifiuta/ })).toBeNull();
  });

  it('refuses without a reason as an empty body, and keeps the dialog and its reason when the server fails', async () => {
    const quiet = makeSignup({ name: 'Senza Motivo' });
    const failing = makeSignup({ name: 'Server Giù' });
    api.data.businesses = [quiet, failing];
    const user = await renderPanel('/admin/dashboard?tab=businesses&approval=pending');
    await user.click((await rowOf('Senza Motivo')).getByRole('button', { name: 'Rifiuta' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rifiutare Senza Motivo?' })).getByRole('button', { name: 'Rifiuta' }));
    expect(await screen.findByText('Azienda rifiutata')).toBeTruthy();
    expect(posts(quiet.id, 'refuse')).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    api.failing.add('adminRefusePartner');
    await user.click((await rowOf('Server Giù')).getByRole('button', { name: 'Rifiuta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rifiutare Server Giù?' }));
    await user.type(dialog.getByLabelText('Motivo (facoltativo)'), 'Zona non coperta');
    await user.click(dialog.getByRole('button', { name: 'Rifiuta' }));
    expect(await screen.findByText("Errore durante il rifiuto dell'azienda")).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rifiutare Server Giù?' })).toBeTruthy();
    expect((dialog.getByLabelText('Motivo (facoltativo)') as HTMLTextAreaElement).value).toBe('Zona non coperta');
  });
});

describe('partner approval: status', () => {
  it('names each status in the list, with since when a paused partner is paused', async () => {
    api.data.businesses = [
      makeBusiness({ name: 'Sempre Attiva' }),
      makeBusiness({ name: 'Fermata Da Noi', isActive: false, pausedReason: 'admin', pausedAt: '2025-03-20T10:00:00.000Z' }),
      makeBusiness({ name: 'Non Vuole Offerte', isActive: false, pausedReason: 'unsubscribed', pausedAt: '2025-03-28T10:00:00.000Z' }),
      makeSignup({ name: 'Appena Iscritta' }),
    ];
    await renderPanel();
    const status = async (name: string) => (await rowOf(name)).getAllByRole('cell').at(5)?.textContent;
    expect(await status('Sempre Attiva')).toBe('Attiva');
    expect(await status('Fermata Da Noi')).toBe('Inattivadal 20/03/2025');
    expect(await status('Non Vuole Offerte')).toBe("Offerte disattivate dall'aziendadal 28/03/2025");
    expect(await status('Appena Iscritta')).toBe('Da approvare');
    // In the list of every partner, a sign-up is decided on its own row too.
    expect((await rowOf('Appena Iscritta')).getByRole('button', { name: 'Approva' })).toBeTruthy();
    expect((await rowOf('Non Vuole Offerte')).getByRole('button', { name: 'Riattiva' })).toBeTruthy();
  });

  it('asks before reactivating a business that stopped the offers itself, then clears its reason', async () => {
    const business = makeBusiness({ name: 'Non Vuole Offerte', isActive: false, pausedReason: 'unsubscribed', pausedAt: '2025-03-28T10:00:00.000Z' });
    api.data.businesses = [business];
    const user = await renderPanel();
    await user.click((await rowOf('Non Vuole Offerte')).getByRole('button', { name: 'Riattiva' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Riattivare Non Vuole Offerte?' }));
    expect(
      dialog.getByText("L'azienda ha disattivato le offerte dal link nelle nostre email il 28/03/2025. Riattivala solo se te l'ha chiesto lei."),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(business.id)).toEqual([]);

    await user.click((await rowOf('Non Vuole Offerte')).getByRole('button', { name: 'Riattiva' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Riattivare Non Vuole Offerte?' }));
    await user.click(dialog.getByRole('button', { name: 'Riattiva' }));
    expect(await screen.findByText('Azienda riattivata')).toBeTruthy();
    expect(patches(business.id)).toEqual([{ isActive: true }]);
    const row = await rowOf('Non Vuole Offerte');
    expect(await row.findByText('Attiva')).toBeTruthy();
    expect(row.queryByText(/^dal /)).toBeNull();
  });
});

describe('partner approval: details', () => {
  async function openDetails(name: string, path?: string) {
    const user = await renderPanel(path);
    await user.click((await rowOf(name)).getByRole('button', { name: 'Dettagli azienda' }));
    const drawer = within(await screen.findByRole('dialog', { name }));
    await drawer.findByText('Lead ricevuti: 0 · Acquistati: 0');
    return drawer;
  }
  const fact = (drawer: ReturnType<typeof within>, label: string) => drawer.getByText(label).nextElementSibling?.textContent;

  it("shows a sign-up's partita IVA, reach, sign-up date and status, and that its billing data will come with a purchase", async () => {
    api.data.businesses = [
      makeSignup({ name: 'Termoidraulica Verdi', vatNumber: '01234567897', serviceReach: 'region', createdAt: '2025-03-30T10:45:00.000Z' }),
    ];
    const drawer = await openDetails('Termoidraulica Verdi', '/admin/dashboard?tab=businesses&approval=pending');
    expect(fact(drawer, 'P.IVA')).toBe('01234567897');
    expect(fact(drawer, 'Copertura')).toBe('Tutta la regione');
    expect(fact(drawer, 'Registrata il')).toBe('30/03/2025');
    expect(fact(drawer, 'Status')).toBe('Da approvare');
    expect(drawer.getByRole('heading', { name: 'Dati di fatturazione' })).toBeTruthy();
    expect(drawer.getByText('Non ancora indicati: li darà al primo acquisto.')).toBeTruthy();
  });

  it("shows a partner's billing data, its pause by the business with the date, and no reach for one the admin added", async () => {
    api.data.businesses = [
      makeBusiness({
        name: 'Idraulica Rossi',
        isActive: false,
        pausedReason: 'unsubscribed',
        pausedAt: '2025-03-28T10:00:00.000Z',
        billing: makeBilling({
          taxId: '01234567897',
          street: 'Via Roma 12',
          postalCode: '61032',
          city: 'Fano',
          province: 'PU',
          sdiCode: 'M5UXCR1',
          pec: 'rossi@pec.example.it',
        }),
      }),
      makeBusiness({
        name: 'Mario Bianchi',
        billing: makeBilling({ taxId: 'BNCMRA80A01H501U', taxIdKind: 'codice_fiscale', sdiCode: null, pec: null }),
      }),
    ];
    const drawer = await openDetails('Idraulica Rossi');
    expect(fact(drawer, 'Status')).toBe("Offerte disattivate dall'aziendadal 28/03/2025");
    expect(fact(drawer, 'P.IVA')).toBe('—');
    expect(fact(drawer, 'Copertura')).toBe('Nessun limite di zona');
    expect(fact(drawer, 'Registrata il')).toBe('15/01/2025');
    expect(fact(drawer, 'Partita IVA')).toBe('01234567897');
    expect(fact(drawer, 'Indirizzo')).toBe('Via Roma 12, 61032 Fano (PU)');
    expect(fact(drawer, 'Codice SDI')).toBe('M5UXCR1');
    expect(drawer.getByRole('link', { name: 'rossi@pec.example.it' }).getAttribute('href')).toBe('mailto:rossi@pec.example.it');
    await userEvent.setup().click(drawer.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.setup().click((await rowOf('Mario Bianchi')).getByRole('button', { name: 'Dettagli azienda' }));
    const second = within(await screen.findByRole('dialog', { name: 'Mario Bianchi' }));
    await second.findByText('Codice fiscale');
    expect(fact(second, 'Codice fiscale')).toBe('BNCMRA80A01H501U');
    expect(second.queryByText('Partita IVA')).toBeNull();
    expect(fact(second, 'Codice SDI')).toBe('—');
    expect(fact(second, 'PEC')).toBe('—');
  });
});
