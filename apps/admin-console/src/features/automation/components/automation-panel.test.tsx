import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@trovapro/domain';
import { startFakeAdminApi, TEST_ADMIN, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeLead } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { AutomationPanel } from './automation-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

async function renderPanel() {
  renderSignedIn(<AutomationPanel />, api, '/admin/automazione');
  await screen.findByRole('heading', { name: 'Automazione' });
  return userEvent.setup();
}

/** A category's card, once the rules arrived. */
async function cardOf(category: string) {
  return within(await screen.findByRole('region', { name: category }));
}

const puts = () => api.calls.filter((call) => call.method === 'PUT' && call.path.startsWith('/api/admin/dispatch-rules/'));

describe('automation (issue 35)', () => {
  it('explains the rules and shows the six categories, off with their defaults and never saved', async () => {
    api.data.offerRules = { maxOffers: 5, customerChooses: false };
    api.data.maxBuyers = 3;
    await renderPanel();
    expect(screen.getByText(/possibile duplicato \(stessa email o telefono/)).toBeTruthy();
    expect(await screen.findByText(/meno di 3 aziende hanno acquistato.*mai oltre 5 aziende in tutto/)).toBeTruthy();
    for (const category of CATEGORIES) {
      const card = await cardOf(category);
      expect((card.getByRole('switch', { name: /Invio automatico/ }) as HTMLInputElement).checked).toBe(false);
      expect((card.getByRole('textbox', { name: 'Aziende per richiesta' }) as HTMLInputElement).value).toBe('3');
      expect((card.getByRole('textbox', { name: 'Attesa prima dell’invio (minuti)' }) as HTMLInputElement).value).toBe('10');
      expect((card.getByRole('textbox', { name: 'Ondata successiva dopo (ore)' }) as HTMLInputElement).value).toBe('4');
      expect(card.getByText('Mai modificata: valori predefiniti')).toBeTruthy();
      expect((card.getByRole('button', { name: 'Salva' }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.queryByText(/La scelta del cliente è attiva/)).toBeNull();
  });

  it('says the candidates are proposed to the customer when CUSTOMER_CHOOSES is on', async () => {
    api.data.offerRules = { maxOffers: 5, customerChooses: true };
    await renderPanel();
    expect(await screen.findByText(/La scelta del cliente è attiva/)).toBeTruthy();
  });

  it('saves the numbers of one category with «Salva», enabled only once changed, and shows who saved it', async () => {
    const user = await renderPanel();
    const card = await cardOf('Idraulico');
    const save = () => card.getByRole('button', { name: 'Salva' }) as HTMLButtonElement;
    const topN = card.getByRole('textbox', { name: 'Aziende per richiesta' });
    await user.clear(topN);
    await user.type(topN, '4');
    const hold = card.getByRole('textbox', { name: 'Attesa prima dell’invio (minuti)' });
    await user.clear(hold);
    await user.type(hold, '0');
    expect(save().disabled).toBe(false);
    await user.click(save());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.path).toBe('/api/admin/dispatch-rules/Idraulico');
    expect(puts()[0]?.body).toEqual({ enabled: false, topN: 4, holdMinutes: 0, waveHours: 4 });
    expect(await card.findByText(new RegExp(`^Salvata da ${TEST_ADMIN.name} il \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`))).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(true));
    expect((card.getByRole('textbox', { name: 'Aziende per richiesta' }) as HTMLInputElement).value).toBe('4');
    // The other categories are untouched.
    expect((await cardOf('Elettricista')).getByText('Mai modificata: valori predefiniti')).toBeTruthy();
  });

  it('refuses numbers out of range in Italian and sends nothing', async () => {
    api.data.offerRules = { maxOffers: 5, customerChooses: false };
    const user = await renderPanel();
    const card = await cardOf('Idraulico');
    const topN = card.getByRole('textbox', { name: 'Aziende per richiesta' });
    await user.clear(topN);
    await user.type(topN, '6');
    expect(card.getByText('Inserisci un numero intero da 1 a 5.')).toBeTruthy();
    const hold = card.getByRole('textbox', { name: 'Attesa prima dell’invio (minuti)' });
    await user.clear(hold);
    await user.type(hold, '1441');
    expect(card.getByText('Inserisci un numero intero da 0 a 1440.')).toBeTruthy();
    const waves = card.getByRole('textbox', { name: 'Ondata successiva dopo (ore)' });
    await user.clear(waves);
    expect(card.getByText('Inserisci un numero intero da 1 a 168.')).toBeTruthy();
    expect((card.getByRole('button', { name: 'Salva' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(waves, '{Enter}');
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's refusal in Italian and keeps what was typed; a failure says to retry", async () => {
    api.data.offerRules = { maxOffers: 5, customerChooses: false };
    const user = await renderPanel();
    const card = await cardOf('Idraulico');
    const topN = card.getByRole('textbox', { name: 'Aziende per richiesta' });
    await user.clear(topN);
    await user.type(topN, '5');
    // LEAD_MAX_OFFERS lowered on the server meanwhile.
    api.data.offerRules.maxOffers = 2;
    await user.click(card.getByRole('button', { name: 'Salva' }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'Una richiesta può essere proposta al massimo a 2 aziende in tutto (LEAD_MAX_OFFERS): scegli un numero fino a 2.',
    );
    expect((card.getByRole('textbox', { name: 'Aziende per richiesta' }) as HTMLInputElement).value).toBe('5');
    api.data.offerRules.maxOffers = 5;
    api.failing.add('adminUpdateDispatchRule');
    await user.click(card.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(card.getByRole('alert').textContent).toBe('Impossibile salvare la regola. Riprova.'));
    expect((card.getByRole('textbox', { name: 'Aziende per richiesta' }) as HTMLInputElement).value).toBe('5');
    expect(api.data.dispatchRules.find((rule) => rule.category === 'Idraulico')?.topN).toBe(3);
  });

  it('switches a rule on at once, keeping a draft of the numbers; off, the leads waiting stay in the queue', async () => {
    const waiting = makeLead({
      status: 'pending',
      dispatch: { autoDispatchAt: new Date(Date.now() + 600_000).toISOString(), rule: 'Idraulico', reasons: [], duplicateOf: null },
    });
    api.data.leads = [waiting];
    const user = await renderPanel();
    const card = await cardOf('Idraulico');
    const topN = card.getByRole('textbox', { name: 'Aziende per richiesta' });
    await user.clear(topN);
    await user.type(topN, '2');
    await user.click(card.getByRole('switch', { name: /Invio automatico/ }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ enabled: true, topN: 3, holdMinutes: 10, waveHours: 4 });
    expect(await screen.findByText('Invio automatico attivato per Idraulico.')).toBeTruthy();
    await waitFor(() => expect((card.getByRole('switch', { name: /Invio automatico/ }) as HTMLInputElement).checked).toBe(true));
    expect((card.getByRole('textbox', { name: 'Aziende per richiesta' }) as HTMLInputElement).value).toBe('2');
    expect((card.getByRole('button', { name: 'Salva' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(card.getByRole('switch', { name: /Invio automatico/ }));
    expect(await screen.findByText('Invio automatico spento per Idraulico: le richieste in attesa restano in coda.')).toBeTruthy();
    expect(puts()[1]?.body).toEqual({ enabled: false, topN: 3, holdMinutes: 10, waveHours: 4 });
    expect(waiting.dispatch?.autoDispatchAt).toBeNull();
    expect(waiting.dispatch?.reasons.map((reason) => reason.text)).toEqual(['invio automatico fermato']);
  });

  it('shows an error with a retry when the rules cannot be loaded', async () => {
    api.failing.add('adminDispatchRules');
    const user = await renderPanel();
    expect(await screen.findByText('Impossibile caricare le regole di invio automatico.')).toBeTruthy();
    api.failing.delete('adminDispatchRules');
    await user.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await cardOf('Idraulico')).toBeTruthy();
  });
});
