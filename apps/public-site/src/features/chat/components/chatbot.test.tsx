import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { defaultChatTemplates, personalisedWelcome } from '@trovapro/copy';
import { FAKE_VERIFICATION_ID, VALID_CODE, startFakeChatApi, type FakeChatApi } from '../../../test/fake-chat-api.ts';
import { renderChat } from '../../../test/render-chat.tsx';
import { requestChatFocus } from '../../../lib/chat-focus.ts';
import { writeTemplateCache } from '../utils/template-cache.ts';

const CLEAR_REQUEST = 'Ho una perdita sotto il lavandino a Milano';
const EMAIL = 'mario.rossi@example.it';
const LANDING_ID = '3f2c1b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c';

let api: FakeChatApi;
beforeEach(async () => {
  api = await startFakeChatApi();
});
afterEach(async () => {
  await api.close();
});

const messageInput = () => screen.getByRole('textbox', { name: 'Il tuo messaggio' });
const sendButton = () => screen.getByRole('button', { name: 'Invia messaggio' });
const log = () => screen.getByRole('log', { name: 'Conversazione con l’assistente' });
const emailInput = () => screen.getByRole('textbox', { name: 'La tua email' });
const codeInput = () => screen.getByRole('textbox', { name: 'Codice di verifica' });
const nameInput = () => screen.getByRole('textbox', { name: /^Nome/ });
const phoneInput = () => screen.getByRole('textbox', { name: 'Telefono (facoltativo)' });
/** Who spoke, bubble by bubble. */
const bubbles = () => [...log().querySelectorAll('[data-message-type]')].map((bubble) => bubble.getAttribute('data-message-type'));
const consentBox = () => screen.getByRole('checkbox', { name: /^Acconsento/ });
const bodiesTo = (path: string) => api.requestsTo(path).map((request) => request.body);

function expectInputDisabled(disabled: boolean) {
  expect((messageInput() as HTMLInputElement).disabled).toBe(disabled);
  expect((sendButton() as HTMLButtonElement).disabled).toBe(disabled);
}

async function openChat(props: Parameters<typeof renderChat>[1] = {}) {
  renderChat(api.origin, props);
  // the templates call has answered (the welcome may change with it)
  await waitFor(() => expect(api.requestsTo('/api/templates/public')).toHaveLength(1));
}

async function reachEmailStep(user: UserEvent) {
  await user.type(messageInput(), `${CLEAR_REQUEST}{Enter}`);
  await screen.findByRole('textbox', { name: 'La tua email' });
}

async function reachCodeStep(user: UserEvent) {
  await reachEmailStep(user);
  await user.type(emailInput(), `${EMAIL}{Enter}`);
  await screen.findByRole('textbox', { name: 'Codice di verifica' });
}

/** At the details step: the name Mario, the terms accepted, the request sent. */
async function sendDetails(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Mario');
  await user.click(consentBox());
  await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
}

/** A whole request sent, then «No» to another one: the user, for what follows. */
async function declineAnotherRequest(): Promise<UserEvent> {
  const user = userEvent.setup();
  await openChat();
  await reachDetailsStep(user);
  await sendDetails(user);
  await user.click(await screen.findByRole('button', { name: 'No' }, { timeout: 3000 }));
  return user;
}

async function reachDetailsStep(user: UserEvent) {
  await reachCodeStep(user);
  await user.type(codeInput(), `${VALID_CODE}{Enter}`);
  await screen.findByRole('textbox', { name: /^Nome/ });
}

describe('chat: welcome (product §4 step 1)', () => {
  it('shows the default welcome when there is no active template', async () => {
    api.templates = [{ name: 'welcome_message', content: 'Benvenuto inattivo', isActive: false }];
    await openChat();
    expect(within(log()).getByText(defaultChatTemplates.welcome_message)).toBeTruthy();
    expect(screen.queryByText('Benvenuto inattivo')).toBeNull();
    expectInputDisabled(false);
  });

  it('shows the active welcome template', async () => {
    api.templates = [{ name: 'welcome_message', content: 'Benvenuto dal pannello admin', isActive: true }];
    await openChat();
    expect(await within(log()).findByText('Benvenuto dal pannello admin')).toBeTruthy();
    expect(screen.queryByText(defaultChatTemplates.welcome_message)).toBeNull();
  });

  it('shows the cached template at once, even when the API is down', async () => {
    writeTemplateCache(localStorage, [{ name: 'welcome_message', content: 'Benvenuto dalla cache', isActive: true }], '"v0"');
    api.templatesHandler = () => ({ status: 500, body: { code: 'internal', message: 'Errore' } });
    renderChat(api.origin);
    expect(within(log()).getByText('Benvenuto dalla cache')).toBeTruthy();
  });

  it('personalises the welcome when a landing page prefilled service and place', async () => {
    api.templates = [{ name: 'welcome_message', content: 'Benvenuto dal pannello admin', isActive: true }];
    await openChat({ prefilledService: 'Idraulico', prefilledLocation: 'Milano' });
    expect(within(log()).getByText(personalisedWelcome('idraulico', 'a Milano'))).toBeTruthy();
  });

  it('writes the personalised welcome in good Italian: the keyword in lower case, «ad» before a vowel', async () => {
    await openChat({ prefilledService: 'Elettricisti', prefilledLocation: 'Isernia' });
    expect(
      within(log()).getByText(
        'Ciao! Cerchi un servizio di elettricisti ad Isernia? Descrivimi cosa ti serve e ti metto in contatto con i professionisti della zona.',
      ),
    ).toBeTruthy();
  });

  it('keeps the default welcome when only the service is prefilled', async () => {
    await openChat({ prefilledService: 'Idraulico' });
    expect(within(log()).getByText(defaultChatTemplates.welcome_message)).toBeTruthy();
  });
});

describe('chat: calls to action (Inizia la richiesta, /?open-chat=true)', () => {
  it('a request to focus the chat brings it into view and focuses the input, or the active step’s field', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    onTestFinished(() => scrollIntoView.mockRestore());
    await openChat();
    expect(document.activeElement).toBe(document.body);
    act(() => requestChatFocus());
    expect(document.activeElement).toBe(messageInput());
    expect(scrolled.at(-1)?.hasAttribute('data-chatbot')).toBe(true);

    await reachEmailStep(user);
    (document.activeElement as HTMLElement).blur();
    act(() => requestChatFocus());
    expect(document.activeElement).toBe(emailInput());
  });
});

describe('chat: describing the need (product §4 step 2–3)', () => {
  it('does not send empty or whitespace-only messages', async () => {
    const user = userEvent.setup();
    await openChat();
    await user.type(messageInput(), '   {Enter}');
    await user.click(sendButton());
    expect(api.requestsTo('/api/leads/profile')).toEqual([]);
    expect(log().querySelectorAll('[data-message-type="user"]')).toHaveLength(0);
  });

  it('a vague request gets the numbered questions; the answers are re-analysed with the earlier context', async () => {
    const user = userEvent.setup();
    api.templates = [{ name: 'clarification_request', content: 'Mi servono due dettagli:', isActive: true }];
    const defaultProfile = api.profile;
    api.profile = (body) => {
      const reply = defaultProfile(body);
      return reply === 'drop' ? reply : { ...reply, delayMs: 150 };
    };
    await openChat();

    await user.type(messageInput(), 'Ho un problema in casa{Enter}');
    expect(await screen.findByText("L'assistente sta analizzando la tua richiesta...")).toBeTruthy();
    expectInputDisabled(true);
    const questions = await screen.findByRole('list', { name: 'Domande dell’assistente' });
    expect(
      within(questions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Di quale servizio hai bisogno?', 'In quale comune ti serve?']);
    expect(within(log()).getByText('Mi servono due dettagli:')).toBeTruthy();
    expect(screen.queryByText("L'assistente sta analizzando la tua richiesta...")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(messageInput()));

    await user.type(messageInput(), 'Una perdita dal tubo, a Milano{Enter}');
    expect(await screen.findByRole('textbox', { name: 'La tua email' })).toBeTruthy();
    expect(bodiesTo('/api/leads/profile')).toEqual([
      { userRequest: 'Ho un problema in casa' },
      { userRequest: 'Ho un problema in casa', context: 'Ho un problema in casa', answers: 'Una perdita dal tubo, a Milano' },
    ]);
    // The category inside the sentence, in lower case: «un servizio di idraulico».
    expect(within(log()).getByText(defaultChatTemplates.email_request.replace('{category}', 'idraulico'))).toBeTruthy();
    expect(bubbles()).toEqual(['ai', 'user', 'ai', 'user', 'ai']);
  });

  it('a clear request asks for the email with the active template, {category} filled, and focuses the email field', async () => {
    const user = userEvent.setup();
    api.templates = [{ name: 'email_request', content: 'Servizio {category}: qual è la tua email?', isActive: true }];
    await openChat();
    await reachEmailStep(user);
    expect(within(log()).getByText('Servizio idraulico: qual è la tua email?')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(emailInput()));
    expectInputDisabled(true);
  });

  it('sends the landing page fields with the analysis', async () => {
    const user = userEvent.setup();
    await openChat({
      prefilledService: 'Idraulico',
      prefilledLocation: 'Milano',
      landingPageId: LANDING_ID,
      landingContext: 'Pagina idraulici Milano',
    });
    await user.type(messageInput(), 'Perdita in bagno{Enter}');
    await screen.findByRole('textbox', { name: 'La tua email' });
    expect(bodiesTo('/api/leads/profile')).toEqual([
      {
        userRequest: 'Perdita in bagno',
        prefilledService: 'Idraulico',
        prefilledLocation: 'Milano',
        landingPageId: LANDING_ID,
        landingContext: 'Pagina idraulici Milano',
      },
    ]);
  });

  it('an analysis failure says so and gives the text back to send again', async () => {
    const user = userEvent.setup();
    api.profile = () => ({ status: 500, body: { code: 'internal', message: 'Errore interno del server' } });
    await openChat();
    await user.type(messageInput(), `${CLEAR_REQUEST}{Enter}`);
    expect(await within(log()).findByText("Mi dispiace, si è verificato un errore nell'analisi della richiesta. Puoi riprovare?")).toBeTruthy();
    expectInputDisabled(false);
    expect((messageInput() as HTMLInputElement).value).toBe(CLEAR_REQUEST);

    api.profile = (await import('../../../test/fake-chat-api.ts')).defaultProfile;
    await user.click(sendButton());
    expect(await screen.findByRole('textbox', { name: 'La tua email' })).toBeTruthy();
  });
});

describe('chat: email (product §4 step 4, §5, §8)', () => {
  it('refuses an invalid email with a toast and sends nothing', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachEmailStep(user);
    await user.type(emailInput(), 'mario.rossi@example{Enter}');
    expect(await screen.findByText('Email non valida')).toBeTruthy();
    expect(screen.getByText('Inserisci un indirizzo email valido')).toBeTruthy();
    await user.clear(emailInput());
    await user.click(screen.getByRole('button', { name: 'Invia codice' }));
    expect(api.requestsTo('/api/send-verification')).toEqual([]);
  });

  it('sends the trimmed email, shows the code message and focuses the code field', async () => {
    const user = userEvent.setup();
    api.templates = [{ name: 'verification_code_message', content: 'Codice inviato a {userEmail}!', isActive: true }];
    await openChat();
    await reachEmailStep(user);
    await user.type(emailInput(), `  ${EMAIL}  {Enter}`);
    expect(await within(log()).findByText(`Codice inviato a ${EMAIL}!`)).toBeTruthy();
    expect(bodiesTo('/api/send-verification')).toEqual([{ email: EMAIL }]);
    expect(screen.queryByRole('textbox', { name: 'La tua email' })).toBeNull();
    expect(codeInput().getAttribute('placeholder')).toBe('1234');
    expect(codeInput().getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(codeInput()));
    expectInputDisabled(true);
  });

  it("shows the server's message when sending fails, and keeps the email", async () => {
    const user = userEvent.setup();
    api.sendVerification = () => ({ status: 200, body: { success: false, message: 'Hai richiesto troppi codici. Riprova più tardi.' } });
    await openChat();
    await reachEmailStep(user);
    await user.type(emailInput(), `${EMAIL}{Enter}`);
    expect(await screen.findByText('Hai richiesto troppi codici. Riprova più tardi.')).toBeTruthy();
    expect(screen.getByText('Errore')).toBeTruthy();
    expect((emailInput() as HTMLInputElement).value).toBe(EMAIL);
  });

  it('uses the server message of an error answer, else the default text', async () => {
    const user = userEvent.setup();
    api.sendVerification = () => ({ status: 429, body: { code: 'rate_limited', message: 'Troppe richieste da questo indirizzo.' } });
    await openChat();
    await reachEmailStep(user);
    await user.type(emailInput(), `${EMAIL}{Enter}`);
    expect(await screen.findByText('Troppe richieste da questo indirizzo.')).toBeTruthy();

    api.sendVerification = () => ({ status: 200, body: { success: false, message: '' } });
    await user.click(screen.getByRole('button', { name: 'Invia codice' }));
    expect(await screen.findByText("Errore nell'invio dell'email di verifica")).toBeTruthy();
  });

  it('reports a network failure', async () => {
    const user = userEvent.setup();
    api.sendVerification = () => 'drop';
    await openChat();
    await reachEmailStep(user);
    await user.type(emailInput(), `${EMAIL}{Enter}`);
    expect(await screen.findByText('Errore nella connessione. Riprova tra qualche momento.')).toBeTruthy();
    expect((emailInput() as HTMLInputElement).value).toBe(EMAIL);
  });
});

describe('chat: code (product §4 step 5, §5, §8)', () => {
  it('requires the code', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachCodeStep(user);
    await user.type(codeInput(), '   {Enter}');
    expect(await screen.findByText('Codice richiesto')).toBeTruthy();
    expect(screen.getByText('Inserisci il codice di verifica ricevuto via email')).toBeTruthy();
    expect(api.requestsTo('/api/verify-code')).toEqual([]);
  });

  it("a wrong code shows the server's message; an error answer without one the default", async () => {
    const user = userEvent.setup();
    await openChat();
    await reachCodeStep(user);
    await user.type(codeInput(), '9999{Enter}');
    expect(await screen.findByText('Codice errato: restano 4 tentativi')).toBeTruthy();
    expect(screen.getByText('Codice non valido')).toBeTruthy();
    expect(bodiesTo('/api/verify-code')).toEqual([{ email: EMAIL, code: '9999' }]);

    api.verifyCode = () => ({ status: 400, body: 'not json' });
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Codice di verifica non valido o scaduto')).toBeTruthy();
    expect((codeInput() as HTMLInputElement).value).toBe('9999');
  });

  it('reports a network failure', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachCodeStep(user);
    api.verifyCode = () => 'drop';
    await user.type(codeInput(), '1234{Enter}');
    expect(await screen.findByText('Errore nella verifica. Riprova tra qualche momento.')).toBeTruthy();
  });

  it('a valid code (trimmed) shows the details form, focused on the name', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachCodeStep(user);
    await user.type(codeInput(), ` ${VALID_CODE} {Enter}`);
    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toBeTruthy();
    expect(bodiesTo('/api/verify-code')).toEqual([{ email: EMAIL, code: VALID_CODE }]);
    expect(screen.queryByRole('textbox', { name: 'Codice di verifica' })).toBeNull();
    expect(nameInput().getAttribute('aria-required')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(nameInput()));
    expectInputDisabled(true);
  });
});

describe('chat: details and completion (product §4 steps 6–7, §5, §8)', () => {
  it('requires the name', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachDetailsStep(user);
    await user.type(phoneInput(), '333 1234567{Enter}');
    expect(await screen.findByText('Nome obbligatorio')).toBeTruthy();
    expect(screen.getByText('Inserisci almeno il tuo nome')).toBeTruthy();
    expect(api.requestsTo('/api/leads/complete')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(nameInput()));
  });

  it('refuses a phone that is not a number: the form stays with what was typed, says why beside the field and focuses it', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachDetailsStep(user);
    await user.type(nameInput(), 'Mario');
    await user.type(phoneInput(), 'abc-not-a-phone{Enter}');
    await waitFor(() => expect(phoneInput().getAttribute('aria-invalid')).toBe('true'));
    const message = 'Numero di telefono non valido: scrivilo come 333 123 4567 oppure lascia il campo vuoto.';
    expect(screen.getByText(message).id).toBe(phoneInput().getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(phoneInput());
    expect((phoneInput() as HTMLInputElement).value).toBe('abc-not-a-phone');
    expect((nameInput() as HTMLInputElement).value).toBe('Mario');
    expect(api.requestsTo('/api/leads/complete')).toEqual([]);

    // Corrected, it is sent in the international format.
    await user.clear(phoneInput());
    expect(screen.queryByText(message)).toBeNull();
    await user.click(consentBox());
    await user.type(phoneInput(), '02 1234567{Enter}');
    await waitFor(() => expect(bodiesTo('/api/leads/complete')).toHaveLength(1));
    expect(bodiesTo('/api/leads/complete')[0]).toMatchObject({ userName: 'Mario', userPhone: '+39 02 123 4567' });
  });

  it('completes: loading bubble, confirmation, toast, input disabled; after 2 s a new request is offered and yes starts over', async () => {
    const user = userEvent.setup();
    api.completeLead = () => ({ status: 201, body: { success: true, message: 'ok', leadId: LANDING_ID }, delayMs: 150 });
    api.templates = [{ name: 'lead_confirmation', content: 'Grazie {userName}, scriveremo a {userEmail}.', isActive: true }];
    await openChat();
    await reachDetailsStep(user);
    await user.type(nameInput(), '  Mario Rossi ');
    await user.click(consentBox());
    await user.type(phoneInput(), '   {Enter}');
    expect(await screen.findByText('Creazione della richiesta...')).toBeTruthy();
    expect(await within(log()).findByText(`Grazie Mario Rossi, scriveremo a ${EMAIL}.`)).toBeTruthy();
    const completedAt = Date.now();
    expect(screen.getByText('Richiesta inviata')).toBeTruthy();
    expect(screen.getByText('Le aziende della tua zona riceveranno i tuoi contatti e ti contatteranno')).toBeTruthy();
    expect(screen.queryByText('Creazione della richiesta...')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Nome/ })).toBeNull();
    expectInputDisabled(true);
    expect(bodiesTo('/api/leads/complete')).toEqual([
      {
        userEmail: EMAIL,
        userRequest: CLEAR_REQUEST,
        userName: 'Mario Rossi',
        leadId: FAKE_VERIFICATION_ID,
        privacyConsent: true,
        category: 'Idraulico',
        istatCode: '015146',
      },
    ]);

    expect(screen.queryByText('Vuoi fare una nuova richiesta?')).toBeNull();
    const yes = await screen.findByRole('button', { name: 'Sì' }, { timeout: 3000 });
    expect(Date.now() - completedAt).toBeGreaterThanOrEqual(1800);
    expect(within(log()).getByText('Vuoi fare una nuova richiesta?')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(yes));
    expectInputDisabled(true);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(log()).queryByText('Vuoi fare una nuova richiesta?')).toBeNull());
    expect(log().querySelectorAll('[data-message-type]')).toHaveLength(1);
    expect(within(log()).getByText(defaultChatTemplates.welcome_message)).toBeTruthy();
    expectInputDisabled(false);
    await waitFor(() => expect(document.activeElement).toBe(messageInput()));
  }, 15_000);

  it('no adds a thank-you message; the phone is sent when given; the request includes the answers', async () => {
    const user = userEvent.setup();
    await openChat({ landingPageId: LANDING_ID, prefilledService: 'Idraulico', prefilledLocation: 'Milano' });
    await user.type(messageInput(), 'Ho un problema{Enter}');
    await screen.findByRole('list', { name: 'Domande dell’assistente' });
    await waitFor(() => expectInputDisabled(false));
    await user.type(messageInput(), 'perdita dal rubinetto{Enter}');
    await screen.findByRole('textbox', { name: 'La tua email' });
    await user.type(emailInput(), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Invia codice' }));
    await user.type(await screen.findByRole('textbox', { name: 'Codice di verifica' }), VALID_CODE);
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Anna');
    await user.type(phoneInput(), ' +39 333 1234567 ');
    await user.click(consentBox());
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));

    await user.click(await screen.findByRole('button', { name: 'No' }, { timeout: 3000 }));
    expect(
      await within(log()).findByText('Grazie per aver scelto TrovaPro! Quando ti servirà altro, scrivimi qui sotto o premi «Nuova richiesta».'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sì' })).toBeNull();
    expect(bodiesTo('/api/leads/complete')).toEqual([
      {
        userEmail: EMAIL,
        userRequest: 'Ho un problema\nperdita dal rubinetto',
        userName: 'Anna',
        userPhone: '+39 333 123 4567',
        leadId: FAKE_VERIFICATION_ID,
        privacyConsent: true,
        category: 'Idraulico',
        istatCode: '015146',
        landingPageId: LANDING_ID,
        prefilledService: 'Idraulico',
        prefilledLocation: 'Milano',
      },
    ]);
  }, 15_000);

  it('asks for the consent, never ticked in advance: unticked, says why beside the box, focuses it and sends nothing', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachDetailsStep(user);
    // How many businesses and which trade: from GET /api/legal (asked when the step opens) and the analysis.
    await waitFor(() =>
      expect(consentBox().closest('div')?.textContent).toContain(
        'Acconsento a condividere nome, email e telefono con al massimo 3 aziende di idraulica della mia zona (la richiesta è proposta al massimo a 5)',
      ),
    );
    expect((consentBox() as HTMLInputElement).checked).toBe(false);
    expect(consentBox().getAttribute('aria-required')).toBe('true');
    await user.type(nameInput(), 'Mario{Enter}');
    const message = 'Per inviare la richiesta devi acconsentire a condividere i tuoi dati con le aziende.';
    await waitFor(() => expect(consentBox().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message).id).toBe(consentBox().getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(consentBox());
    expect(api.requestsTo('/api/leads/complete')).toEqual([]);
    expect((nameInput() as HTMLInputElement).value).toBe('Mario');

    await user.click(consentBox());
    expect(screen.queryByText(message)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(bodiesTo('/api/leads/complete')).toHaveLength(1));
    expect(bodiesTo('/api/leads/complete')[0]).toMatchObject({ userName: 'Mario', privacyConsent: true });
  });

  it('the consent still reads truthfully when GET /api/legal fails', async () => {
    api.legal = () => ({ status: 503, body: { code: 'service_unavailable', message: 'Servizio non disponibile' } });
    const user = userEvent.setup();
    await openChat();
    await reachDetailsStep(user);
    await waitFor(() => expect(api.requestsTo('/api/legal')).toHaveLength(1));
    expect(consentBox().closest('div')?.textContent).toContain(
      'Acconsento a condividere nome, email e telefono con un numero limitato di aziende di idraulica della mia zona',
    );
  });

  it('the email step says what the email is for, with the privacy notice a link away', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachEmailStep(user);
    expect(screen.getByText(/Useremo la tua email solo per questa richiesta\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Informativa privacy' }).getAttribute('href')).toBe('/privacy');
    // GET /api/legal is asked only when the details step opens.
    expect(api.requestsTo('/api/legal')).toEqual([]);
  });

  it('a completion failure: error toast, details form hidden, and the visitor describes the request again', async () => {
    const user = userEvent.setup();
    api.completeLead = () => ({ status: 403, body: { code: 'not_verified', message: 'Email non verificata' } });
    await openChat();
    await reachDetailsStep(user);
    await user.click(consentBox());
    await user.type(nameInput(), 'Mario{Enter}');
    expect(await screen.findByText('Si è verificato un errore. Riprova.')).toBeTruthy();
    expect(screen.getByText('Errore')).toBeTruthy();
    expect(
      within(log()).getByText('Non sono riuscito a registrare la tua richiesta. Puoi descrivermi di nuovo di cosa hai bisogno e dove?'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Nome/ })).toBeNull();
    expectInputDisabled(false);

    api.completeLead = () => ({ status: 201, body: { success: true, message: 'ok', leadId: LANDING_ID } });
    await user.type(messageInput(), `${CLEAR_REQUEST}{Enter}`);
    // the email form starts from the email given before
    expect(((await screen.findByRole('textbox', { name: 'La tua email' })) as HTMLInputElement).value).toBe(EMAIL);
  });
});

describe('chat: input availability (product §4)', () => {
  it('is disabled during each form step and while a call is pending, enabled while describing or answering', async () => {
    const user = userEvent.setup();
    api.sendVerification = () => ({ status: 200, body: { success: true, message: 'ok', leadId: LANDING_ID }, delayMs: 200 });
    await openChat();
    expectInputDisabled(false);
    await reachEmailStep(user);
    expectInputDisabled(true);
    await user.type(emailInput(), `${EMAIL}{Enter}`);
    expect(screen.getByRole('button', { name: 'Invia codice' }).getAttribute('aria-busy')).toBe('true');
    expectInputDisabled(true);
    await screen.findByRole('textbox', { name: 'Codice di verifica' });
    expectInputDisabled(true);
    // a message typed into a disabled input goes nowhere
    await user.type(messageInput(), 'ciao{Enter}');
    expect(api.requestsTo('/api/leads/profile')).toHaveLength(1);
  });
});

// Issue 29: a chat that forgives mistakes.

const REGGIO_C = { municipality: 'Reggio di Calabria', province: 'Reggio Calabria', provinceCode: 'RC', istatCode: '080063' };
const REGGIO_E = { municipality: "Reggio nell'Emilia", province: "Reggio nell'Emilia", provinceCode: 'RE', istatCode: '035033' };
const SIX = ['Idraulico', 'Elettricista', 'Imbianchino', 'Meccanico', 'Pulizie', 'Giardinaggio'];
const servicesGroup = () => screen.getByRole('group', { name: 'Servizi disponibili' });
const summary = () => screen.getByRole('region', { name: 'Riepilogo della richiesta' });

describe('chat: what was understood, before the email (issue 29, item 4)', () => {
  it('shows the service and the comune with «Modifica»; the changes reach the email text and the completion', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachEmailStep(user);
    expect(summary().textContent).toBe('ServizioIdraulicoModificaComuneMilano (MI)Modifica');
    expect(document.activeElement).toBe(emailInput());

    // The service: the six, the current one pressed; choosing one closes the choice and returns the focus.
    await user.click(screen.getByRole('button', { name: 'Modifica il servizio' }));
    expect(
      within(servicesGroup())
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual(SIX.map((service) => [service, String(service === 'Idraulico')]));
    await user.click(within(servicesGroup()).getByRole('button', { name: 'Elettricista' }));
    expect(screen.queryByRole('group', { name: 'Servizi disponibili' })).toBeNull();
    expect(summary().textContent).toContain('Elettricista');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifica il servizio' })));
    expect(within(log()).getByText(/servizio di elettricista/)).toBeTruthy();

    // The comune: the search, with the keyboard.
    await user.click(screen.getByRole('button', { name: 'Modifica il comune' }));
    const search = screen.getByRole('combobox', { name: 'Cerca il comune' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.type(search, 'berg');
    await screen.findByRole('option', { name: 'Bergamo (BG)' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(summary().textContent).toContain('Bergamo (BG)'));
    expect(screen.queryByRole('combobox', { name: 'Cerca il comune' })).toBeNull();

    await user.type(emailInput(), `${EMAIL}{Enter}`);
    await user.type(await screen.findByRole('textbox', { name: 'Codice di verifica' }), `${VALID_CODE}{Enter}`);
    await waitFor(() => expect(consentBox().closest('div')?.textContent).toContain('aziende di impianti elettrici della mia zona'));
    await sendDetails(user);
    await waitFor(() => expect(bodiesTo('/api/leads/complete')).toHaveLength(1));
    expect(bodiesTo('/api/leads/complete')[0]).toMatchObject({ category: 'Elettricista', istatCode: '016024', userRequest: CLEAR_REQUEST });
  });

  it('«Annulla» closes a choice without changing anything', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachEmailStep(user);
    await user.click(screen.getByRole('button', { name: 'Modifica il comune' }));
    await user.click(screen.getByRole('button', { name: 'Annulla la modifica del comune' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(summary().textContent).toContain('Milano (MI)');
  });
});

describe('chat: a place that names several comuni (issue 29, item 4)', () => {
  const ambiguous = (body: Record<string, unknown>) => {
    const text = String(body.answers ?? body.userRequest);
    if (!/reggio/i.test(text))
      return {
        status: 200,
        body: { success: true, profile: { category: 'Idraulico', needsClarification: false, clarificationQuestions: [], location: REGGIO_C } },
      };
    return {
      status: 200,
      body: {
        success: true,
        profile: {
          category: 'Idraulico',
          needsClarification: true,
          clarificationQuestions: ['1. «Reggio» può indicare più comuni: quale intendi?'],
          location: null,
          placeChoices: [REGGIO_C, REGGIO_E],
        },
      },
    };
  };

  it('asks with the comuni as choices; the one chosen is the request’s comune', async () => {
    api.profile = ambiguous;
    const user = userEvent.setup();
    await openChat();
    await user.type(messageInput(), 'idraulico a Reggio{Enter}');
    const places = await screen.findByRole('group', { name: 'Comuni possibili' });
    expect(
      within(places)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reggio di Calabria (RC)', "Reggio nell'Emilia (RE)", 'Un altro comune']);
    expect(within(log()).getByText('«Reggio» può indicare più comuni: quale intendi?')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(places).getByRole('button', { name: 'Reggio di Calabria (RC)' })));
    expect(screen.queryByRole('textbox', { name: 'La tua email' })).toBeNull();

    await user.keyboard('{Enter}');
    await screen.findByRole('textbox', { name: 'La tua email' });
    expect(summary().textContent).toContain('Reggio di Calabria (RC)');
    expect(screen.queryByRole('group', { name: 'Comuni possibili' })).toBeNull();
    expect(bubbles()).toEqual(['ai', 'user', 'ai', 'user', 'ai']);
    expect(api.requestsTo('/api/leads/profile')).toHaveLength(1);
  });

  it('«Un altro comune» opens the comune search', async () => {
    api.profile = ambiguous;
    const user = userEvent.setup();
    await openChat();
    await user.type(messageInput(), 'idraulico a Reggio{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Un altro comune' }));
    const search = screen.getByRole('combobox', { name: 'Cerca il comune' });
    await user.type(search, 'Mil');
    await user.click(await screen.findByRole('option', { name: 'Milano (MI)' }));
    await screen.findByRole('textbox', { name: 'La tua email' });
    expect(summary().textContent).toContain('Milano (MI)');
  });
});

describe('chat: trades outside the six and unclear answers (issue 29, items 5 and 6)', () => {
  it('names the six services for a need outside them, offers them as buttons, and no email step', async () => {
    api.profile = () => ({
      status: 200,
      body: { success: true, profile: { category: 'Avvocato', needsClarification: false, clarificationQuestions: [], location: { ...REGGIO_C } } },
    });
    const user = userEvent.setup();
    await openChat();
    await user.type(messageInput(), 'Mi serve un avvocato{Enter}');
    expect(
      await within(log()).findByText(
        'Mi dispiace, TrovaPro non offre questo servizio (avvocato). Possiamo aiutarti con idraulico, elettricista, imbianchino, meccanico, pulizie e giardinaggio: se ti serve uno di questi, sceglilo qui sotto; altrimenti puoi descrivermi un’altra richiesta.',
      ),
    ).toBeTruthy();
    expect(
      within(servicesGroup())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(SIX);
    expect(screen.queryByRole('textbox', { name: 'La tua email' })).toBeNull();
    expectInputDisabled(false);
    await user.click(within(servicesGroup()).getByRole('button', { name: 'Imbianchino' }));
    await screen.findByRole('textbox', { name: 'La tua email' });
    expect(summary().textContent).toContain('Imbianchino');
  });

  it('after the second unclear answer offers the six services; choosing one goes on with it', async () => {
    const user = userEvent.setup();
    await openChat();
    await user.type(messageInput(), 'ciao{Enter}');
    await screen.findByRole('list', { name: 'Domande dell’assistente' });
    await waitFor(() => expectInputDisabled(false));
    await user.type(messageInput(), 'non so{Enter}');
    await waitFor(() => expect(api.requestsTo('/api/leads/profile')).toHaveLength(2));
    await waitFor(() => expectInputDisabled(false));
    expect(screen.queryByRole('group', { name: 'Servizi disponibili' })).toBeNull();
    await user.type(messageInput(), 'non so{Enter}');
    const services = await screen.findByRole('group', { name: 'Servizi disponibili' });
    expect(
      within(log()).getByText(
        'Non ho ancora capito di quale servizio hai bisogno. Scegline uno qui sotto, oppure prova a descrivermi di nuovo il lavoro.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(services).getByRole('button', { name: 'Idraulico' })));
    await user.click(within(services).getByRole('button', { name: 'Pulizie' }));
    // The service is known now: only the comune is asked, and the answer leads to the email.
    expect(await within(log()).findByText("In quale comune serve l'intervento?")).toBeTruthy();
    await user.type(messageInput(), 'Milano{Enter}');
    await screen.findByRole('textbox', { name: 'La tua email' });
    expect(summary().textContent).toContain('Pulizie');
    expect(api.requestsTo('/api/leads/profile').at(-1)?.body).toMatchObject({ answers: 'Milano', context: 'ciao\nnon so\nnon so\nPulizie' });
  });

  it('after «No» to a new request, a button starts one and the input is usable', async () => {
    const user = await declineAnotherRequest();
    const restart = await screen.findByRole('button', { name: 'Nuova richiesta' });
    expectInputDisabled(false);
    await user.click(restart);
    await waitFor(() => expect(bubbles()).toEqual(['ai']));
    expect(within(log()).getByText(defaultChatTemplates.welcome_message)).toBeTruthy();
  }, 15_000);

  it('after «No», writing in the input starts a new request', async () => {
    const user = await declineAnotherRequest();
    await waitFor(() => expectInputDisabled(false));
    await user.type(messageInput(), `${CLEAR_REQUEST}{Enter}`);
    await screen.findByRole('textbox', { name: 'La tua email' });
    expect(bubbles()).toEqual(['ai', 'user', 'ai']);
    expect(api.requestsTo('/api/leads/profile').at(-1)?.body).toEqual({ userRequest: CLEAR_REQUEST });
  }, 15_000);
});

describe('chat: resending the code and changing the email (issue 29, item 2)', () => {
  const resendButton = () => screen.getByRole('button', { name: /^Invia di nuovo/ });

  it('counts down the wait the server gave, then sends a new code that replaces the previous one', async () => {
    let sends = 0;
    api.sendVerification = () => {
      sends += 1;
      const leadId = sends === 1 ? FAKE_VERIFICATION_ID : LANDING_ID;
      return { status: 200, body: { success: true, message: 'Codice inviato', leadId, resendAfterSeconds: 2 } };
    };
    const user = userEvent.setup();
    await openChat();
    await reachCodeStep(user);
    expect(resendButton().textContent).toMatch(/^Invia di nuovo tra 0:0[12]$/);
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(resendButton().textContent).toBe('Invia di nuovo il codice'), { timeout: 3500 });
    await user.click(resendButton());
    expect(await screen.findByText('Nuovo codice inviato')).toBeTruthy();
    expect(bodiesTo('/api/send-verification')).toEqual([{ email: EMAIL }, { email: EMAIL, replacesLeadId: FAKE_VERIFICATION_ID }]);
    await waitFor(() => expect(document.activeElement).toBe(codeInput()));
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    // The new verification is the one completed.
    await user.type(codeInput(), `${VALID_CODE}{Enter}`);
    await sendDetails(user);
    await waitFor(() => expect(bodiesTo('/api/leads/complete')[0]).toMatchObject({ leadId: LANDING_ID }));
  }, 10_000);

  it('a refused resend shows the server’s message and its wait', async () => {
    let sends = 0;
    api.sendVerification = () => {
      sends += 1;
      if (sends === 1)
        return { status: 200, body: { success: true, message: 'Codice inviato', leadId: FAKE_VERIFICATION_ID, resendAfterSeconds: 0 } };
      return {
        status: 429,
        headers: { 'retry-after': '42' },
        body: {
          code: 'resend_too_soon',
          message: 'Ti abbiamo appena inviato un codice: controlla la posta, anche nello spam. Riprova tra poco se non arriva.',
        },
      };
    };
    const user = userEvent.setup();
    await openChat();
    await reachCodeStep(user);
    await user.click(resendButton());
    expect(
      await screen.findByText('Ti abbiamo appena inviato un codice: controlla la posta, anche nello spam. Riprova tra poco se non arriva.'),
    ).toBeTruthy();
    await waitFor(() => expect(resendButton().textContent).toMatch(/^Invia di nuovo tra 0:4[12]$/));
    expect(codeInput()).toBeTruthy();
  });

  it('«Cambia email» returns to the email step with the address typed, keeps the conversation, and the new code replaces the old', async () => {
    const user = userEvent.setup();
    await openChat();
    await reachCodeStep(user);
    const before = bubbles().length;
    await user.click(screen.getByRole('button', { name: 'Cambia email' }));
    const field = await screen.findByRole('textbox', { name: 'La tua email' });
    expect((field as HTMLInputElement).value).toBe(EMAIL);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(bubbles()).toHaveLength(before + 1);
    expect(within(log()).getByText(CLEAR_REQUEST)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Codice di verifica' })).toBeNull();
    await user.clear(field);
    await user.type(field, 'giusta@example.it{Enter}');
    await screen.findByRole('textbox', { name: 'Codice di verifica' });
    expect(bodiesTo('/api/send-verification')).toEqual([{ email: EMAIL }, { email: 'giusta@example.it', replacesLeadId: FAKE_VERIFICATION_ID }]);
    await user.type(codeInput(), `${VALID_CODE}{Enter}`);
    await waitFor(() => expect(bodiesTo('/api/verify-code').at(-1)).toEqual({ email: 'giusta@example.it', code: VALID_CODE }));
  });
});

describe('chat: kept for the tab (issue 29, item 3)', () => {
  it('a reload returns to the code step: same conversation, no code kept; completing clears it', async () => {
    const user = userEvent.setup();
    await openChat();
    const first = screen.getByRole('log');
    await reachCodeStep(user);
    await user.type(codeInput(), '9876');
    const conversation = [...log().querySelectorAll('[data-message-type]')].map((bubble) => bubble.textContent);
    expect(JSON.stringify(Object.entries(sessionStorage))).not.toContain('9876');
    cleanupChat(first);

    await openChat();
    await screen.findByRole('textbox', { name: 'Codice di verifica' });
    expect([...log().querySelectorAll('[data-message-type]')].map((bubble) => bubble.textContent)).toEqual(conversation);
    expect((codeInput() as HTMLInputElement).value).toBe('');
    await user.type(codeInput(), `${VALID_CODE}{Enter}`);
    await sendDetails(user);
    await waitFor(() => expect(bodiesTo('/api/leads/complete')).toHaveLength(1));
    expect(bodiesTo('/api/leads/complete')[0]).toMatchObject({
      leadId: FAKE_VERIFICATION_ID,
      userEmail: EMAIL,
      category: 'Idraulico',
      istatCode: '015146',
    });
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it('a reload in the middle of the questions, of a choice, of the summary returns there', async () => {
    api.profile = () => ({
      status: 200,
      body: { success: true, profile: { category: 'Avvocato', needsClarification: false, clarificationQuestions: [], location: null } },
    });
    const user = userEvent.setup();
    await openChat();
    await user.type(messageInput(), 'Mi serve un avvocato{Enter}');
    await screen.findByRole('group', { name: 'Servizi disponibili' });
    cleanupChat(screen.getByRole('log'));
    await openChat();
    expect(screen.getByRole('group', { name: 'Servizi disponibili' })).toBeTruthy();
    expectInputDisabled(false);
  });

  it('«Nuova richiesta» clears the kept conversation; a corrupt one is ignored', async () => {
    sessionStorage.setItem('trovapro:chat:home', '{"version":1,"savedAt":');
    const user = userEvent.setup();
    await openChat();
    expect(bubbles()).toEqual(['ai']);
    expect(sessionStorage.getItem('trovapro:chat:home')).toBeNull();
    await reachEmailStep(user);
    expect(sessionStorage.getItem('trovapro:chat:home')).not.toBeNull();
  });

  it('a landing page keeps its own conversation, apart from Home', async () => {
    const user = userEvent.setup();
    await openChat({ landingPageId: LANDING_ID, prefilledService: 'Idraulico', prefilledLocation: 'Milano' });
    await reachEmailStep(user);
    expect(sessionStorage.getItem(`trovapro:chat:${LANDING_ID}`)).not.toBeNull();
    expect(sessionStorage.getItem('trovapro:chat:home')).toBeNull();
  });
});

/** Unmounts the chat as a reload would (the tab's storage stays). */
function cleanupChat(log: HTMLElement) {
  const root = log.closest('[data-chatbot]')?.parentElement;
  act(() => root?.remove());
}
