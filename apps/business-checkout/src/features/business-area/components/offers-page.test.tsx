import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MINTED_TOKEN, openOffer, startFakeBusinessOffersApi, type FakeBusinessOffersApi } from '../../../test/fake-business-offers-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeBusinessOffersApi;
beforeEach(async () => {
  api = await startFakeBusinessOffersApi();
});
afterEach(async () => {
  await api.close();
});

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const offerNamed = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;
const renderSignedIn = (path = '/area/offerte') => renderApp(path, api.origin, { sessionId: api.openSession() });
const buyButton = (card: HTMLElement) => within(card).getByRole('button', { name: /^Acquista/ }) as HTMLButtonElement;

describe('/area/offerte: the leads offered to the business now', () => {
  it('shows each offer as its email does: what, where, request, price with the discount, places left, date', async () => {
    const fresh = openOffer();
    const discounted = openOffer({
      category: 'Elettricista',
      place: null,
      request: 'Salta la corrente quando accendo il forno.',
      price: '12.50',
      originalPrice: '25.00',
      isDiscounted: true,
      placesLeft: 1,
      offeredAt: '2026-03-01T08:00:00.000Z',
    });
    api.offers = [fresh, discounted];
    renderSignedIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Idraulica Rossi Srl' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Offerte aperte' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sezioni dell’Area aziende' });
    expect(within(nav).getByRole('link', { name: 'Offerte' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Acquisti' }).getAttribute('href')).toBe('/area/acquisti');

    const first = await offerNamed('Idraulico · Fano (Pesaro e Urbino)');
    expect(within(first).getByText('Proposto il 05/03/2026')).toBeTruthy();
    expect(text(within(first).getByTestId('offer-price'))).toBe('25,00 € IVA inclusa');
    expect(within(first).getByText(fresh.request)).toBeTruthy();
    expect(within(first).getByText('Ancora 2 posti')).toBeTruthy();
    expect(within(first).queryByText('SCONTO 50%')).toBeNull();
    expect(buyButton(first).disabled).toBe(false);

    const second = await offerNamed('Elettricista');
    const price = within(second).getByTestId('offer-price');
    expect(within(price).getByText('SCONTO 50%')).toBeTruthy();
    expect(text(within(price).getByText('12,50 €', { exact: false }))).toBe('12,50 € IVA inclusa');
    expect(text(within(price).getByText('25,00 €', { exact: false }))).toBe('Prezzo originale: 25,00 €');
    expect(within(second).getByText('Ancora 1 posto')).toBeTruthy();
    expect(within(second).getByText('Proposto il 01/03/2026')).toBeTruthy();

    expect(screen.getAllByTestId('offer').map((article) => article.getAttribute('aria-labelledby'))).toEqual(
      [fresh, discounted].map((offer) => `offer-${offer.leadId}`),
    );
    expect(screen.getByText('2 offerte aperte')).toBeTruthy();
  });

  it('«Acquista» asks a purchase link (the button loading meanwhile) and opens the checkout’s lead page with it', async () => {
    const user = userEvent.setup();
    const offer = openOffer();
    api.offers = [offer, openOffer({ category: 'Fabbro' })];
    const { router } = renderSignedIn();
    const card = await offerNamed('Idraulico · Fano (Pesaro e Urbino)');

    let release = () => {};
    api.hold = new Promise((resolve) => (release = resolve));
    await user.click(buyButton(card));
    await waitFor(() => expect(buyButton(card).getAttribute('data-loading')).toBe('true'));
    // The other offer waits for this one.
    expect(buyButton(await offerNamed('Fabbro · Fano (Pesaro e Urbino)')).disabled).toBe(true);
    release();
    api.hold = null;

    await waitFor(() => expect(router.state.location.pathname).toBe(`/business/lead/${offer.leadId}`));
    expect(router.state.location.search).toBe(`?t=${MINTED_TOKEN}`);
    expect(api.callsTo('businessOfferPurchaseLink').map((call) => call.method)).toEqual(['POST']);
  });

  it('a link that cannot be made: a toast, the offers still there and «Acquista» usable again', async () => {
    const user = userEvent.setup();
    api.offers = [openOffer()];
    const { router } = renderSignedIn();
    const card = await offerNamed('Idraulico · Fano (Pesaro e Urbino)');
    api.failing.add('businessOfferPurchaseLink');
    await user.click(buyButton(card));
    expect(await screen.findByText('Non è stato possibile aprire il pagamento. Riprova tra poco.')).toBeTruthy();
    expect(screen.getByText('Acquisto non avviato')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area/offerte');
    await waitFor(() => expect(buyButton(card).getAttribute('data-loading')).toBeNull());
    expect(buyButton(card).disabled).toBe(false);

    api.failing.delete('businessOfferPurchaseLink');
    await user.click(buyButton(card));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/business\/lead\//));
  });

  it('an offer bought or sold out meanwhile: says so and asks the list again', async () => {
    const user = userEvent.setup();
    const gone = openOffer();
    api.offers = [gone];
    renderSignedIn();
    const card = await offerNamed('Idraulico · Fano (Pesaro e Urbino)');
    api.failNext('businessOfferPurchaseLink', { status: 410, body: { code: 'lead_unavailable', message: 'Lead non più disponibile' } });
    api.offers = [];
    await user.click(buyButton(card));
    expect(await screen.findByText('Questo lead non è più in vendita.')).toBeTruthy();
    expect(await screen.findByText('Nessuna offerta aperta in questo momento')).toBeTruthy();
    expect(api.callsTo('businessListOffers')).toHaveLength(2);
  });

  it('nothing offered: «Nessuna offerta aperta in questo momento»', async () => {
    renderSignedIn();
    const empty = await screen.findByTestId('offers-empty');
    expect(within(empty).getByText('Nessuna offerta aperta in questo momento')).toBeTruthy();
    expect(within(empty).getByText('Quando ti proponiamo un nuovo lead lo trovi qui, oltre che nell’email di offerta.')).toBeTruthy();
  });

  it('a paused business: the empty list says why', async () => {
    api.account = { ...api.account, paused: true };
    renderSignedIn();
    const empty = await screen.findByTestId('offers-empty');
    expect(within(empty).getByText(/Le offerte di nuovi lead sono sospese/)).toBeTruthy();
  });

  it('shows a skeleton while the list loads', async () => {
    let release = () => {};
    api.offers = [openOffer()];
    const sessionId = api.openSession();
    api.hold = new Promise((resolve) => (release = resolve));
    renderApp('/area/offerte', api.origin, { sessionId });
    expect(await screen.findByRole('status', { name: 'Caricamento delle offerte…' })).toBeTruthy();
    release();
    expect(await offerNamed('Idraulico · Fano (Pesaro e Urbino)')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be loaded, then the list', async () => {
    const user = userEvent.setup();
    api.offers = [openOffer()];
    api.failing.add('businessListOffers');
    renderSignedIn();
    expect(await screen.findByText('Non è stato possibile caricare le offerte.')).toBeTruthy();
    api.failing.delete('businessListOffers');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await offerNamed('Idraulico · Fano (Pesaro e Urbino)')).toBeTruthy();
  });

  it('without a session goes to /area', async () => {
    const first = renderApp('/area/offerte', api.origin);
    expect(await screen.findByText('La sessione è scaduta: chiedi un nuovo link.')).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/area');
  });

  it('a session that ends before «Acquista»: /area, the offers forgotten', async () => {
    const user = userEvent.setup();
    api.offers = [openOffer()];
    const { router } = renderSignedIn();
    const card = await offerNamed('Idraulico · Fano (Pesaro e Urbino)');
    api.expireSessions();
    await user.click(buyButton(card));
    expect(await screen.findByText('La sessione è scaduta: chiedi un nuovo link.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area');
    expect(screen.queryByTestId('offer')).toBeNull();
  });
});
