import { randomUUID } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { creditNote, invoice } from '../../../test/fake-checkout-api.ts';
import { paidPurchase, startFakeBusinessAreaApi, type FakeBusinessAreaApi } from '../../../test/fake-business-area-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeBusinessAreaApi;
beforeEach(async () => {
  api = await startFakeBusinessAreaApi();
});
afterEach(async () => {
  await api.close();
});

describe('/area/documenti/:id: a document’s courtesy copy', () => {
  it('opens from the purchases list, shows the courtesy copy, and leads back to the list as it was searched', async () => {
    const user = userEvent.setup();
    const shown = invoice({ number: '12/2026' });
    const purchase = paidPurchase({ documents: [{ id: shown.id, kind: 'invoice', number: '12/2026', date: shown.date }] });
    api.purchases = [purchase];
    api.documents.set(shown.id, shown);
    const { router } = renderApp('/area/acquisti?q=fano', api.origin, { sessionId: api.openSession() });

    await user.click(await screen.findByRole('link', { name: 'Fattura n. 12/2026' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Fattura n. 12/2026 — copia di cortesia' });
    expect(router.state.location.pathname).toBe(`/area/documenti/${shown.id}`);
    expect(screen.getByTestId('courtesy-notice')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stampa' })).toBeTruthy();
    // Arrived from the list, the focus is on the document's title.
    // The focus moves in an effect, after the screen is drawn.
    await waitFor(() => expect(document.activeElement).toBe(title));

    await user.click(screen.getByRole('link', { name: 'Torna agli acquisti' }));
    expect(await screen.findByRole('article', { name: 'Idraulico · Fano (Pesaro e Urbino)' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/area/acquisti?q=fano');
  });

  it('shows a credit note opened by its address', async () => {
    const shown = creditNote();
    api.documents.set(shown.id, shown);
    renderApp(`/area/documenti/${shown.id}`, api.origin, { sessionId: api.openSession() });
    expect(await screen.findByRole('heading', { name: 'Nota di credito n. 18/2026 — copia di cortesia' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna agli acquisti' }).getAttribute('href')).toBe('/area/acquisti');
    expect(api.callsTo('businessDocument').map((call) => call.url)).toEqual([`/api/business/area/documents/${shown.id}`]);
  });

  it('says «Documento non trovato» for a document that is not the business’s (404)', async () => {
    renderApp(`/area/documenti/${randomUUID()}`, api.origin, { sessionId: api.openSession() });
    expect(await screen.findByRole('heading', { name: 'Documento non trovato' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stampa' })).toBeNull();
  });

  it('says «Documento non trovato» for an id that is not one, without asking the API', async () => {
    renderApp('/area/documenti/12-2026', api.origin, { sessionId: api.openSession() });
    expect(await screen.findByRole('heading', { name: 'Documento non trovato' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('businessDocument')).toEqual([]);
  });

  it('without a session goes to /area with «La sessione è scaduta»', async () => {
    const shown = invoice();
    api.documents.set(shown.id, shown);
    const { router } = renderApp(`/area/documenti/${shown.id}`, api.origin);
    expect(await screen.findByText('La sessione è scaduta: chiedi un nuovo link.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area');
    expect(screen.queryByText('TrovaPro Srl')).toBeNull();
  });
});
