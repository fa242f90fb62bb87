import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATE_REGISTRY } from '@trovapro/domain';
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
  it('shows a skeleton, then the email cards: Italian name, when it is sent, technical name, subject, cut content, state, variable count', async () => {
    api.templates = [
      makeTemplate({
        name: 'verification_code_email',
        subject: 'Il tuo codice {verificationCode}',
        content: `Codice {verificationCode} per {userEmail}. ${LONG}`,
      }),
      makeTemplate({ name: 'refund_notice_email', content: 'Rimborso', isActive: false }),
      makeTemplate({ name: 'promemoria', subject: 'Promemoria', content: 'Testo' }),
      makeTemplate({ type: 'chat', name: 'welcome_message', content: 'Ciao!' }),
    ];
    renderSignedIn(<TemplatesPanel />, api);
    expect(screen.getByLabelText('Caricamento…').getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('article', { name: 'Codice di verifica al cliente' });

    expect(screen.getByRole('tab', { name: 'Template Email', selected: true })).toBeTruthy();
    const code = card('Codice di verifica al cliente');
    expect(code.getByText('verification_code_email')).toBeTruthy();
    expect(code.getByText('Al cliente che lascia la sua email nella chat: il codice a 4 cifre per confermarla.')).toBeTruthy();
    expect(code.getByText('Oggetto: Il tuo codice {verificationCode}')).toBeTruthy();
    const cut = `Codice {verificationCode} per {userEmail}. ${LONG}`.slice(0, 100);
    expect(code.getByText(`${cut}…`)).toBeTruthy();
    expect(code.getByText('Attivo')).toBeTruthy();
    expect(code.getByText('2 variabili')).toBeTruthy();
    expect(card('Rimborso all’azienda').getByText('Inattivo')).toBeTruthy();
    expect(card('Rimborso all’azienda').getByText('0 variabili')).toBeTruthy();
    // An admin's own template: its name, and that nothing sends it.
    expect(card('promemoria').getByText('Personalizzato')).toBeTruthy();
    expect(card('promemoria').getByText('Template personalizzato: nessun messaggio lo usa, quindi non viene inviato.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Benvenuto' })).toBeNull();
  });

  it("lists the chat messages under 'Messaggi Chat', without a subject", async () => {
    api.templates = [
      makeTemplate({ name: 'lead_confirmation_email' }),
      makeTemplate({ type: 'chat', name: 'email_request', content: 'Ti serve {category}?' }),
    ];
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    await user.click(await screen.findByRole('tab', { name: 'Messaggi Chat' }));
    const chat = card('Richiesta dell’email');
    expect(chat.getByText('Ti serve {category}?')).toBeTruthy();
    expect(chat.getByText('1 variabile')).toBeTruthy();
    expect(chat.queryByText(/^Oggetto:/)).toBeNull();
    expect(screen.queryByRole('article', { name: 'Conferma della richiesta al cliente' })).toBeNull();
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
    expect(await screen.findByRole('article', { name: 'Conferma della richiesta al cliente' })).toBeTruthy();
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
    api.templates = [makeTemplate({ name: 'lead_offer_email', content: 'Offerta {price}' })];
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Offerta della richiesta alle aziende' })).toBeTruthy();
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

  it('takes the chat type from the current sub-tab, has no subject, and offers no placeholder for a template no message uses', async () => {
    api.templates = [makeTemplate({ type: 'chat', name: 'welcome_message', content: 'Ciao!' })];
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    await user.click(await screen.findByRole('tab', { name: 'Messaggi Chat' }));
    await user.click(screen.getByRole('button', { name: 'Nuovo Template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo Template' }));
    expect((dialog.getByRole('combobox', { name: 'Tipo' }) as HTMLInputElement).value).toBe('Messaggio chat');
    expect(dialog.queryByLabelText('Oggetto')).toBeNull();

    await user.type(dialog.getByLabelText(/^Nome/), 'saluto_serale');
    expect(dialog.queryAllByRole('button', { name: /^Inserisci / })).toEqual([]);
    expect(dialog.getByText(/Nessun messaggio usa questo template/)).toBeTruthy();
    await user.type(dialog.getByLabelText(/^Contenuto/), 'Buonasera! Ti serve {{category}?');
    expect(dialog.getByText(/Nel contenuto \{category\} non è disponibile: nessun messaggio usa questo template/)).toBeTruthy();
    await user.clear(dialog.getByLabelText(/^Contenuto/));
    await user.type(dialog.getByLabelText(/^Contenuto/), 'Buonasera! Cosa ti serve?');
    await user.click(dialog.getByRole('button', { name: 'Crea Template' }));

    expect(await screen.findByText('Template creato')).toBeTruthy();
    expect(writes('POST').map((call) => call.body)).toEqual([{ type: 'chat', name: 'saluto_serale', content: 'Buonasera! Cosa ti serve?' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'saluto_serale' })).toBeTruthy();
  });

  it("sends the subject of an email template, and shows the server's refusal", async () => {
    api.templates = [makeTemplate({ name: 'promemoria' })];
    const { user, dialog } = await openDialog('Nuovo Template', 'Nuovo Template');
    expect((dialog.getByRole('combobox', { name: 'Tipo' }) as HTMLInputElement).value).toBe('Email');
    await user.type(dialog.getByLabelText(/^Nome/), 'promemoria');
    await user.type(dialog.getByLabelText('Oggetto'), 'Promemoria');
    await user.type(dialog.getByLabelText(/^Contenuto/), 'Ciao, {{{{a presto}}');
    await user.click(dialog.getByRole('button', { name: 'Crea Template' }));
    expect(await screen.findByText('Errore durante la creazione del template')).toBeTruthy();
    expect(screen.getByText('Esiste già un template di questo tipo con questo nome')).toBeTruthy();
    expect(writes('POST').map((call) => call.body)).toEqual([
      { type: 'email', name: 'promemoria', subject: 'Promemoria', content: 'Ciao, {{a presto}}' },
    ]);
    expect(screen.getByRole('dialog', { name: 'Nuovo Template' })).toBeTruthy();
  });
});

describe('edit template', () => {
  it('saves subject, content and the active switch, never the type; the name of a template a message uses is shown, not edited', async () => {
    const template = makeTemplate({ name: 'lead_confirmation_email', subject: 'Grazie', content: 'Ciao {userName}' });
    api.templates = [template];
    const { user, dialog } = await openDialog('Modifica Conferma della richiesta al cliente', 'Modifica Template');
    expect(dialog.getByText('Conferma della richiesta al cliente')).toBeTruthy();
    expect(dialog.getByText('lead_confirmation_email')).toBeTruthy();
    expect(dialog.queryByLabelText(/^Nome/)).toBeNull();
    expect((dialog.getByLabelText('Oggetto') as HTMLInputElement).value).toBe('Grazie');
    expect(dialog.queryByRole('combobox', { name: 'Tipo' })).toBeNull();
    // The placeholders of this message only.
    expect(dialog.getAllByRole('button', { name: /^Inserisci / }).map((chip) => chip.textContent)).toEqual(
      TEMPLATE_REGISTRY.email.lead_confirmation_email.map((name) => `{${name}}`),
    );

    await user.clear(dialog.getByLabelText('Oggetto'));
    await user.type(dialog.getByLabelText('Oggetto'), 'Richiesta ricevuta: ');
    // A chip inserts where the admin was: here, the subject.
    await user.click(dialog.getByRole('button', { name: 'Inserisci {category}' }));
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
    const saved = card('Conferma della richiesta al cliente');
    await waitFor(() => expect(saved.getByText('Inattivo')).toBeTruthy());
    expect(saved.getByText('Oggetto: Richiesta ricevuta: {category}')).toBeTruthy();
    expect(saved.getByText('2 variabili')).toBeTruthy();
  });

  it('asks before closing with unsaved changes (Esc, «Annulla»), and closes at once when nothing changed', async () => {
    api.templates = [makeTemplate({ name: 'lead_confirmation_email', subject: 'Grazie', content: 'Ciao {userName}' })];
    const { user, dialog } = await openDialog('Modifica Conferma della richiesta al cliente', 'Modifica Template');
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica Template' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Modifica Conferma della richiesta al cliente' }));
    const again = within(await screen.findByRole('dialog', { name: 'Modifica Template' }));
    await user.type(again.getByLabelText('Oggetto'), ' mille');
    await user.keyboard('{Escape}');
    const ask = within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' }));
    await user.click(ask.getByRole('button', { name: 'Continua a modificare' }));
    expect((again.getByLabelText('Oggetto') as HTMLInputElement).value).toBe('Grazie mille');
    await user.click(again.getByRole('button', { name: 'Annulla' }));
    const askAgain = within(await screen.findByRole('dialog', { name: 'Vuoi chiudere senza salvare?' }));
    await user.click(askAgain.getByRole('button', { name: 'Chiudi senza salvare' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica Template' })).toBeNull());
    expect(writes('PATCH')).toEqual([]);
  });

  it('sends no subject for a chat message, and reports a failed save', async () => {
    api.templates = [makeTemplate({ type: 'chat', name: 'welcome_message', content: 'Ciao!' })];
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    await user.click(await screen.findByRole('tab', { name: 'Messaggi Chat' }));
    await user.click(await screen.findByRole('button', { name: 'Modifica Benvenuto' }));
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

describe('the placeholders of the message, checked while typing', () => {
  it('says under the field which placeholder this message is not given, and saves nothing until it is fixed', async () => {
    const template = makeTemplate({ name: 'partner_refused_email', subject: 'Esito', content: 'Buongiorno {businessName},' });
    api.templates = [template];
    const { user, dialog } = await openDialog('Modifica Azienda non approvata', 'Modifica Template');
    await user.type(dialog.getByLabelText(/^Contenuto/), ' la quota di {{price} non è dovuta.');
    const error = 'Nel contenuto {price} non è disponibile per questo messaggio. Puoi usare: {businessName}, {businessEmail} e {refusalReason}.';
    expect(dialog.getByText(error)).toBeTruthy();
    expect(dialog.getByText('L’anteprima torna appena il testo non ha più errori.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Correggi gli errori segnalati sotto i campi prima di salvare.')).toBeTruthy();
    expect(writes('PATCH')).toEqual([]);

    await user.clear(dialog.getByLabelText('Oggetto'));
    await user.type(dialog.getByLabelText('Oggetto'), 'Esito per {{businessName');
    expect(
      dialog.getByText('Nell’oggetto la graffa di «{businessName» non è chiusa: scrivi il segnaposto come {nome}, o {{ per una graffa.'),
    ).toBeTruthy();
  });
});

describe('the live preview', () => {
  it('fills the text being typed with sample values: subject, the email in a sandboxed frame, and its plain text', async () => {
    const template = makeTemplate({
      name: 'lead_offer_email',
      subject: 'Nuova richiesta {inLocation}: {category}',
      content: 'Buongiorno {businessName},\n\n«{userRequest}»\n\nPrezzo: {price}',
    });
    api.templates = [template];
    const { user, dialog } = await openDialog('Modifica Offerta della richiesta alle aziende', 'Modifica Template');
    expect(dialog.getByTestId('template-preview-subject').textContent).toBe('Nuova richiesta a Bologna: Idraulico');
    const frame = dialog.getByTitle('Anteprima dell’email') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Buongiorno Idraulica Rossi,</p>');

    await user.type(dialog.getByLabelText(/^Contenuto/), ' <b>{{{{IVA}}');
    expect((dialog.getByTitle('Anteprima dell’email') as HTMLIFrameElement).getAttribute('srcdoc')).toContain('IVA inclusa &lt;b&gt;{IVA}</p>');
    await user.click(dialog.getByRole('radio', { name: 'Solo testo' }));
    const text = dialog.getByTestId('template-preview-text').textContent ?? '';
    expect(text).toContain('sotto il lavello della cucina');
    expect(text).toContain('IVA inclusa <b>{IVA}');
    // Every offer ends with the stop link, whatever the text.
    expect(text).toContain('Non vuoi più ricevere richieste di lavoro da TrovaPro?');
  });

  it('shows a chat message as the visitor reads it', async () => {
    api.templates = [makeTemplate({ type: 'chat', name: 'lead_confirmation', content: 'Grazie {userName}! Ti scriviamo a {userEmail}.' })];
    const user = userEvent.setup();
    renderSignedIn(<TemplatesPanel />, api);
    await user.click(await screen.findByRole('tab', { name: 'Messaggi Chat' }));
    await user.click(await screen.findByRole('button', { name: 'Modifica Richiesta registrata' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Template' }));
    expect(dialog.getByTestId('template-preview-chat').textContent).toBe('Grazie Giulia Bianchi! Ti scriviamo a giulia.bianchi@example.it.');
    expect(dialog.queryByRole('button', { name: 'Invia una prova' })).toBeNull();
  });
});

describe('«Invia una prova»', () => {
  it('sends the unsaved text to the signed-in admin, and says where it went', async () => {
    const template = makeTemplate({ name: 'partner_approved_email', subject: 'Approvata', content: 'Buongiorno {businessName}' });
    api.templates = [template];
    const { user, dialog } = await openDialog('Modifica Azienda approvata', 'Modifica Template');
    await user.type(dialog.getByLabelText(/^Contenuto/), ', benvenuta!');
    await user.click(dialog.getByRole('button', { name: 'Invia una prova' }));
    expect(await screen.findByText('Prova inviata')).toBeTruthy();
    expect(screen.getByText('L’email di prova arriverà a anna@example.it tra pochi istanti.')).toBeTruthy();
    expect(sent(api.calls.filter((call) => call.path === '/api/admin/templates/test-email'))).toEqual([
      {
        method: 'POST',
        path: '/api/admin/templates/test-email',
        body: { name: 'partner_approved_email', subject: 'Approvata', content: 'Buongiorno {businessName}, benvenuta!' },
      },
    ]);
    // Nothing saved: the dialog is still open with the text.
    expect(writes('PATCH')).toEqual([]);
    expect((dialog.getByLabelText(/^Contenuto/) as HTMLTextAreaElement).value).toBe('Buongiorno {businessName}, benvenuta!');
  });
});

describe('«Ripristina testo predefinito»', () => {
  it('asks first, then puts the built-in text back into the dialog', async () => {
    const builtIn = {
      type: 'email' as const,
      name: 'partner_approved_email',
      subject: 'Approvata',
      content: 'Testo predefinito {businessName}',
      variables: ['businessName'],
      isActive: true,
    };
    api.defaults = [builtIn];
    api.templates = [makeTemplate({ name: 'partner_approved_email', subject: 'Mio oggetto', content: 'Mio testo {businessName}' })];
    const { user, dialog } = await openDialog('Modifica Azienda approvata', 'Modifica Template');

    await user.click(dialog.getByRole('button', { name: 'Ripristina testo predefinito' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Ripristinare il testo predefinito?' }));
    await user.click(confirm.getByRole('button', { name: 'Annulla' }));
    expect(api.calls.filter((call) => call.path.endsWith('/reset'))).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Ripristina testo predefinito' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ripristinare il testo predefinito?' })).getByRole('button', { name: 'Ripristina' }),
    );
    expect(await screen.findByText('Testo predefinito ripristinato')).toBeTruthy();
    expect((dialog.getByLabelText(/^Contenuto/) as HTMLTextAreaElement).value).toBe('Testo predefinito {businessName}');
    expect((dialog.getByLabelText('Oggetto') as HTMLInputElement).value).toBe('Approvata');
    // The restored text is saved: closing asks nothing.
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica Template' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Vuoi chiudere senza salvare?' })).toBeNull();
  });

  it('is not offered for a template no message uses', async () => {
    api.templates = [makeTemplate({ name: 'promemoria', content: 'Testo' })];
    const { dialog } = await openDialog('Modifica promemoria', 'Modifica Template');
    expect(dialog.queryByRole('button', { name: 'Ripristina testo predefinito' })).toBeNull();
    expect(dialog.getByLabelText(/^Nome/)).toBeTruthy();
  });
});
