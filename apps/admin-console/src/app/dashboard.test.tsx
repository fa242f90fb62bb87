import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN, startFakeAdminApi, type FakeAdminApi } from '../test/fake-admin-api.ts';
import { makeLead } from '../test/fixtures.ts';
import { renderApp, setViewportWidth, stopTestApp } from '../test/render-app.tsx';

// A fresh server per test: its sessions (and so any cookie left by an earlier test) start empty.
let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  setViewportWidth(1024);
  await stopTestApp(api);
});

/** Renders with a session already open, as after an earlier sign-in. */
function renderSignedIn(path: string) {
  return renderApp(path, api.origin, { sessionId: api.openSession() });
}

describe('/admin/dashboard', () => {
  it('without a session asks /me once and redirects to the login page', async () => {
    const { router } = renderApp('/admin/dashboard', api.origin);
    expect(await screen.findByRole('heading', { name: 'Accesso Admin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(api.requests.filter((r) => r === 'GET /api/admin/me')).toHaveLength(1);
  });

  it('greets the admin by name and shows the seven tabs of the spec, then the email log and privacy', async () => {
    renderSignedIn('/admin/dashboard');
    expect(await screen.findAllByText(`Benvenuto, ${TEST_ADMIN.name}`)).not.toHaveLength(0);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Panoramica',
      'Lead Management',
      'Aziende',
      'Analytics',
      'Template & Messaggi',
      'Landing Page SEO',
      'Content Marketing',
      'Email',
      'Privacy',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Panoramica' })).toBeTruthy();
    expect(within(panel).queryByText('Disponibile a breve')).toBeNull();
  });

  it('shows the panel of each tab', async () => {
    const user = userEvent.setup();
    renderSignedIn('/admin/dashboard');
    const headings = { 'Lead Management': 'Gestione Lead', Aziende: 'Aziende Partner', Analytics: 'Analytics', Email: 'Email', Privacy: 'Privacy' };
    for (const [tab, heading] of Object.entries(headings)) {
      await user.click(await screen.findByRole('tab', { name: tab }));
      expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: heading })).toBeTruthy();
    }
    await user.click(screen.getByRole('tab', { name: 'Content Marketing' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Content Marketing' })).toBeTruthy();
    expect(await within(panel).findByRole('button', { name: 'Genera Articolo' })).toBeTruthy();
  });

  it('keeps the active tab in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/dashboard?tab=templates');
    expect(await screen.findByRole('tab', { name: 'Template & Messaggi', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Lead Management' }));
    expect(router.state.location.search).toBe('?tab=leads');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Gestione Lead' })).toBeTruthy();
  });

  it('goes back from another tab to the list and filters the admin left', async () => {
    api.data.leads = [makeLead({ userRequest: 'Rifiutato prima', status: 'rejected' })];
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/dashboard?tab=leads&status=rejected');
    expect(await screen.findByText('Rifiutato prima')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Aziende' }));
    expect(router.state.location.search).toBe('?tab=businesses');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tab=leads&status=rejected');
    expect(await screen.findByText('Rifiutato prima')).toBeTruthy();
    expect(((await screen.findByRole('combobox', { name: 'Status' })) as HTMLInputElement).value).toBe('Rifiutato');
  });

  it('on a phone, switches tabs from the menu', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Apri il menu' }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('button', { name: 'Aziende' }));
    expect(router.state.location.search).toBe('?tab=businesses');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Aziende Partner' })).toBeTruthy();
  });

  it('signs out: "Disconnesso", then leaves for the public site', async () => {
    const user = userEvent.setup();
    renderSignedIn('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Esci' }));
    expect(await screen.findByText('Disconnesso')).toBeTruthy();
    expect(api.requests).toContain('POST /api/admin/logout');
    await waitFor(() => expect(window.location.href).toBe('http://localhost:3000/'), { timeout: 3000 });
  });

  it('reports a failed sign-out and stays', async () => {
    api.failLogout = true;
    const user = userEvent.setup();
    renderSignedIn('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Esci' }));
    expect(await screen.findByText('Errore durante la disconnessione')).toBeTruthy();
    expect(window.location.origin).toBe(api.origin);
  });
});

describe('an expired session', () => {
  async function signInAgain(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/Email/), TEST_ADMIN.email);
    await user.type(screen.getByLabelText(/Password/), TEST_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
  }

  it('on a 401 from an action, takes the admin to the login page, then back to the same tab and filters', async () => {
    api.data.leads = [makeLead({ userRequest: 'Da approvare', status: 'pending' })];
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/dashboard?tab=leads&status=pending');
    const row = (await screen.findByText('Da approvare')).closest('tr') as HTMLElement;
    api.expireSessions();
    await user.click(within(row).getByRole('button', { name: 'Approva' }));

    expect(await screen.findByRole('heading', { name: 'Accesso Admin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    // The login page's alert; the failed action's toast may still be leaving (checked just below).
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('La sessione è scaduta: accedi di nuovo');
    expect(screen.queryByText(`Benvenuto, ${TEST_ADMIN.name}`)).toBeNull();
    // The failed action's own error toast does not outlive the screen it came from.
    await waitFor(() => expect(screen.queryByText("Errore durante l'aggiornamento del lead")).toBeNull());
    await waitFor(() => expect(screen.queryByText('Accesso richiesto')).toBeNull());

    await signInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.location.search).toBe('?tab=leads&status=pending');
    expect(await screen.findByRole('tab', { name: 'Lead Management', selected: true })).toBeTruthy();
    expect(((await screen.findByRole('combobox', { name: 'Status' })) as HTMLInputElement).value).toBe('In Attesa');
    expect(await screen.findByText('Da approvare')).toBeTruthy();
  });

  it('on a 401 from a list, shows the login page rather than a load error with a retry', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/dashboard');
    await screen.findByText('Lead Oggi'); // the overview's figures are in: nothing else is on its way
    api.expireSessions();
    await user.click(screen.getByRole('tab', { name: 'Aziende' }));
    expect(await screen.findByRole('heading', { name: 'Accesso Admin' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('La sessione è scaduta: accedi di nuovo');
    expect(screen.queryByText('Impossibile caricare le aziende partner.')).toBeNull();
    await signInAgain(user);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=businesses'));
    expect(await screen.findByRole('heading', { name: 'Aziende Partner' })).toBeTruthy();
  });

  it("opens the lead of a notification email's link in its timeline once signed in, the whole width on a phone", async () => {
    setViewportWidth(390);
    const lead = makeLead({ userRequest: 'Arrivata per email' });
    api.data.leads = [lead];
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/dashboard?tab=leads&lead=${lead.id}`, api.origin);
    expect(await screen.findByRole('heading', { name: 'Accesso Admin' })).toBeTruthy();
    await signInAgain(user);
    await waitFor(() => expect(router.state.location.search).toBe(`?tab=leads&lead=${lead.id}`));
    const drawer = await screen.findByRole('dialog', { name: 'Cronologia del lead' });
    expect(await within(drawer).findByText('Arrivata per email')).toBeTruthy();
    const root = drawer.closest('.mantine-Drawer-root') as HTMLElement;
    expect(root.style.getPropertyValue('--drawer-size')).toBe('100%');
  });

  it('without a session on arrival, says nothing of an expiry and still returns to the page asked for', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/dashboard?tab=emails', api.origin);
    expect(await screen.findByRole('heading', { name: 'Accesso Admin' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await signInAgain(user);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=emails'));
  });
});

describe('other routes', () => {
  it('redirects / and /admin to the dashboard', async () => {
    const { router } = renderSignedIn('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('shows the 404 screen for anything else', async () => {
    renderApp('/admin/nope', api.origin);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });
});
