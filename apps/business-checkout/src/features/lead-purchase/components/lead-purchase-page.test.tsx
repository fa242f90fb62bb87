import { randomUUID } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINK_TOKEN, leadPath, leadView, startFakeCheckoutApi, type FakeCheckoutApi } from '../../../test/fake-checkout-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeCheckoutApi;
/** The calls about the lead (the footer's company details are fetched too, from /api/legal). */
const leadRequests = () => api.requests.filter((request) => request.url.startsWith('/api/business/'));
beforeEach(async () => {
  api = await startFakeCheckoutApi();
});
afterEach(async () => {
  await api.close();
});

const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const PHONE_LIKE = /\+?\d[\d ]{7,}\d/;

/** The page's text as read, without Mantine's injected <style> rules; spaces normalised. */
function pageText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const style of copy.querySelectorAll('style')) style.remove();
  return (copy.textContent ?? '').replace(/\s/g, ' ');
}

const textOf = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

function expectHomeButton() {
  expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('http://localhost:3000');
}

describe('/business/lead/:leadId states (product §2)', () => {
  it.each([
    ['/business/lead', 'Lead non trovato'],
    ['/business/lead/', 'Lead non trovato'],
    ['/business/lead/non-un-id', 'Lead non trovato'],
    // A lead link without the token of an invited business names no buyer: unavailable, as the API says.
    ['/business/lead/3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f', 'Lead Non Disponibile'],
    ['/business/lead/3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f?t=', 'Lead Non Disponibile'],
  ])("on %s shows '%s' without asking the API", async (path, title) => {
    renderApp(path, api.origin);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expectHomeButton();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leadRequests()).toEqual([]);
  });

  it('shows a spinner while the lead loads', async () => {
    let release = () => {};
    api.hold = new Promise((resolve) => (release = resolve));
    const lead = leadView();
    api.leads.set(lead.id, lead);
    renderApp(leadPath(lead.id), api.origin);
    expect(screen.getByRole('status', { name: 'Caricamento del lead…' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Idraulico' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Caricamento del lead…' })).toBeNull();
    expect(leadRequests().map((r) => `${r.method} ${r.url}`)).toEqual([`GET /api/business/lead/${lead.id}?t=${LINK_TOKEN}`]);
  });

  it("shows 'Lead Non Disponibile' for an unknown lead (404)", async () => {
    renderApp(leadPath(randomUUID()), api.origin);
    expect(await screen.findByRole('heading', { name: 'Lead Non Disponibile' })).toBeTruthy();
    expect(screen.getByText('Questo lead non è più disponibile oppure è già stato venduto.')).toBeTruthy();
    expectHomeButton();
  });

  it("shows 'Lead Non Disponibile' for a link whose token is not an invited business's (404)", async () => {
    const lead = leadView();
    api.leads.set(lead.id, lead);
    renderApp(leadPath(lead.id, 'un-token-sbagliato'), api.origin);
    expect(await screen.findByRole('heading', { name: 'Lead Non Disponibile' })).toBeTruthy();
    expect(screen.queryByText(lead.description)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Procedi al Pagamento' })).toBeNull();
  });

  it("shows 'Lead Non Disponibile' for a sold-out lead (410)", async () => {
    const id = randomUUID();
    api.goneLeadIds.add(id);
    renderApp(leadPath(id), api.origin);
    expect(await screen.findByRole('heading', { name: 'Lead Non Disponibile' })).toBeTruthy();
    expect(leadRequests()).toHaveLength(1);
  });

  it("shows 'Lead Non Disponibile' when the API cannot be reached", async () => {
    const id = randomUUID();
    const origin = api.origin;
    await api.close();
    renderApp(leadPath(id), origin);
    expect(await screen.findByRole('heading', { name: 'Lead Non Disponibile' }, { timeout: 3000 })).toBeTruthy();
    api = await startFakeCheckoutApi();
  });

  it('shows the lead: category with its icon, request, area, price, places left and what the buyer receives', async () => {
    const lead = leadView({ category: 'Elettricista', placesLeft: 2, price: '30.00', originalPrice: '30.00' });
    api.leads.set(lead.id, lead);
    renderApp(leadPath(lead.id), api.origin);

    const heading = await screen.findByRole('heading', { name: 'Elettricista' });
    expect(heading.closest('div')?.parentElement?.querySelector('[data-icon="bolt"]')).toBeTruthy();
    expect(screen.getByText(lead.description)).toBeTruthy();
    // What the placeholders in the request stand for, and when the buyer gets it.
    expect(textOf('hidden-data-note')).toBe('Nome, indirizzo e recapiti del cliente sono nascosti: li ricevi via email subito dopo il pagamento.');
    expect(screen.getByText('Fano (Pesaro e Urbino)')).toBeTruthy();
    expect(textOf('lead-price')).toBe('30,00 €');
    // Prices are IVA included, and the page says so next to the price.
    expect(textOf('lead-vat-note')).toBe('IVA inclusa');
    expect(screen.getByTestId('lead-price').parentElement).toBe(screen.getByTestId('lead-vat-note').parentElement);
    expect(screen.getByText('Ancora 2 posti disponibili')).toBeTruthy();
    for (const item of [
      "L'email completa del cliente",
      'I dettagli della richiesta',
      'I recapiti per contattarlo',
      'Accesso immediato dopo il pagamento',
    ]) {
      expect(screen.getByText(item)).toBeTruthy();
    }
    // «Garanzia contatto valido», with GUARANTEE_DAYS as the API gives it.
    expect(textOf('lead-guarantee')).toContain('Garanzia contatto valido: se telefono o email non sono validi');
    expect(textOf('lead-guarantee')).toContain('hai 7 giorni dall’acquisto per segnalarlo dall’Area aziende');
    // Not discounted: no badge and no struck-through price.
    expect(screen.queryByText('SCONTO 50%')).toBeNull();
    expect(screen.queryByTestId('lead-original-price')).toBeNull();
  });

  it("shows the 'SCONTO 50%' badge and the struck original price when discounted", async () => {
    const lead = leadView({ isDiscounted: true, price: '12.50', originalPrice: '25.00', placesLeft: 1 });
    api.leads.set(lead.id, lead);
    renderApp(leadPath(lead.id), api.origin);

    expect(await screen.findByText('SCONTO 50%')).toBeTruthy();
    expect(textOf('lead-price')).toBe('12,50 €');
    const original = screen.getByTestId('lead-original-price');
    expect(original.tagName).toBe('S');
    expect(textOf('lead-original-price')).toBe('Prezzo originale: 25,00 €');
    expect(screen.getByText('Ancora 1 posto disponibile')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Procedi al Pagamento' })).toBeTruthy();
  });

  it('gives a category outside the six the generic tools icon, and leaves out a missing area', async () => {
    const lead = leadView({ category: 'Traslochi', location: null });
    api.leads.set(lead.id, lead);
    renderApp(leadPath(lead.id), api.origin);
    await screen.findByRole('heading', { name: 'Traslochi' });
    expect(document.querySelector('[data-icon="tools"]')).toBeTruthy();
    expect(screen.queryByText(/Zona/)).toBeNull();
  });

  it('never renders a contact detail of the visitor', async () => {
    const lead = leadView();
    api.leads.set(lead.id, lead);
    renderApp(leadPath(lead.id), api.origin);
    await screen.findByRole('heading', { name: 'Idraulico' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Procedi al Pagamento' })).toBeTruthy());
    expect(pageText()).toContain(lead.description);
    expect(pageText()).not.toMatch(EMAIL_LIKE);
    expect(pageText()).not.toMatch(PHONE_LIKE);
  });
});
