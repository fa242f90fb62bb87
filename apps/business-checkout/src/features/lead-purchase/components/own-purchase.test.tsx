import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINK_TOKEN, invoice, leadPath, purchaseView, receipt, startFakeCheckoutApi, type FakeCheckoutApi } from '../../../test/fake-checkout-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeEach(async () => {
  api = await startFakeCheckoutApi();
});
afterEach(async () => {
  await api.close();
});

describe('a purchase link opened again by the business that bought', () => {
  it('shows its purchase: the contacts again, the request, the date and amount, and its receipt — not «Lead Non Disponibile»', async () => {
    const bought = purchaseView({ receipt: receipt({ number: '42/2026' }) });
    api.purchases.set(bought.leadId, bought);
    renderApp(leadPath(bought.leadId), api.origin);

    expect(await screen.findByRole('heading', { name: 'Hai acquistato questa richiesta' })).toBeTruthy();
    expect(screen.queryByText('Lead Non Disponibile')).toBeNull();
    expect(screen.getByText('Acquistata il 05/03/2026 per 25,00 € IVA inclusa.')).toBeTruthy();
    expect(screen.getByText('Abbiamo inviato i contatti del cliente a info@idraulicarossi.it.')).toBeTruthy();
    expect(screen.getByText('Giulia Bianchi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'giulia.bianchi@example.it' }).getAttribute('href')).toBe('mailto:giulia.bianchi@example.it');
    expect(screen.getByRole('link', { name: '+39 333 123 4567' }).getAttribute('href')).toBe('tel:+393331234567');
    expect(screen.getByText(bought.request ?? '')).toBeTruthy();
    expect(screen.getByText('Fano (Pesaro e Urbino)')).toBeTruthy();
    const sheet = screen.getByRole('article', { name: 'Ricevuta n. 42/2026' });
    expect(within(sheet).getByText('25,00 €')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stampa' })).toBeTruthy();
    expect(
      api.requests.map((request) => request.url).filter((url) => url.startsWith('/api/business/') && !url.startsWith('/api/business/area/')),
    ).toEqual([`/api/business/lead/${bought.leadId}?t=${LINK_TOKEN}`, `/api/business/lead/${bought.leadId}/purchase?t=${LINK_TOKEN}`]);
    // Whether the browser is signed in to the «Area aziende» was asked once: it is not.
    expect(api.requests.filter((request) => request.url === '/api/business/area/me')).toHaveLength(1);
  });

  it('says the lead is bought already and leads to its purchase in the «Area aziende»', async () => {
    const bought = purchaseView();
    api.purchases.set(bought.leadId, bought);
    renderApp(leadPath(bought.leadId), api.origin);
    expect(await screen.findByText('Hai già acquistato questo lead')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Apri l’acquisto nell’Area aziende' });
    expect(link.getAttribute('href')).toBe(`/area/acquisti?q=${bought.leadId}`);
  });

  it('with an «Area aziende» session, opens the purchase there at once', async () => {
    const bought = purchaseView();
    api.purchases.set(bought.leadId, bought);
    api.areaAccount = { id: randomUUID(), name: 'Idraulica Rossi Srl', email: 'info@idraulicarossi.it', paused: false };
    const { router } = renderApp(leadPath(bought.leadId), api.origin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/area/acquisti'));
    expect(router.state.location.search).toBe(`?q=${bought.leadId}`);
    expect(screen.queryByText('Hai acquistato questa richiesta')).toBeNull();
  });

  it('says the customer erased their data instead of showing contacts or the request', async () => {
    const bought = purchaseView({ customer: null, request: null });
    api.purchases.set(bought.leadId, bought);
    renderApp(leadPath(bought.leadId), api.origin);
    expect(await screen.findByText('Dati del cliente cancellati')).toBeTruthy();
    expect(screen.queryByText('Contatti del cliente')).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('shows the courtesy copy of its invoice under «Fattura», with the legal sentence', async () => {
    const bought = purchaseView({ receipt: invoice({ number: '43/2026' }) });
    api.purchases.set(bought.leadId, bought);
    renderApp(leadPath(bought.leadId), api.origin);
    expect(await screen.findByRole('heading', { level: 2, name: 'Fattura' })).toBeTruthy();
    const sheet = screen.getByRole('article', { name: 'Fattura n. 43/2026 — copia di cortesia' });
    expect(within(sheet).getByTestId('courtesy-notice')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ricevuta' })).toBeNull();
  });

  it('says when no numbered receipt exists for an old purchase', async () => {
    const bought = purchaseView({ receipt: null });
    api.purchases.set(bought.leadId, bought);
    renderApp(leadPath(bought.leadId), api.origin);
    expect(await screen.findByText('Per questo acquisto non è stata emessa una ricevuta numerata.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stampa' })).toBeNull();
  });
});
