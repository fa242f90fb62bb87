import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { partnerSignupCopy as copy } from '@trovapro/copy';
import { setPageOrigin } from '../../../test/render-chat.tsx';
import {
  INVALID_CODE_MESSAGE,
  startFakePartnerApi,
  VALID_SIGNUP_CODE,
  VALID_VAT,
  WRONG_CHECK_DIGIT_VAT,
  type FakePartnerApi,
} from '../test/fake-partner-api.ts';
import { PartnerSignupIsland } from './partner-signup-island.tsx';

let api: FakePartnerApi;
beforeEach(async () => {
  api = await startFakePartnerApi();
  setPageOrigin(api.origin, '/aziende');
});
afterEach(async () => {
  await api.close();
});

const EMAIL = 'info@idraulicarossi.it';
const companyName = () => screen.getByRole('textbox', { name: copy.companyNameLabel }) as HTMLInputElement;
const email = () => screen.getByRole('textbox', { name: copy.emailLabel }) as HTMLInputElement;
const phone = () => screen.getByRole('textbox', { name: copy.phoneLabel }) as HTMLInputElement;
const vatNumber = () => screen.getByRole('textbox', { name: copy.vatNumberLabel }) as HTMLInputElement;
const category = () => screen.getByRole('combobox', { name: copy.categoryLabel }) as HTMLSelectElement;
const comune = () => screen.getByRole('combobox', { name: copy.comuneLabel }) as HTMLInputElement;
const reach = (label: string) => screen.getByRole('radio', { name: label }) as HTMLInputElement;
const privacy = () => screen.getByRole('checkbox', { name: /informativa privacy/ }) as HTMLInputElement;
const terms = () => screen.getByRole('checkbox', { name: /Termini per le aziende/ }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: copy.submit });
const codeInput = () => screen.getByRole('textbox', { name: copy.codeLabel }) as HTMLInputElement;

/** The text a field is described by (its hint and its error), as a screen reader reads it. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

function renderSignup() {
  return render(<PartnerSignupIsland />);
}

/** Types «Mil», waits for the suggestions and chooses the second (Milazzo) with the keyboard. */
async function chooseComune(user: UserEvent) {
  await user.type(comune(), 'Mil');
  await screen.findByRole('option', { name: 'Milazzo (Messina)' });
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
}

async function fillForm(user: UserEvent) {
  await user.type(companyName(), 'Idraulica Rossi Srl');
  await user.type(email(), EMAIL);
  await user.type(phone(), '333 123 4567');
  await user.type(vatNumber(), VALID_VAT);
  await user.selectOptions(category(), 'Idraulico');
  await chooseComune(user);
  await user.click(reach(copy.reachOptions.province));
  await user.click(privacy());
  await user.click(terms());
}

async function reachCodeStep(user: UserEvent) {
  await fillForm(user);
  await user.click(submit());
  await screen.findByRole('heading', { name: copy.codeTitle });
}

describe('partner sign-up: the form', () => {
  it('shows every field with its label, the six categories, the three reaches and the privacy links', () => {
    renderSignup();
    for (const field of [companyName(), email(), phone(), vatNumber(), category(), comune()]) expect(field.required).toBe(true);
    expect(description(email())).toBe(copy.emailHint);
    expect(description(vatNumber())).toBe(copy.vatNumberHint);
    expect(
      within(category())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([copy.categoryPlaceholder, 'Idraulico', 'Elettricista', 'Imbianchino', 'Meccanico', 'Pulizie', 'Giardinaggio']);
    const group = screen.getByRole('group', { name: copy.reachLegend });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['comune', 'province', 'region']);
    expect(reach(copy.reachOptions.comune).checked).toBe(true);
    expect(privacy().checked).toBe(false);
    expect(screen.getByRole('link', { name: copy.privacyLink }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: copy.termsLink }).getAttribute('href')).toBe('/termini');
    // The terms for businesses (issue 33): a box of their own, required, linking /termini-aziende in a new tab.
    expect(terms().checked).toBe(false);
    expect(terms().required).toBe(true);
    const businessTerms = screen.getByRole('link', { name: copy.businessTermsLink });
    expect(businessTerms.getAttribute('href')).toBe('/termini-aziende');
    expect(businessTerms.getAttribute('target')).toBe('_blank');
  });

  it('sends nothing while a field is missing: each says what it needs, and the first gets the focus', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(companyName()));
    expect(description(companyName())).toBe(copy.required.companyName);
    expect(description(email())).toBe(`${copy.emailHint} ${copy.required.email}`);
    expect(description(phone())).toBe(copy.required.phone);
    expect(description(vatNumber())).toBe(`${copy.vatNumberHint} ${copy.required.vatNumber}`);
    expect(description(category())).toBe(copy.required.category);
    expect(description(comune())).toContain(copy.required.comune);
    expect(description(privacy())).toBe(copy.required.privacy);
    expect(description(terms())).toBe(copy.required.terms);
    expect(companyName().getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('partnerSignup')).toHaveLength(0);

    // Typing into a field takes its message away.
    await user.type(companyName(), 'Idraulica Rossi Srl');
    expect(companyName().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(copy.required.companyName)).toBeNull();
  });

  it('checks the partita IVA’s check digit and length before sending, and the email and phone', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillForm(user);
    await user.clear(vatNumber());
    await user.type(vatNumber(), WRONG_CHECK_DIGIT_VAT);
    await user.clear(email());
    await user.type(email(), 'info@idraulicarossi');
    await user.clear(phone());
    await user.type(phone(), '12');
    await user.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(description(email())).toBe(`${copy.emailHint} ${copy.emailInvalid}`);
    expect(description(phone())).toBe(copy.phoneInvalid);
    expect(description(vatNumber())).toBe(`${copy.vatNumberHint} ${copy.vatNumberCheckDigit}`);
    expect(api.callsTo('partnerSignup')).toHaveLength(0);

    await user.clear(vatNumber());
    await user.type(vatNumber(), '1234567890');
    await user.click(submit());
    await waitFor(() => expect(description(vatNumber())).toBe(`${copy.vatNumberHint} ${copy.vatNumberLength}`));
    expect(api.callsTo('partnerSignup')).toHaveLength(0);
  });

  it('asks for a comune chosen from the suggestions, not just typed', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(comune(), 'Milanoo');
    await user.click(submit());
    await waitFor(() => expect(description(comune())).toContain(copy.comuneNotChosen));
  });
});

describe('partner sign-up: the comune picker', () => {
  it('searches after 2 letters and a pause, and is chosen with the keyboard: arrows, Enter; «Nome (Provincia)»', async () => {
    // The pause is advanced, not waited; time still flows for the fake API's replies.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignup();
    await user.type(comune(), 'M');
    // One letter asks nothing, and shows no list.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(api.callsTo('comuneSearch')).toHaveLength(0);
    expect(comune().getAttribute('aria-expanded')).toBe('false');

    await user.type(comune(), 'i');
    const listbox = await screen.findByRole('listbox', { name: copy.comuneOptionsLabel });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Milano (Milano)', 'Milazzo (Messina)', 'Mira (Venezia)']);
    // The typing was debounced: one search, for both letters.
    expect(api.callsTo('comuneSearch').map((call) => call.query.get('q'))).toEqual(['Mi']);
    expect(comune().getAttribute('aria-expanded')).toBe('true');
    expect(comune().getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('status').textContent).toBe(copy.comuneResults(3));

    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(comune().getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toBe('Milano (Milano)');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()?.textContent).toBe('Milano (Milano)');
    await user.keyboard('{ArrowUp}');
    expect(active()?.textContent).toBe('Mira (Venezia)');
    await user.keyboard('{Enter}');

    expect(comune().value).toBe('Mira (Venezia)');
    expect(comune().getAttribute('aria-expanded')).toBe('false');
    expect(comune().getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    // Enter chose the comune: it did not send the form.
    expect(api.callsTo('partnerSignup')).toHaveLength(0);
    expect(screen.queryByText(copy.required.companyName)).toBeNull();
  });

  it('closes with Escape, chooses with a click, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(comune(), 'fa');
    await screen.findByRole('option', { name: 'Fano (Pesaro e Urbino)' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Fabriano (Ancona)' }));
    expect(comune().value).toBe('Fabriano (Ancona)');

    await user.clear(comune());
    await user.type(comune(), 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(copy.comuneNoResults));
    // Shown under the field too (hidden from screen readers, which hear the status line).
    expect(screen.getAllByText(copy.comuneNoResults).map((element) => element.getAttribute('aria-hidden'))).toEqual(['true', null]);
  });

  it('says so when the search fails', async () => {
    const user = userEvent.setup();
    renderSignup();
    api.failNext('comuneSearch', { status: 500, body: { code: 'internal_error', message: 'Errore interno del server' } });
    await user.type(comune(), 'Mi');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(copy.comuneSearchFailed));
  });
});

describe('partner sign-up: sign-up, code, done', () => {
  it('sends the form as the contract wants it, asks for the emailed code, and ends with the done message', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillForm(user);
    await user.clear(vatNumber());
    await user.type(vatNumber(), `IT ${VALID_VAT.slice(0, 5)} ${VALID_VAT.slice(5)}`);
    await user.click(submit());

    await screen.findByRole('heading', { name: copy.codeTitle });
    expect(api.callsTo('partnerSignup').map((call) => call.body)).toEqual([
      {
        companyName: 'Idraulica Rossi Srl',
        email: EMAIL,
        phone: '+39 333 123 4567',
        vatNumber: VALID_VAT,
        category: 'Idraulico',
        istatCode: '083049',
        serviceReach: 'province',
        privacyAccepted: true,
        termsAccepted: true,
      },
    ]);
    expect(
      screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent?.startsWith(`${copy.codeSentBefore}${EMAIL}`) === true),
    ).toBeTruthy();
    expect(screen.getByText(EMAIL).tagName).toBe('STRONG');
    await waitFor(() => expect(document.activeElement).toBe(codeInput()));
    expect(codeInput().inputMode).toBe('numeric');
    expect(codeInput().maxLength).toBe(4);

    // Not 4 digits: said at the field, nothing sent.
    await user.type(codeInput(), '12');
    await user.click(screen.getByRole('button', { name: copy.codeSubmit }));
    expect(description(codeInput())).toBe(copy.codeInvalid);
    expect(api.callsTo('partnerVerifyCode')).toHaveLength(0);

    // A wrong code: the API's message at the field, what was typed kept.
    await user.clear(codeInput());
    await user.type(codeInput(), '1111');
    await user.click(screen.getByRole('button', { name: copy.codeSubmit }));
    await waitFor(() => expect(description(codeInput())).toBe(INVALID_CODE_MESSAGE));
    expect(codeInput().value).toBe('1111');

    await user.clear(codeInput());
    await user.type(codeInput(), `${VALID_SIGNUP_CODE}{Enter}`);
    const done = await screen.findByRole('heading', { name: copy.doneTitle });
    expect(screen.getByText(copy.doneText)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(done));
    const [signupId] = [...api.signups.keys()];
    expect(api.callsTo('partnerVerifyCode').map((call) => call.body)).toEqual([
      { signupId, code: '1111' },
      { signupId, code: VALID_SIGNUP_CODE },
    ]);
  });

  it('goes back from the code to the form with everything kept («Modifica i dati»), and sends the corrected email', async () => {
    const user = userEvent.setup();
    renderSignup();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: copy.editDetails }));

    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(companyName().value).toBe('Idraulica Rossi Srl');
    expect(email().value).toBe(EMAIL);
    expect(phone().value).toBe('333 123 4567');
    expect(vatNumber().value).toBe(VALID_VAT);
    expect(category().value).toBe('Idraulico');
    expect(comune().value).toBe('Milazzo (Messina)');
    expect(reach(copy.reachOptions.province).checked).toBe(true);
    expect(privacy().checked).toBe(true);

    await user.clear(email());
    await user.type(email(), 'preventivi@idraulicarossi.it');
    await user.click(submit());
    await screen.findByRole('heading', { name: copy.codeTitle });
    expect(screen.getByText('preventivi@idraulicarossi.it')).toBeTruthy();
    expect(api.callsTo('partnerSignup').map((call) => (call.body as { email: string }).email)).toEqual([EMAIL, 'preventivi@idraulicarossi.it']);
  });

  it('waits visibly while the sign-up is sent', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillForm(user);
    let release = () => {};
    api.hold = new Promise((resolve) => {
      release = resolve;
    });
    await user.click(submit());
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBe('true'));
    expect(companyName().readOnly).toBe(true);
    // A second press sends nothing more.
    await user.click(submit());
    release();
    api.hold = null;
    await screen.findByRole('heading', { name: copy.codeTitle });
    expect(api.callsTo('partnerSignup')).toHaveLength(1);
  });
});

describe('partner sign-up: the terms for businesses', () => {
  it('sends nothing without the box ticked: says so at the box and focuses it', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillForm(user);
    await user.click(terms());
    await user.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(terms()));
    expect(description(terms())).toBe(copy.required.terms);
    expect(terms().getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('partnerSignup')).toHaveLength(0);
  });

  it('puts the API’s refusal of the terms (termsAccepted) at the box', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillForm(user);
    const message = 'Per iscriverti devi accettare i Termini per le aziende.';
    api.failNext('partnerSignup', { status: 400, body: { code: 'validation_error', message, field: 'termsAccepted' } });
    await user.click(submit());
    await waitFor(() => expect(description(terms())).toBe(message));
    expect(terms().checked).toBe(true);
  });
});

describe('partner sign-up: the API’s refusals', () => {
  it('shows an error that names a field at that field, focused, with everything typed kept', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillForm(user);
    const message = 'La partita IVA non è valida: controlla le 11 cifre.';
    api.failNext('partnerSignup', { status: 400, body: { code: 'validation_error', message, field: 'vatNumber' } });
    await user.click(submit());

    await waitFor(() => expect(description(vatNumber())).toBe(`${copy.vatNumberHint} ${message}`));
    expect(vatNumber().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(vatNumber()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(companyName().value).toBe('Idraulica Rossi Srl');
    expect(email().value).toBe(EMAIL);
    expect(comune().value).toBe('Milazzo (Messina)');
    expect(privacy().checked).toBe(true);
  });

  it('puts the comune’s refusal (istatCode) under the comune and a taken email (409) under the email', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillForm(user);
    const unknown = 'Scegli il comune della sede dall’elenco.';
    api.failNext('partnerSignup', { status: 400, body: { code: 'validation_error', message: unknown, field: 'istatCode' } });
    await user.click(submit());
    await waitFor(() => expect(description(comune())).toContain(unknown));

    const taken = 'Esiste già un’azienda partner con questa email.';
    api.failNext('partnerSignup', { status: 409, body: { code: 'conflict', message: taken, field: 'email' } });
    await user.click(submit());
    await waitFor(() => expect(description(email())).toBe(`${copy.emailHint} ${taken}`));
    expect(description(comune())).not.toContain(unknown);
  });

  it('shows the 429’s message and keeps the form as typed', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillForm(user);
    const message = 'Troppe richieste di iscrizione. Riprova tra qualche minuto.';
    api.failNext('partnerSignup', { status: 429, body: { code: 'too_many_requests', message }, headers: { 'retry-after': '600' } });
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: copy.codeTitle })).toBeNull();
    expect(companyName().value).toBe('Idraulica Rossi Srl');
    expect(vatNumber().value).toBe(VALID_VAT);

    // The next try goes through, and the message is gone.
    await user.click(submit());
    await screen.findByRole('heading', { name: copy.codeTitle });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillForm(user);
    api.failNext('partnerSignup', 'drop');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(copy.networkError);
  });

  it('at the code: too many tries (429) is shown; an email taken meanwhile takes the form back, at the email', async () => {
    const user = userEvent.setup();
    renderSignup();
    await reachCodeStep(user);
    const blocked = 'Troppi tentativi con questo codice. Ripeti l’iscrizione per riceverne uno nuovo.';
    api.failNext('partnerVerifyCode', { status: 429, body: { code: 'verification_blocked', message: blocked } });
    await user.type(codeInput(), `${VALID_SIGNUP_CODE}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toBe(blocked);
    expect(codeInput().value).toBe(VALID_SIGNUP_CODE);

    const taken = 'Esiste già un’azienda partner con questa email.';
    api.failNext('partnerVerifyCode', { status: 409, body: { code: 'conflict', message: taken, field: 'email' } });
    await user.click(screen.getByRole('button', { name: copy.codeSubmit }));
    await waitFor(() => expect(description(email())).toBe(`${copy.emailHint} ${taken}`));
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(companyName().value).toBe('Idraulica Rossi Srl');
  });
});
