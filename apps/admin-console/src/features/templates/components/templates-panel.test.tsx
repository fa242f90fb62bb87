import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATE_PLACEHOLDERS } from '@trovapro/domain';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { makeTemplate, startFakeTemplatesApi, type FakeTemplatesApi } from '../test/fake-templates-api.ts';
import { TemplatesPanel } from './templates-panel.tsx';

let api: FakeTemplatesApi;
beforeEach(async () => {
  api = await startFakeTemplatesApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

/** The requests as the API saw them: method, path and JSON body. */
const sent = (calls: typeof api.calls) => calls.map(({ method, path, body }) => ({ method, path, body }));
const writes = (method: string) => sent(api.calls.filter((call) => call.method === method && call.path.startsWith('/api/admin/templates')));
const card = (name: string) => within(screen.getByRole('article', { name }));
const LONG = `${'Testo lungo del messaggio di benvenuto. '.repeat(3)}FINE`;

async function openDialog(buttonName: string | RegExp, dialogName: string) {
  const user = userEvent.setup();
  renderSignedIn(<TemplatesPanel />, api);
  await user.click(await screen.findByRole('button', { name: buttonName }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: dialogName })) };
}

describe('templates tab', () => {
  it('shows a skeleton, then the email cards with subject, cut content, state and variable count', async () => {
    api.templates = [
      makeTemplate({
        name: 'verification_code_email',
        subject: 'Il tuo codice {verificationCode}',
        content: `Codice {verificationCode} per {userEmail}. ${LONG}`,
      }),
      makeTemplate({ name: 'refund_notice_email', content: 'Rimborso', isActive: false }),
      makeTemplate({ type: 'chat', name: 'welcome_message', content: 'Ciao!' }),
    ];
    renderSignedIn(<TemplatesPanel />, api);
    expect(screen.getByLabelText('Caricamento…').getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('article', { name: 'verification_code_email' });

    expect(screen.getByRole('tab', { name: 'Template Email', selected: true })).toBeTruthy();
    const code = card('verification_code_email');
    expect(code.getByText('Oggetto: Il tuo codice {verificationCode}')).toBeTruthy();
    const cut = `Codice {verificationCode} per {userEmail}. ${LONG}`.slice(0, 100);
    expect(code.getByText(`${cut}…`)).toBeTruthy();
    expect(code.getByText('Attivo')).toBeTruthy();
    expect(code.getByText('2 variabili')).toBeTruthy();
    expect(card('refund_notice_email').getByText('Inattivo')).toBeTruthy();
    expect(card('refund_notice_email').getByText('0 variabili')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'welcome_message' })).toBeNull();
  });

  it("lists the chat messages under 'Messaggi Chat', without a subject", async () => {
    api.templates = [
      makeTemplate({ name: 'lead_confirmation_email' }),
      makeTemplate({ type: 'chat', name: 'email_request', content: 'Ti serve {category}?' }),
    ];
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    await user.click(await screen.findByRole('tab', { name: 'Messaggi Chat' }));
    const chat = card('email_request');
    expect(chat.getByText('Ti serve {category}?')).toBeTruthy();
    expect(chat.getByText('1 variabile')).toBeTruthy();
    expect(chat.queryByText(/^Oggetto:/)).toBeNull();
    expect(screen.queryByRole('article', { name: 'lead_confirmation_email' })).toBeNull();
  });

  it("offers 'Popola Template' when there are none, and shows the created and skipped counts", async () => {
    api.defaults = [
      { type: 'chat', name: 'welcome_message', subject: null, content: 'Ciao!', variables: [], isActive: true },
      { type: 'email', name: 'lead_confirmation_email', subject: 'Grazie', content: 'Ciao {userName}', variables: ['userName'], isActive: true },
    ];
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    await user.click(await screen.findByRole('button', { name: 'Popola Template' }));
    expect(await screen.findByText('Template popolati')).toBeTruthy();
    expect(screen.getByText('Creati: 2, già presenti: 0')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'lead_confirmation_email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Popola Template' })).toBeNull();
    expect(sent(api.calls.filter((call) => call.path === '/api/admin/seed-templates'))).toEqual([
      { method: 'POST', path: '/api/admin/seed-templates', body: undefined },
    ]);
  });

  it('says so when seeding fails', async () => {
    api.failing.add('adminSeedTemplates');
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    await user.click(await screen.findByRole('button', { name: 'Popola Template' }));
    expect(await screen.findByText('Errore durante il popolamento dei template')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    api.failing.add('adminListTemplates');
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    expect(await screen.findByText('Impossibile caricare i template.')).toBeTruthy();
    api.failing.clear();
    api.templates = [makeTemplate({ name: 'lead_offer_email' })];
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'lead_offer_email' })).toBeTruthy();
  });
});

describe('new template', () => {
  it("requires name and content ('Nome e contenuto sono obbligatori') without calling the server", async () => {
    api.templates = [makeTemplate()];
    const { user, dialog } = await openDialog('Nuovo Template', 'Nuovo Template');
    await user.type(dialog.getByLabelText(/^Nome/), 'solo_nome');
    await user.type(dialog.getByLabelText(/^Contenuto/), '   ');
    await user.click(dialog.getByRole('button', { name: 'Crea Template' }));
    expect(await screen.findByText('Nome e contenuto sono obbligatori')).toBeTruthy();
    expect(writes('POST')).toEqual([]);
  });

  it('takes the chat type from the current sub-tab, has no subject, and inserts placeholders from the chips', async () => {
    api.templates = [makeTemplate({ type: 'chat', name: 'welcome_message' })];
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    await user.click(await screen.findByRole('tab', { name: 'Messaggi Chat' }));
    await user.click(screen.getByRole('button', { name: 'Nuovo Template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo Template' }));
    expect((dialog.getByRole('combobox', { name: 'Tipo' }) as HTMLInputElement).value).toBe('Messaggio chat');
    expect(dialog.queryByLabelText('Oggetto')).toBeNull();

    await user.type(dialog.getByLabelText(/^Nome/), 'saluto_serale');
    await user.type(dialog.getByLabelText(/^Contenuto/), 'Buonasera! Cerchi ');
    await user.click(dialog.getByRole('button', { name: 'Inserisci {category}' }));
    await user.type(dialog.getByLabelText(/^Contenuto/), '?');
    await user.click(dialog.getByRole('button', { name: 'Crea Template' }));

    expect(await screen.findByText('Template creato')).toBeTruthy();
    expect(writes('POST').map((call) => call.body)).toEqual([{ type: 'chat', name: 'saluto_serale', content: 'Buonasera! Cerchi {category}?' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'saluto_serale' })).toBeTruthy();
  });

  it("sends the subject of an email template, and shows the server's refusal of an unknown placeholder", async () => {
    api.templates = [makeTemplate()];
    const { user, dialog } = await openDialog('Nuovo Template', 'Nuovo Template');
    expect((dialog.getByRole('combobox', { name: 'Tipo' }) as HTMLInputElement).value).toBe('Email');
    await user.type(dialog.getByLabelText(/^Nome/), 'promemoria');
    await user.type(dialog.getByLabelText('Oggetto'), 'Promemoria');
    await user.type(dialog.getByLabelText(/^Contenuto/), 'Ciao {{foo}');
    await user.click(dialog.getByRole('button', { name: 'Crea Template' }));
    expect(await screen.findByText('Errore durante la creazione del template')).toBeTruthy();
    expect(screen.getByText('Segnaposto non consentito: {foo}')).toBeTruthy();
    expect(writes('POST').map((call) => call.body)).toEqual([{ type: 'email', name: 'promemoria', subject: 'Promemoria', content: 'Ciao {foo}' }]);
    expect(screen.getByRole('dialog', { name: 'Nuovo Template' })).toBeTruthy();
  });
});

describe('edit template', () => {
  it('saves name, subject, content and the active switch, never the type', async () => {
    const template = makeTemplate({ name: 'lead_confirmation_email', subject: 'Grazie', content: 'Ciao {userName}' });
    api.templates = [template];
    const { user, dialog } = await openDialog('Modifica lead_confirmation_email', 'Modifica Template');
    expect((dialog.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('lead_confirmation_email');
    expect((dialog.getByLabelText('Oggetto') as HTMLInputElement).value).toBe('Grazie');
    expect(dialog.queryByRole('combobox', { name: 'Tipo' })).toBeNull();
    expect(dialog.getAllByRole('button', { name: /^Inserisci / })).toHaveLength(TEMPLATE_PLACEHOLDERS.length);

    await user.clear(dialog.getByLabelText('Oggetto'));
    await user.type(dialog.getByLabelText('Oggetto'), 'Richiesta ricevuta: {{category}');
    await user.click(dialog.getByRole('switch', { name: 'Attivo' }));
    await user.click(dialog.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Template aggiornato')).toBeTruthy();
    expect(writes('PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/api/admin/templates/${template.id}`,
        body: { name: 'lead_confirmation_email', content: 'Ciao {userName}', isActive: false, subject: 'Richiesta ricevuta: {category}' },
      },
    ]);
    const saved = card('lead_confirmation_email');
    await waitFor(() => expect(saved.getByText('Inattivo')).toBeTruthy());
    expect(saved.getByText('Oggetto: Richiesta ricevuta: {category}')).toBeTruthy();
    expect(saved.getByText('2 variabili')).toBeTruthy();
  });

  it('sends no subject for a chat message, and reports a failed save', async () => {
    api.templates = [makeTemplate({ type: 'chat', name: 'welcome_message', content: 'Ciao!' })];
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    await user.click(await screen.findByRole('tab', { name: 'Messaggi Chat' }));
    await user.click(await screen.findByRole('button', { name: 'Modifica welcome_message' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Template' }));
    expect(dialog.queryByLabelText('Oggetto')).toBeNull();
    api.failing.add('adminUpdateTemplate');
    await user.type(dialog.getByLabelText(/^Contenuto/), ' Benvenuto.');
    await user.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText("Errore durante l'aggiornamento del template")).toBeTruthy();
    expect(writes('PATCH').map((call) => call.body)).toEqual([{ name: 'welcome_message', content: 'Ciao! Benvenuto.', isActive: true }]);
    expect(screen.getByRole('dialog', { name: 'Modifica Template' })).toBeTruthy();
  });
});
