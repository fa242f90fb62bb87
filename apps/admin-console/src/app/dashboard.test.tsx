import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTHER_ADMIN, TEST_ADMIN, startFakeAdminApi, type FakeAdminApi } from '../test/fake-admin-api.ts';
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

/** A pending lead on the leads tab; the session expires, then the admin clicks «Approva» on it. */
async function approveAfterSessionExpired() {
  const lead = makeLead({ userRequest: 'Da approvare', status: 'pending' });
  api.data.leads = [lead];
  const user = userEvent.setup();
  renderSignedIn('/admin/leads');
  const row = (await screen.findByText('Da approvare')).closest('tr') as HTMLElement;
  api.expireSessions();
  await user.click(within(row).getByRole('button', { name: 'Approva' }));
  return { lead, user, row };
}

describe('the console', () => {
  it('without a session asks /me once and redirects to the login page', async () => {
    const { router } = renderApp('/admin/overview', api.origin);
    expect(await screen.findByRole('heading', { name: 'Accesso Admin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(api.requests.filter((r) => r === 'GET /api/admin/me')).toHaveLength(1);
  });

  it('greets the admin by name and shows the seven tabs of the product, then the email log, the invoices, the reports, privacy, the reviews and the comuni', async () => {
    const { router } = renderSignedIn('/admin/dashboard');
    expect(await screen.findAllByText(`Benvenuto, ${TEST_ADMIN.name}`)).not.toHaveLength(0);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Panoramica',
      'Lead Management',
      'Automazione',
      'Aziende',
      'Analytics',
      'Template & Messaggi',
      'Landing Page SEO',
      'Content Marketing',
      'Email',
      'Fatture',
      'Contestazioni',
      'Privacy',
      'Recensioni',
      'Comuni',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Panoramica' })).toBeTruthy();
    expect(within(panel).queryByText('Disponibile a breve')).toBeNull();
    // The former single page lands on the overview's own route.
    expect(router.state.location.pathname).toBe('/admin/overview');
  });

  it('shows the panel of each tab', async () => {
    const user = userEvent.setup();
    renderSignedIn('/admin/overview');
    const headings = {
      'Lead Management': 'Gestione Lead',
      Aziende: 'Aziende Partner',
      Analytics: 'Analytics',
      Email: 'Email',
      Fatture: 'Fatture',
      Contestazioni: 'Contestazioni',
      Privacy: 'Privacy',
      Recensioni: 'Recensioni',
    };
    for (const [tab, heading] of Object.entries(headings)) {
      await user.click(await screen.findByRole('tab', { name: tab }));
      // Each section's code arrives on its first visit.
      expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: heading })).toBeTruthy();
    }
    await user.click(screen.getByRole('tab', { name: 'Content Marketing' }));
    expect(await screen.findByRole('heading', { name: 'Content Marketing' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: 'Genera Articolo' })).toBeTruthy();
  });

  it('gives each tab a route of its own', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/templates');
    expect(await screen.findByRole('tab', { name: 'Template & Messaggi', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Lead Management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leads'));
    expect(router.state.location.search).toBe('');
    expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Gestione Lead' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Lead Management', selected: true })).toBeTruthy();
  });

  it('sends the former ?tab= links to their section, keeping the filters and the open lead', async () => {
    const lead = makeLead({ userRequest: 'Dal vecchio link', status: 'rejected' });
    api.data.leads = [lead];
    const { router } = renderSignedIn(`/admin/dashboard?tab=leads&status=rejected&lead=${lead.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leads'));
    expect(router.state.location.search).toBe(`?status=rejected&lead=${lead.id}`);
    expect(await screen.findByRole('dialog', { name: 'Cronologia del lead' })).toBeTruthy();
    await act(() => router.navigate('/admin/dashboard?tab=blog-posts'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    expect(await screen.findByRole('tab', { name: 'Content Marketing', selected: true })).toBeTruthy();
  });

  it('goes back from another tab to the list and filters the admin left', async () => {
    api.data.leads = [makeLead({ userRequest: 'Rifiutato prima', status: 'rejected' })];
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/leads?status=rejected');
    expect(await screen.findByText('Rifiutato prima')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Aziende' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/businesses'));
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/admin/leads');
    expect(router.state.location.search).toBe('?status=rejected');
    expect(await screen.findByText('Rifiutato prima')).toBeTruthy();
    expect(((await screen.findByRole('combobox', { name: 'Status' })) as HTMLInputElement).value).toBe('Rifiutato');
  });

  it('on a phone, switches tabs from the menu', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/overview');
    await user.click(await screen.findByRole('button', { name: 'Apri il menu' }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('button', { name: 'Aziende' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/businesses'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Aziende Partner' })).toBeTruthy();
  });

  it('signs out: "Disconnesso", then leaves for the public site', async () => {
    const user = userEvent.setup();
    renderSignedIn('/admin/overview');
    await user.click(await screen.findByRole('button', { name: 'Esci' }));
    expect(await screen.findByText('Disconnesso')).toBeTruthy();
    expect(api.requests).toContain('POST /api/admin/logout');
    await waitFor(() => expect(window.location.href).toBe('http://localhost:3000/'), { timeout: 3000 });
  });

  it('reports a failed sign-out and stays', async () => {
    api.failLogout = true;
    const user = userEvent.setup();
    renderSignedIn('/admin/overview');
    await user.click(await screen.findByRole('button', { name: 'Esci' }));
    expect(await screen.findByText('Errore durante la disconnessione')).toBeTruthy();
    expect(window.location.origin).toBe(api.origin);
  });
});

describe('a session that ends during work', () => {
  /** The sign-in dialog over the page, filled and sent. */
  async function signInAgain(user: ReturnType<typeof userEvent.setup>, admin: { email: string; password: string } = TEST_ADMIN) {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sessione scaduta' }));
    await user.type(dialog.getByLabelText(/Email/), admin.email);
    await user.type(dialog.getByLabelText(/Password/), admin.password);
    await user.click(dialog.getByRole('button', { name: 'Accedi' }));
  }
  const patchesOf = (leadId: string) => api.calls.filter((call) => call.method === 'PATCH' && call.path === `/api/admin/leads/${leadId}`);

  it('on a 401 from an action, asks to sign in over the page, then sends the action again: it lands', async () => {
    const lead = makeLead({ userRequest: 'Da approvare', status: 'pending' });
    api.data.leads = [lead];
    const user = userEvent.setup();
    const { router } = renderSignedIn('/admin/leads?status=pending');
    const row = (await screen.findByText('Da approvare')).closest('tr') as HTMLElement;
    api.expireSessions();
    await user.click(within(row).getByRole('button', { name: 'Approva' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sessione scaduta' });
    expect(within(dialog).getByText(/La pagina resta com’è, con quello che hai scritto/)).toBeTruthy();
    // Nothing moved: same page, same list, no error yet.
    expect(router.state.location.pathname).toBe('/admin/leads');
    expect(router.state.location.search).toBe('?status=pending');
    expect(screen.getByText('Da approvare')).toBeTruthy();
    expect(screen.queryByText("Errore durante l'aggiornamento del lead")).toBeNull();

    await signInAgain(user);
    expect(await screen.findByText('Lead aggiornato')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sessione scaduta' })).toBeNull());
    expect(api.data.leads[0]?.status).toBe('approved_pending_companies');
    // Once refused (401), once sent again with the new session.
    expect(patchesOf(lead.id).map((call) => call.body)).toEqual([{ status: 'approved_pending_companies' }, { status: 'approved_pending_companies' }]);
    expect(router.state.location.search).toBe('?status=pending');
  });

  it('on a 401 from a list, asks once for every call that met it, then loads the tab', async () => {
    const user = userEvent.setup();
    renderSignedIn('/admin/overview');
    await screen.findByText('Lead Oggi'); // the overview's figures are in: nothing else is on its way
    api.expireSessions();
    await user.click(screen.getByRole('tab', { name: 'Aziende' }));
    expect(await screen.findAllByRole('dialog', { name: 'Sessione scaduta' })).toHaveLength(1);
    expect(screen.queryByText('Impossibile caricare le aziende partner.')).toBeNull();
    await signInAgain(user);
    expect(await screen.findByRole('heading', { name: 'Aziende Partner' })).toBeTruthy();
    expect(await screen.findByText('Nessuna azienda trovata')).toBeTruthy();
  });

  it('signing in as another admin is allowed: the action goes with the new session, and the welcome line names them', async () => {
    const { lead, user } = await approveAfterSessionExpired();
    await signInAgain(user, OTHER_ADMIN);
    expect(await screen.findByText('Lead aggiornato')).toBeTruthy();
    expect(api.adminOf(patchesOf(lead.id)[1] as (typeof api.calls)[number])?.name).toBe(OTHER_ADMIN.name);
    expect(await screen.findAllByText(`Benvenuto, ${OTHER_ADMIN.name}`)).not.toHaveLength(0);
  });

  it('with wrong credentials, says so in the sign-in and keeps waiting; closing it keeps the page, with an error', async () => {
    const { lead, user, row } = await approveAfterSessionExpired();
    await signInAgain(user, { email: TEST_ADMIN.email, password: 'sbagliata' });
    expect(await screen.findByText('Credenziali non valide')).toBeTruthy();
    const dialog = within(screen.getByRole('dialog', { name: 'Sessione scaduta' }));
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));

    expect(
      await screen.findByText('Sessione scaduta: l’operazione non è stata eseguita. Riprova: ti verrà chiesto di accedere di nuovo.'),
    ).toBeTruthy();
    expect(screen.getByText('Da approvare')).toBeTruthy();
    expect(api.data.leads[0]?.status).toBe('pending');
    expect(patchesOf(lead.id)).toHaveLength(1);

    // Trying again asks again, and then it goes through.
    await user.click(within(row).getByRole('button', { name: 'Approva' }));
    await signInAgain(user);
    expect(await screen.findByText('Lead aggiornato')).toBeTruthy();
    expect(api.data.leads[0]?.status).toBe('approved_pending_companies');
  });

  it("opens the lead of a notification email's link in its timeline once signed in, the whole width on a phone", async () => {
    setViewportWidth(390);
    const lead = makeLead({ userRequest: 'Arrivata per email' });
    api.data.leads = [lead];
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/leads?lead=${lead.id}`, api.origin);
    expect(await screen.findByRole('heading', { name: 'Accesso Admin' })).toBeTruthy();
    await signInOnThePage(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leads'));
    expect(router.state.location.search).toBe(`?lead=${lead.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Cronologia del lead' });
    expect(await within(drawer).findByText('Arrivata per email')).toBeTruthy();
    const root = drawer.closest('.mantine-Drawer-root') as HTMLElement;
    expect(root.style.getPropertyValue('--drawer-size')).toBe('100%');
  });

  it('without a session on arrival, shows the login page and then returns to the page asked for', async () => {
    const user = userEvent.setup();
    // A former link: redirected to its section before the sign-in, which then returns there.
    const { router } = renderApp('/admin/dashboard?tab=emails&page=2', api.origin);
    expect(await screen.findByRole('heading', { name: 'Accesso Admin' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await signInOnThePage(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/emails'));
    expect(router.state.location.search).toBe('?page=2');
  });
});

/** The login page's form, filled and sent. */
async function signInOnThePage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Email/), TEST_ADMIN.email);
  await user.type(screen.getByLabelText(/Password/), TEST_ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('other routes', () => {
  it('redirects / and /admin to the overview', async () => {
    const { router } = renderSignedIn('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
  });

  it('shows the 404 screen for anything else', async () => {
    renderApp('/admin/nope', api.origin);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });
});
