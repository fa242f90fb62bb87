import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateBusinessPreferencesBody } from '@trovapro/domain';
import { startFakeBusinessAreaApi, type FakeBusinessAreaApi } from '../../../test/fake-business-area-api.ts';
import { COMUNI, defaultPreferences } from '../../../test/fake-business-preferences.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeBusinessAreaApi;
beforeEach(async () => {
  api = await startFakeBusinessAreaApi();
});
afterEach(async () => {
  await api.close();
});

const renderSignedIn = (path = '/area/preferenze') => renderApp(path, api.origin, { sessionId: api.openSession() });
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const sentBodies = () => api.callsTo('businessUpdatePreferences').map((call) => call.body as UpdateBusinessPreferencesBody);
const saveButton = () => screen.getByRole('button', { name: 'Salva le preferenze' });

describe('/area/preferenze: the business’s preferences', () => {
  it('shows the preferences loaded, with what was spent this week, linked from the area’s navigation', async () => {
    let release = () => {};
    api.hold = new Promise((resolve) => {
      release = resolve;
    });
    renderSignedIn();
    expect(await screen.findByRole('status', { name: 'Caricamento delle preferenze…' })).toBeTruthy();
    release();
    api.hold = null;
    expect(await screen.findByRole('heading', { level: 2, name: 'Preferenze' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sezioni dell’Area aziende' });
    expect(within(nav).getByRole('link', { name: 'Acquisti' }).getAttribute('href')).toBe('/area/acquisti');
    expect(within(nav).getByRole('link', { name: 'Offerte' }).getAttribute('href')).toBe('/area/offerte');
    const current = within(nav).getByRole('link', { name: 'Preferenze' });
    expect(current.getAttribute('href')).toBe('/area/preferenze');
    expect(current.getAttribute('aria-current')).toBe('page');

    expect(((await screen.findByRole('checkbox', { name: 'Idraulico' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Elettricista' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'La mia provincia' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Le richieste di tutta la provincia (Pesaro e Urbino).')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Tetto di spesa settimanale/ }) as HTMLInputElement).value).toBe('100,00');
    expect((screen.getByRole('textbox', { name: /Prezzo massimo/ }) as HTMLInputElement).value).toBe('');
    expect(text(screen.getByTestId('spent-this-week'))).toBe('Speso questa settimana: 40,00 € di 100,00 €');
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(/Per cambiarlo scrivi all’assistenza/)).toBeTruthy();
  });

  it('saves categories, a list of comuni searched by name, an Italian price and the pause; says so', async () => {
    const user = userEvent.setup();
    renderSignedIn();
    await user.click(await screen.findByRole('checkbox', { name: 'Elettricista' }));
    await user.click(screen.getByRole('radio', { name: 'Elenco di comuni' }));
    const comuni = screen.getByPlaceholderText('Cerca un comune (almeno 2 lettere)');
    await user.type(comuni, 'Pes');
    await user.click(await screen.findByRole('option', { name: 'Pesaro (PU)' }));
    await user.type(comuni, 'Urb');
    await user.click(await screen.findByRole('option', { name: 'Urbino (PU)' }));
    await user.type(screen.getByRole('textbox', { name: /Prezzo massimo/ }), '22,5');
    await user.clear(screen.getByRole('textbox', { name: /Tetto di spesa settimanale/ }));
    await user.click(screen.getByRole('switch', { name: 'Metti in pausa le offerte' }));
    expect(screen.getByText(/In pausa: non ricevi nuove offerte/)).toBeTruthy();
    await user.click(saveButton());

    expect(await screen.findByText('Preferenze salvate')).toBeTruthy();
    expect(sentBodies()).toEqual([
      {
        categories: ['Idraulico', 'Elettricista'],
        reach: 'comuni',
        comuni: [COMUNI[1]!.istatCode, COMUNI[2]!.istatCode],
        maxPrice: '22,5',
        weeklyCap: null,
        paused: true,
        phone: '+39 0721 123456',
        website: '',
        billing: null,
      },
    ]);
    // The page shows what the API kept, in Italian.
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Prezzo massimo/ }) as HTMLInputElement).value).toBe('22,50'));
  });

  it('says the API’s refusal at its field, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderSignedIn();
    const price = await screen.findByRole('textbox', { name: /Prezzo massimo/ });
    await user.type(price, '1.250');
    api.failNext('businessUpdatePreferences', {
      status: 400,
      body: { code: 'validation_error', message: 'Importo ambiguo: usa la virgola per i decimali, per esempio 1250 o 12,50.', field: 'maxPrice' },
    });
    await user.click(saveButton());
    expect(await screen.findByText('Importo ambiguo: usa la virgola per i decimali, per esempio 1250 o 12,50.')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect((price as HTMLInputElement).value).toBe('1.250');
  });

  it('a pause of the admin cannot be lifted here: the switch is off limits and says whom to ask', async () => {
    api.preferences = defaultPreferences({ paused: true, pausedReason: 'admin', canPause: false, canResume: false });
    renderSignedIn();
    const pause = (await screen.findByRole('switch', { name: 'Metti in pausa le offerte' })) as HTMLInputElement;
    expect(pause.checked).toBe(true);
    expect(pause.disabled).toBe(true);
    expect(screen.getByText('Le offerte sono state sospese da TrovaPro: per riattivarle scrivi all’assistenza.')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    api.failNext('businessGetPreferences', { status: 500, body: { code: 'internal_error', message: 'Errore interno del server' } });
    renderSignedIn();
    expect(await screen.findByText('Non è stato possibile caricare le preferenze.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('checkbox', { name: 'Idraulico' })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const user = userEvent.setup();
    renderSignedIn();
    await user.click(await screen.findByRole('checkbox', { name: 'Pulizie' }));
    await user.click(screen.getByRole('link', { name: 'Acquisti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await user.click(within(dialog).getByRole('button', { name: 'Resta qui' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifiche non salvate' })).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Pulizie' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Acquisti' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).getByRole('button', { name: 'Esci senza salvare' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'I tuoi acquisti' })).toBeTruthy();
    expect(sentBodies()).toEqual([]);
  });

  it('without a session, goes to the sign-in page', async () => {
    renderApp('/area/preferenze', api.origin);
    expect(await screen.findByRole('button', { name: 'Ricevi il link di accesso' })).toBeTruthy();
  });
});
