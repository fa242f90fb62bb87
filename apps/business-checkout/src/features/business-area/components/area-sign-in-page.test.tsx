import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiBusinessAreaMessages } from '@trovapro/copy';
import { RATE_LIMITED_EMAIL, startFakeBusinessAreaApi, type FakeBusinessAreaApi } from '../../../test/fake-business-area-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeBusinessAreaApi;
beforeEach(async () => {
  api = await startFakeBusinessAreaApi();
});
afterEach(async () => {
  await api.close();
});

const linkRequests = () => api.callsTo('businessRequestLink').map((call) => call.body);
const emailField = () => screen.getByRole('textbox', { name: /Email aziendale/ });

describe('/area: the request of a sign-in link', () => {
  it('says what the area is and, once asked, shows the API’s message and the address, with «Invia di nuovo» and «Cambia email»', async () => {
    const user = userEvent.setup();
    renderApp('/area', api.origin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Area aziende' })).toBeTruthy();
    expect(screen.getByText('Qui trovi i lead che hai acquistato, i contatti dei clienti e le tue fatture.')).toBeTruthy();

    await user.type(emailField(), 'info@idraulicarossi.it');
    await user.click(screen.getByRole('button', { name: 'Ricevi il link di accesso' }));

    expect(await screen.findByRole('heading', { name: 'Controlla la tua email' })).toBeTruthy();
    expect(screen.getByText(apiBusinessAreaMessages.linkSent)).toBeTruthy();
    expect(screen.getByText('info@idraulicarossi.it')).toBeTruthy();
    expect(linkRequests()).toEqual([{ email: 'info@idraulicarossi.it' }]);
    // The focus follows the page to what it now says.
    // The focus moves in an effect, after the screen is drawn.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Controlla la tua email' })));

    await user.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
    await waitFor(() => expect(linkRequests()).toEqual([{ email: 'info@idraulicarossi.it' }, { email: 'info@idraulicarossi.it' }]));
    expect(await screen.findByText('Link inviato di nuovo')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cambia email' }));
    // Nothing typed is lost, and the field is where the focus is.
    expect((emailField() as HTMLInputElement).value).toBe('info@idraulicarossi.it');
    // The focus moves in an effect, after the screen is drawn.
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
  });

  it('checks the email before asking anything', async () => {
    const user = userEvent.setup();
    renderApp('/area', api.origin);
    await user.click(await screen.findByRole('button', { name: 'Ricevi il link di accesso' }));
    expect(await screen.findByText('Inserisci l’email della tua azienda')).toBeTruthy();
    await user.type(emailField(), 'non-una-email');
    await user.click(screen.getByRole('button', { name: 'Ricevi il link di accesso' }));
    expect(await screen.findByText('Inserisci un indirizzo email valido')).toBeTruthy();
    expect(linkRequests()).toEqual([]);
  });

  it('says in Italian when to try again after too many links (429 and its Retry-After), keeping the email', async () => {
    const user = userEvent.setup();
    renderApp('/area', api.origin);
    await user.type(await screen.findByRole('textbox', { name: /Email aziendale/ }), RATE_LIMITED_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Ricevi il link di accesso' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hai chiesto troppi link in poco tempo. Riprova tra 9 minuti.');
    expect((emailField() as HTMLInputElement).value).toBe(RATE_LIMITED_EMAIL);
    expect(screen.queryByRole('heading', { name: 'Controlla la tua email' })).toBeNull();
  });

  it('says the link was not sent when the API fails, and sends it on a new try', async () => {
    const user = userEvent.setup();
    api.failNext('businessRequestLink', { status: 500, body: { code: 'internal_error', message: 'Errore interno del server' } });
    renderApp('/area', api.origin);
    await user.type(await screen.findByRole('textbox', { name: /Email aziendale/ }), 'info@idraulicarossi.it');
    await user.click(screen.getByRole('button', { name: 'Ricevi il link di accesso' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Non è stato possibile inviare il link. Riprova tra poco.');
    await user.click(screen.getByRole('button', { name: 'Ricevi il link di accesso' }));
    expect(await screen.findByRole('heading', { name: 'Controlla la tua email' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a business already signed in to its purchases', async () => {
    const { router } = renderApp('/area', api.origin, { sessionId: api.openSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Idraulica Rossi Srl' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area/acquisti');
    expect(api.callsTo('businessRequestLink')).toEqual([]);
  });
});
