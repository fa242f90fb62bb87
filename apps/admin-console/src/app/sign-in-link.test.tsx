import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiSignInLinkMessages } from '@trovapro/copy';
import { RATE_LIMITED_EMAIL, SIGN_IN_LINK_TOKENS, TEST_ADMIN, startFakeAdminApi, type FakeAdminApi } from '../test/fake-admin-api.ts';
import { renderApp, stopTestApp } from '../test/render-app.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const linkRequests = () => api.calls.filter((call) => call.url === '/api/admin/sign-in-link');
const redeemRequests = () => api.calls.filter((call) => call.url === '/api/admin/sign-in-link/redeem');

describe('/admin/login/link: asking a one-time sign-in link', () => {
  it('is reached from the sign-in page, checks the email, and shows the same confirmation in place of the form', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login', api.origin);
    await user.click(await screen.findByRole('link', { name: 'Ricevi un link di accesso via email' }));
    expect(await screen.findByRole('heading', { name: 'Link di accesso' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login/link');

    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Inserisci la tua email')).toBeTruthy();
    await user.type(screen.getByLabelText(/Email/), 'non-una-email');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Inserisci un indirizzo email valido')).toBeTruthy();
    expect(linkRequests()).toEqual([]);

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), `  ${TEST_ADMIN.email} `);
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText(apiSignInLinkMessages.sent)).toBeTruthy();
    expect(screen.getByText('Controlla la tua email')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invia il link' })).toBeNull();
    expect(linkRequests().map((call) => call.body)).toEqual([{ email: TEST_ADMIN.email }]);

    await user.click(screen.getByRole('link', { name: 'Torna all’accesso' }));
    expect(await screen.findByRole('heading', { name: 'Accesso Admin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it("when too many links were asked shows the server's words and keeps the form", async () => {
    const user = userEvent.setup();
    renderApp('/admin/login/link', api.origin);
    await user.type(await screen.findByLabelText(/Email/), RATE_LIMITED_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText(apiSignInLinkMessages.tooManyRequests)).toBeTruthy();
    expect(screen.getByText('Link non inviato')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invia il link' })).toBeTruthy();
  });
});

describe('/admin/login/link/open: the page an emailed link opens', () => {
  it('spends the token once, takes it out of the address, and lands in the console signed in', async () => {
    const { router } = renderApp(`/admin/login/link/open#${SIGN_IN_LINK_TOKENS.good}`, api.origin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
    expect(await screen.findByText('Accesso effettuato')).toBeTruthy();
    expect(redeemRequests().map((call) => call.body)).toEqual([{ token: SIGN_IN_LINK_TOKENS.good }]);
    expect(router.state.location.hash).toBe('');
  });

  for (const [name, token, message] of [
    ['expired', SIGN_IN_LINK_TOKENS.expired, apiSignInLinkMessages.expired],
    ['used', SIGN_IN_LINK_TOKENS.used, apiSignInLinkMessages.used],
    ['unknown', 'x'.repeat(43), apiSignInLinkMessages.invalid],
  ] as const) {
    it(`says why an ${name} link does not sign in, and offers to ask a new one`, async () => {
      const user = userEvent.setup();
      const { router } = renderApp(`/admin/login/link/open#${token}`, api.origin);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByText('Accesso non riuscito')).toBeTruthy();
      expect(redeemRequests()).toHaveLength(1);
      await user.click(screen.getByRole('link', { name: 'Chiedi un nuovo link' }));
      expect(await screen.findByRole('button', { name: 'Invia il link' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin/login/link');
    });
  }

  it('without a token says the link is not valid and asks nothing of the server', async () => {
    renderApp('/admin/login/link/open', api.origin);
    expect(await screen.findByText(apiSignInLinkMessages.invalid)).toBeTruthy();
    expect(redeemRequests()).toEqual([]);
  });
});
