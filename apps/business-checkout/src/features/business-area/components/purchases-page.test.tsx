import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  erasedPurchase,
  paidPurchase,
  refundedPurchase,
  startFakeBusinessAreaApi,
  type FakeBusinessAreaApi,
} from '../../../test/fake-business-area-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeBusinessAreaApi;
beforeEach(async () => {
  api = await startFakeBusinessAreaApi();
});
afterEach(async () => {
  await api.close();
});

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const listQueries = () => api.callsTo('businessListPurchases').map((call) => call.url.replace('/api/business/area/purchases', ''));
const purchaseNamed = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;
const renderSignedIn = (path = '/area/acquisti') => renderApp(path, api.origin, { sessionId: api.openSession() });

describe('/area/acquisti: the business’s purchases', () => {
  it('shows the business, and each purchase: what, where, when, price, state, request, contacts and documents', async () => {
    const paid = paidPurchase();
    const refunded = refundedPurchase();
    const erased = erasedPurchase();
    api.purchases = [paid, refunded, erased];
    renderSignedIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Idraulica Rossi Srl' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'I tuoi acquisti' })).toBeTruthy();

    const first = await purchaseNamed('Idraulico · Fano (Pesaro e Urbino)');
    expect(within(first).getByText('Acquistato il 05/03/2026')).toBeTruthy();
    expect(text(within(first).getByText('25,00 €', { exact: false }))).toBe('25,00 € IVA inclusa');
    expect(within(first).getByText('Pagato')).toBeTruthy();
    expect(within(first).getByText('Perdita sotto il lavello della cucina, chiamatemi dopo le 18.')).toBeTruthy();
    const contacts = within(first).getByTestId('purchase-contacts');
    expect(within(contacts).getByText('Giulia Bianchi')).toBeTruthy();
    expect(within(contacts).getByRole('link', { name: '+39 333 123 4567' }).getAttribute('href')).toBe('tel:+393331234567');
    expect(within(contacts).getByRole('link', { name: 'giulia.bianchi@example.it' }).getAttribute('href')).toBe('mailto:giulia.bianchi@example.it');
    expect(within(first).getByRole('link', { name: 'Fattura n. 12/2026' }).getAttribute('href')).toBe(`/area/documenti/${paid.documents[0]!.id}`);

    const second = await purchaseNamed('Elettricista · Pesaro (Pesaro e Urbino)');
    expect(within(second).getByText('Rimborsato il 12/02/2026')).toBeTruthy();
    expect(within(second).queryByTestId('purchase-contacts')).toBeNull();
    expect(text(within(second).getByTestId('purchase-no-contacts'))).toBe('Contatti non disponibili: acquisto rimborsato');
    expect(within(second).getByRole('link', { name: 'Fattura n. 7/2026' }).getAttribute('href')).toBe(`/area/documenti/${refunded.documents[0]!.id}`);
    expect(within(second).getByRole('link', { name: 'Nota di credito n. 13/2026' }).getAttribute('href')).toBe(
      `/area/documenti/${refunded.documents[1]!.id}`,
    );

    // A place unknown: the category alone.
    const third = await purchaseNamed('Pulizie');
    expect(within(third).getByText('Pagato')).toBeTruthy();
    expect(text(within(third).getByTestId('purchase-no-contacts'))).toBe('Il cliente ha cancellato i suoi dati');
    expect(within(third).queryByText('Richiesta del cliente')).toBeNull();
    expect(within(third).getByRole('link', { name: 'Ricevuta n. 4/2025' }).getAttribute('href')).toBe(`/area/documenti/${erased.documents[0]!.id}`);

    // In the API's order, newest first.
    expect(screen.getAllByTestId('purchase').map((article) => article.getAttribute('aria-labelledby'))).toEqual(
      [paid, refunded, erased].map((purchase) => `purchase-${purchase.id}`),
    );
    expect(screen.getByText('3 acquisti')).toBeTruthy();
  });

  it('a customer without a phone: «Non indicato»', async () => {
    api.purchases = [paidPurchase({ contacts: { name: 'Marco Verdi', email: 'marco@example.it', phone: null } })];
    renderSignedIn();
    const contacts = await screen.findByTestId('purchase-contacts');
    expect(within(contacts).getByText('Non indicato')).toBeTruthy();
    expect(within(contacts).queryByRole('link', { name: /^tel/ })).toBeNull();
  });

  it('searches as the business types (debounced, in the URL as q, back to page 1), and says when nothing matches', async () => {
    const user = userEvent.setup();
    api.purchases = [paidPurchase(), refundedPurchase(), erasedPurchase()];
    const { router } = renderSignedIn('/area/acquisti?page=1');
    await purchaseNamed('Idraulico · Fano (Pesaro e Urbino)');

    await user.type(screen.getByRole('searchbox', { name: 'Cerca negli acquisti' }), 'il forno');
    await waitFor(() => expect(router.state.location.search).toBe('?q=il+forno'));
    await waitFor(() => expect(screen.getAllByTestId('purchase')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Elettricista · Pesaro (Pesaro e Urbino)' })).toBeTruthy();
    // One request for the whole word, not one a keystroke.
    expect(listQueries()).toEqual(['', '?q=il+forno']);

    await user.clear(screen.getByRole('searchbox', { name: 'Cerca negli acquisti' }));
    await user.type(screen.getByRole('searchbox', { name: 'Cerca negli acquisti' }), 'giardino');
    // Typed slowly (a loaded machine), a part of the word may be searched first: the whole word's answer is awaited.
    expect(await screen.findByText('Nessun acquisto corrisponde a «giardino».')).toBeTruthy();
    expect(screen.getByText('Nessun acquisto trovato')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancella la ricerca' }));
    await waitFor(() => expect(screen.getAllByTestId('purchase')).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('reads the search from the URL (a reload or a shared link shows the same list)', async () => {
    api.purchases = [paidPurchase(), refundedPurchase()];
    renderSignedIn('/area/acquisti?q=giulia');
    expect(((await screen.findByRole('searchbox', { name: 'Cerca negli acquisti' })) as HTMLInputElement).value).toBe('giulia');
    await waitFor(() => expect(screen.getAllByTestId('purchase')).toHaveLength(1));
    expect(listQueries()).toEqual(['?q=giulia']);
  });

  it('says there is nothing yet for a business that bought nothing', async () => {
    renderSignedIn();
    expect(await screen.findByText('Non hai ancora acquistato lead')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancella la ricerca' })).toBeNull();
  });

  it('pages 20 at a time', async () => {
    const user = userEvent.setup();
    api.purchases = Array.from({ length: 23 }, (_, index) => paidPurchase({ category: `Categoria ${index + 1}`, place: null }));
    const { router } = renderSignedIn();
    await purchaseNamed('Categoria 1');
    expect(screen.getAllByTestId('purchase')).toHaveLength(20);
    expect(screen.getByText('23 acquisti')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await purchaseNamed('Categoria 21');
    expect(screen.getAllByTestId('purchase')).toHaveLength(3);
    expect(router.state.location.search).toBe('?page=2');
    expect(listQueries()).toEqual(['', '?page=2']);
    // The new page starts at the list's title, and so does the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'I tuoi acquisti' })));
  });

  it('shows a skeleton while the list loads', async () => {
    let release = () => {};
    api.purchases = [paidPurchase()];
    const sessionId = api.openSession();
    api.hold = new Promise((resolve) => (release = resolve));
    renderApp('/area/acquisti', api.origin, { sessionId });
    expect(await screen.findByRole('status', { name: 'Caricamento degli acquisti…' })).toBeTruthy();
    release();
    expect(await purchaseNamed('Idraulico · Fano (Pesaro e Urbino)')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be loaded, then the list', async () => {
    const user = userEvent.setup();
    api.purchases = [paidPurchase()];
    api.failing.add('businessListPurchases');
    renderSignedIn();
    expect(await screen.findByText('Non è stato possibile caricare i tuoi acquisti.')).toBeTruthy();
    api.failing.delete('businessListPurchases');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await purchaseNamed('Idraulico · Fano (Pesaro e Urbino)')).toBeTruthy();
  });

  it('without a session goes to /area: «La sessione è scaduta: chiedi un nuovo link»', async () => {
    const { router } = renderApp('/area/acquisti', api.origin);
    expect(await screen.findByText('La sessione è scaduta: chiedi un nuovo link.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area');
    expect(screen.getByRole('button', { name: 'Ricevi il link di accesso' })).toBeTruthy();
  });

  it('a session that expires while the business pages: /area with the same notice', async () => {
    const user = userEvent.setup();
    api.purchases = Array.from({ length: 21 }, () => paidPurchase());
    const { router } = renderSignedIn();
    await screen.findAllByTestId('purchase');
    api.expireSessions();
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await screen.findByText('La sessione è scaduta: chiedi un nuovo link.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area');
    expect(screen.queryByText('Giulia Bianchi')).toBeNull();
  });

  it('«Esci» ends the session and leads to /area, which then asks for a link', async () => {
    const user = userEvent.setup();
    api.purchases = [paidPurchase()];
    const { router } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Esci' }));
    expect(await screen.findByText('Sei uscito dall’Area aziende.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area');
    expect(api.callsTo('businessSignOut')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ricevi il link di accesso' })).toBeTruthy();
    // `/area` asked the server afresh: nobody is signed in any more.
    await waitFor(() => expect(api.callsTo('businessMe')).toHaveLength(2));
  });

  it('says when the business’s offers are paused', async () => {
    api.account = { ...api.account, paused: true };
    renderSignedIn();
    expect(await screen.findByText('Le offerte di nuovi lead sono sospese: puoi comunque consultare i tuoi acquisti.')).toBeTruthy();
  });
});
