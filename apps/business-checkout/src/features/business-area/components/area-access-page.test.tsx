import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AREA_TOKENS, paidPurchase, startFakeBusinessAreaApi, type FakeBusinessAreaApi } from '../../../test/fake-business-area-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeBusinessAreaApi;
beforeEach(async () => {
  api = await startFakeBusinessAreaApi();
});
afterEach(async () => {
  await api.close();
});

const sessionCalls = () => api.callsTo('businessOpenSession').map((call) => call.body);

describe('/area/accesso#<token>: the page the emailed link opens', () => {
  it('spends the token once (even with React’s double effects) and replaces itself with the purchases', async () => {
    api.purchases = [paidPurchase()];
    const { router } = renderApp(`/area/accesso#${AREA_TOKENS.good}`, api.origin, { strictMode: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Idraulica Rossi Srl' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Idraulico · Fano (Pesaro e Urbino)' })).toBeTruthy();
    expect(sessionCalls()).toEqual([{ token: AREA_TOKENS.good }]);
    expect(router.state.location.pathname).toBe('/area/acquisti');
    expect(router.state.location.hash).toBe('');
    // Replaced, not pushed: «back» does not return to the spent link.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a loading state while the link is checked', async () => {
    let release = () => {};
    api.hold = new Promise((resolve) => (release = resolve));
    renderApp(`/area/accesso#${AREA_TOKENS.good}`, api.origin);
    expect(await screen.findByText('Accesso in corso…')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Idraulica Rossi Srl' })).toBeTruthy();
  });

  it.each([
    ['an expired link (410 link_expired)', AREA_TOKENS.expired, 'Link scaduto', 'Il link di accesso vale 15 minuti ed è scaduto.'],
    ['a used link (410 link_already_used)', AREA_TOKENS.used, 'Link già usato', 'ogni link vale una sola volta'],
    ['an unknown link (400 invalid_token)', 'x'.repeat(43), 'Link non valido', 'forse è stato copiato a metà'],
  ])('explains %s and offers a new one', async (_case, token, title, explanation) => {
    const user = userEvent.setup();
    const { router } = renderApp(`/area/accesso#${token}`, api.origin);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(new RegExp(explanation))).toBeTruthy();
    expect(sessionCalls()).toEqual([{ token }]);
    expect(router.state.location.hash).toBe('');
    await user.click(screen.getByRole('link', { name: 'Chiedi un nuovo link' }));
    expect(await screen.findByRole('button', { name: 'Ricevi il link di accesso' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area');
  });

  it('says a link without its token is not valid, without asking the API', async () => {
    renderApp('/area/accesso', api.origin);
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionCalls()).toEqual([]);
  });

  it('spends another link opened in the same tab, where only the fragment changes', async () => {
    const { router } = renderApp(`/area/accesso#${AREA_TOKENS.expired}`, api.origin);
    expect(await screen.findByRole('heading', { name: 'Link scaduto' })).toBeTruthy();
    await router.navigate(`/area/accesso#${AREA_TOKENS.good}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Idraulica Rossi Srl' })).toBeTruthy();
    expect(sessionCalls()).toEqual([{ token: AREA_TOKENS.expired }, { token: AREA_TOKENS.good }]);
  });

  it('a link used a second time is «già usato»', async () => {
    renderApp(`/area/accesso#${AREA_TOKENS.good}`, api.origin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Idraulica Rossi Srl' })).toBeTruthy();
    renderApp(`/area/accesso#${AREA_TOKENS.good}`, api.origin);
    expect(await screen.findByRole('heading', { name: 'Link già usato' })).toBeTruthy();
    await waitFor(() => expect(sessionCalls()).toHaveLength(2));
  });
});
