import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE, RATE_LIMITED_EMAIL, TEST_ADMIN, startFakeAdminApi, type FakeAdminApi } from '../test/fake-admin-api.ts';
import { renderApp, stopTestApp } from '../test/render-app.tsx';

// A fresh server per test: its sessions (and so any cookie left by an earlier test) start empty.
let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

async function openLoginPage() {
  const view = renderApp('/admin/login', api.origin);
  await screen.findByRole('heading', { name: 'Accesso Admin' });
  return view;
}

const emailInput = () => screen.getByLabelText(/Email/);
const passwordInput = () => screen.getByLabelText(/Password/);
const loginRequests = () => api.requests.filter((r) => r === 'POST /api/admin/login');

describe('/admin/login', () => {
  it('marks both fields required and cancels back to the public site', async () => {
    await openLoginPage();
    expect(emailInput().getAttribute('aria-required')).toBe('true');
    expect(passwordInput().getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('link', { name: 'Annulla' }).getAttribute('href')).toBe('http://localhost:3000');
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeTruthy();
  });

  it('with an empty field shows "Campi obbligatori" and sends nothing', async () => {
    const user = userEvent.setup();
    await openLoginPage();
    await user.type(emailInput(), TEST_ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Campi obbligatori')).toBeTruthy();
    expect(screen.getByText('Inserisci email e password')).toBeTruthy();
    expect(loginRequests()).toEqual([]);
  });

  it('with wrong credentials shows "Credenziali non valide" and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openLoginPage();
    await user.type(emailInput(), TEST_ADMIN.email);
    await user.type(passwordInput(), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Errore di accesso')).toBeTruthy();
    expect(screen.getByText('Credenziali non valide')).toBeTruthy();
    expect(loginRequests()).toHaveLength(1);
    expect((emailInput() as HTMLInputElement).value).toBe(TEST_ADMIN.email);
    expect((passwordInput() as HTMLInputElement).value).toBe('sbagliata');
  });

  it("when rate limited shows the server's Italian message", async () => {
    const user = userEvent.setup();
    await openLoginPage();
    await user.type(emailInput(), RATE_LIMITED_EMAIL);
    await user.type(passwordInput(), 'qualsiasi');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(RATE_LIMIT_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Errore di accesso')).toBeTruthy();
  });

  it('signs in: welcome toast, then the dashboard with the welcome line', async () => {
    const user = userEvent.setup();
    const { router } = await openLoginPage();
    await user.type(emailInput(), `  ${TEST_ADMIN.email} `);
    await user.type(passwordInput(), TEST_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Accesso effettuato')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
    expect((await screen.findAllByText(`Benvenuto, ${TEST_ADMIN.name}`)).length).toBeGreaterThan(0);
  });

  it('sends an admin who is already signed in to /admin', async () => {
    const { router } = renderApp('/admin/login', api.origin, { sessionId: api.openSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
    expect(screen.queryByRole('heading', { name: 'Accesso Admin' })).toBeNull();
  });

  it('F8 focuses the one notification region, from the page and from a field (product §9)', async () => {
    const user = userEvent.setup();
    await openLoginPage();
    const regions = screen.getAllByRole('region', { name: 'Notifiche' });
    expect(regions).toHaveLength(1);
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(regions[0]);
    await user.click(emailInput());
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(regions[0]);
  });
});
