import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_BOUGHT_MESSAGE,
  BROKEN_CARD,
  DECLINED_CARD,
  DECLINED_MESSAGE,
  EXPIRED_CARD,
  EXPIRED_MESSAGE,
  INVALID_TAX_ID_MESSAGE,
  SOLD_OUT_MESSAGE,
  SUCCESS_CARD,
  LINK_TOKEN,
  billingDetails,
  leadPath,
  leadView,
  startFakeCheckoutApi,
  type FakeCheckoutApi,
} from '../../../test/fake-checkout-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeEach(async () => {
  api = await startFakeCheckoutApi();
});
afterEach(async () => {
  await api.close();
});

const COMPANY = { name: 'Idraulica Rossi Srl', email: 'info@idraulicarossi.it' };
/** The billing body the fixture's prefilled data (`billingDetails()`) is sent as. */
const SENT_BILLING = { taxId: '12345678903', street: 'Via Roma 1', postalCode: '20121', city: 'Milano', province: 'MI', sdiCode: 'M5UXCR1' };

async function openLead(overrides: Parameters<typeof leadView>[0] = {}) {
  const lead = leadView({ price: '12.50', originalPrice: '25.00', isDiscounted: true, ...overrides });
  api.leads.set(lead.id, lead);
  renderApp(leadPath(lead.id), api.origin);
  await screen.findByRole('button', { name: 'Procedi al Pagamento' });
  return lead;
}

const nameInput = () => screen.getByLabelText(/Nome azienda/) as HTMLInputElement;
const emailInput = () => screen.getByLabelText(/Email aziendale/) as HTMLInputElement;
const taxIdInput = () => screen.getByLabelText(/Partita IVA o codice fiscale/) as HTMLInputElement;
const streetInput = () => screen.getByLabelText(/Indirizzo/) as HTMLInputElement;
const cityInput = () => screen.getByLabelText(/Comune/) as HTMLInputElement;
const postalCodeInput = () => screen.getByLabelText(/CAP/) as HTMLInputElement;
const provinceInput = () => screen.getByLabelText(/Provincia/) as HTMLInputElement;
const sdiInput = () => screen.getByLabelText(/Codice SDI/) as HTMLInputElement;
const pecInput = () => screen.getByLabelText(/PEC/) as HTMLInputElement;
const proceedButton = () => screen.getByRole('button', { name: 'Procedi al Pagamento' });
/** The message a field shows under it (Mantine links it by aria-describedby), or null. */
function fieldError(input: HTMLInputElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}
const cardInput = () => screen.getByLabelText(/Numero della carta/) as HTMLInputElement;
const expiryInput = () => screen.getByLabelText(/Scadenza \(MM\/AA\)/) as HTMLInputElement;
const cvcInput = () => screen.getByLabelText(/CVC/) as HTMLInputElement;
const payButton = () => screen.getByRole('button', { name: 'Acquista Lead - €12,50' });
/** The requests as the API saw them: method, path with query, and JSON body. */
const calls = (method: string, prefix: string) =>
  api.requests.filter((r) => r.method === method && r.url.startsWith(prefix)).map(({ url, body }) => ({ method, url, body }));

/** Types the company over what the form was prefilled with. */
async function giveCompany(user: UserEvent, company = COMPANY) {
  await user.clear(nameInput());
  await user.clear(emailInput());
  if (company.name) await user.type(nameInput(), company.name);
  if (company.email) await user.type(emailInput(), company.email);
  await user.click(screen.getByRole('button', { name: 'Procedi al Pagamento' }));
}

async function reachCardForm(user: UserEvent) {
  await openLead();
  await giveCompany(user);
  await screen.findByLabelText(/Numero della carta/);
}

async function pay(user: UserEvent, card: string) {
  await user.type(cardInput(), card.replaceAll(' ', ''));
  await user.type(expiryInput(), '1230');
  await user.type(cvcInput(), '123');
  await user.click(payButton());
}

describe('company step (product §5 Purchase)', () => {
  it('marks both fields required, the email as type=email', async () => {
    await openLead();
    expect(nameInput().getAttribute('aria-required')).toBe('true');
    expect(emailInput().getAttribute('aria-required')).toBe('true');
    expect(emailInput().type).toBe('email');
  });

  it.each([
    ['both fields', { name: '', email: '' }],
    ['the email', { name: COMPANY.name, email: '' }],
    ['the company name', { name: '   ', email: COMPANY.email }],
  ])("without %s shows 'Campi obbligatori' and sends nothing", async (_missing, company) => {
    const user = userEvent.setup();
    await openLead();
    await giveCompany(user, company);
    expect(await screen.findByText('Campi obbligatori')).toBeTruthy();
    expect(screen.getByText('Inserisci nome azienda e email')).toBeTruthy();
    expect(fieldError(nameInput())).toBe(company.name.trim() ? null : 'Inserisci il nome dell’azienda');
    expect(fieldError(emailInput())).toBe(company.email ? null : 'Inserisci l’email aziendale');
    expect(calls('POST', '/api/business/purchase')).toEqual([]);
  });

  it('with a malformed email says so and sends nothing', async () => {
    const user = userEvent.setup();
    await openLead();
    await giveCompany(user, { name: COMPANY.name, email: 'info@rossi' });
    expect(await screen.findByText('Email non valida')).toBeTruthy();
    expect(screen.getByText(/Inserisci un indirizzo email aziendale valido/)).toBeTruthy();
    expect(fieldError(emailInput())).toBe('Inserisci un’email valida, ad esempio info@azienda.it');
    expect(document.activeElement).toBe(emailInput());
    expect(calls('POST', '/api/business/purchase')).toEqual([]);
  });

  it("shows the server's message when the purchase is refused, keeping what was typed", async () => {
    const user = userEvent.setup();
    api.buyers.add(COMPANY.email);
    await openLead();
    await giveCompany(user);
    expect(await screen.findByText(ALREADY_BOUGHT_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Errore')).toBeTruthy();
    expect(nameInput().value).toBe(COMPANY.name);
    expect(emailInput().value).toBe(COMPANY.email);
    expect(screen.queryByLabelText(/Numero della carta/)).toBeNull();
  });

  it('shows a sold-out answer (410) the same way', async () => {
    const user = userEvent.setup();
    const lead = await openLead();
    api.leads.delete(lead.id);
    await giveCompany(user);
    expect(await screen.findByText(SOLD_OUT_MESSAGE)).toBeTruthy();
  });

  it("falls back to 'Errore durante la preparazione del pagamento' when the server gives no message", async () => {
    const user = userEvent.setup();
    await openLead();
    await api.close();
    await giveCompany(user);
    expect(await screen.findByText('Errore durante la preparazione del pagamento', {}, { timeout: 3000 })).toBeTruthy();
    api = await startFakeCheckoutApi();
  });

  it('shows the button loading while the payment is prepared', async () => {
    const user = userEvent.setup();
    await openLead();
    let release = () => {};
    api.hold = new Promise((resolve) => (release = resolve));
    await giveCompany(user);
    const button = screen.getByRole('button', { name: 'Procedi al Pagamento' });
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
    release();
    expect(await screen.findByLabelText(/Numero della carta/)).toBeTruthy();
  });

  it("starts from the invited business of the link: its name and email, sent with the link's token", async () => {
    const user = userEvent.setup();
    const lead = await openLead({ invitedBusiness: { name: 'Termoidraulica Verdi', email: 'ufficio@verdi.it', billing: billingDetails() } });
    expect(nameInput().value).toBe('Termoidraulica Verdi');
    expect(emailInput().value).toBe('ufficio@verdi.it');
    await user.click(screen.getByRole('button', { name: 'Procedi al Pagamento' }));
    await screen.findByLabelText(/Numero della carta/);
    expect(calls('POST', '/api/business/purchase')).toEqual([
      {
        method: 'POST',
        url: `/api/business/purchase/${lead.id}?t=${LINK_TOKEN}`,
        body: { businessName: 'Termoidraulica Verdi', businessEmail: 'ufficio@verdi.it', billing: SENT_BILLING },
      },
    ]);
  });

  it('sends the company trimmed, on Enter, then shows the card form', async () => {
    const user = userEvent.setup();
    const lead = await openLead();
    await user.clear(nameInput());
    await user.clear(emailInput());
    await user.type(nameInput(), `  ${COMPANY.name} `);
    await user.type(emailInput(), ` ${COMPANY.email}{Enter}`);
    await screen.findByLabelText(/Numero della carta/);
    expect(calls('POST', '/api/business/purchase')).toEqual([
      {
        method: 'POST',
        url: `/api/business/purchase/${lead.id}?t=${LINK_TOKEN}`,
        body: { businessName: COMPANY.name, businessEmail: COMPANY.email, billing: SENT_BILLING },
      },
    ]);
    expect(screen.getByText(`Acquisto per ${COMPANY.name} (${COMPANY.email})`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Procedi al Pagamento' })).toBeNull();
  });
});

describe('company step: billing data (issue 20)', () => {
  it('starts empty for a business that never bought, every required field marked, with the e-invoice hint', async () => {
    await openLead({ invitedBusiness: { ...COMPANY, billing: null } });
    expect(screen.getByRole('group', { name: 'Dati di fatturazione' })).toBeTruthy();
    for (const input of [taxIdInput(), streetInput(), cityInput(), postalCodeInput(), provinceInput()]) {
      expect(input.value).toBe('');
      expect(input.getAttribute('aria-required')).toBe('true');
    }
    expect(sdiInput().value).toBe('');
    expect(pecInput().value).toBe('');
    expect(sdiInput().hasAttribute('aria-required')).toBe(false);
    expect(pecInput().type).toBe('email');
    expect(
      screen.getByText(
        'Per ricevere la fattura elettronica indica il codice SDI oppure la PEC. Senza codice SDI né PEC la fattura ti viene recapitata nel tuo cassetto fiscale sul sito dell’Agenzia delle Entrate.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Li useremo per intestarti la fattura elettronica dell’acquisto.')).toBeTruthy();
    // Name and email still come from the invited business.
    expect(nameInput().value).toBe(COMPANY.name);
  });

  it('says at each field what is missing, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    await openLead({ invitedBusiness: { ...COMPANY, billing: null } });
    await user.click(proceedButton());
    expect(await screen.findByText('Dati di fatturazione da completare')).toBeTruthy();
    expect(fieldError(taxIdInput())).toBe('Inserisci la partita IVA o il codice fiscale');
    expect(fieldError(streetInput())).toBe('Inserisci via e numero civico');
    expect(fieldError(cityInput())).toBe('Inserisci il comune');
    expect(fieldError(postalCodeInput())).toBe('Inserisci il CAP');
    expect(fieldError(provinceInput())).toBe('Inserisci la sigla della provincia');
    expect(fieldError(sdiInput())).toBeNull();
    expect(fieldError(nameInput())).toBeNull();
    expect(document.activeElement).toBe(taxIdInput());
    expect(calls('POST', '/api/business/purchase')).toEqual([]);
    // Typing in a field clears its message only.
    await user.type(taxIdInput(), '1');
    expect(fieldError(taxIdInput())).toBeNull();
    expect(fieldError(streetInput())).toBe('Inserisci via e numero civico');
  });

  it('refuses a tax id whose check character is wrong, a short CAP and a bad SDI code or PEC', async () => {
    const user = userEvent.setup();
    await openLead({ invitedBusiness: { ...COMPANY, billing: null } });
    await user.type(taxIdInput(), '12345678901');
    await user.type(streetInput(), 'Via Roma 1');
    await user.type(cityInput(), 'Milano');
    await user.type(postalCodeInput(), '2012');
    await user.type(provinceInput(), 'mi');
    await user.type(sdiInput(), 'abc');
    await user.type(pecInput(), 'rossi@pec');
    await user.click(proceedButton());
    expect(fieldError(taxIdInput())).toBe('Partita IVA o codice fiscale non valido: controlla di averlo scritto per intero');
    expect(fieldError(postalCodeInput())).toBe('Il CAP ha 5 cifre');
    expect(fieldError(sdiInput())).toBe('Il codice SDI ha 7 caratteri, lettere o cifre');
    expect(fieldError(pecInput())).toBe('Inserisci un indirizzo PEC valido');
    expect(fieldError(provinceInput())).toBeNull();
    // The sigla and the SDI code are written upper-case as they are typed.
    expect(provinceInput().value).toBe('MI');
    expect(sdiInput().value).toBe('ABC');
    expect(calls('POST', '/api/business/purchase')).toEqual([]);
  });

  it('sends what was typed: a codice fiscale compact, the sigla upper-case, the PEC, no blank SDI code', async () => {
    const user = userEvent.setup();
    const lead = await openLead({ invitedBusiness: { ...COMPANY, billing: null } });
    await user.type(taxIdInput(), 'rssmra80a01h501u');
    await user.type(streetInput(), 'Via Garibaldi 12');
    await user.type(cityInput(), 'Fano');
    await user.type(postalCodeInput(), '61032');
    await user.type(provinceInput(), 'pu');
    await user.type(pecInput(), 'rossi@pec.it');
    await user.click(proceedButton());
    await screen.findByLabelText(/Numero della carta/);
    expect(calls('POST', '/api/business/purchase')).toEqual([
      {
        method: 'POST',
        url: `/api/business/purchase/${lead.id}?t=${LINK_TOKEN}`,
        body: {
          businessName: COMPANY.name,
          businessEmail: COMPANY.email,
          billing: { taxId: 'RSSMRA80A01H501U', street: 'Via Garibaldi 12', postalCode: '61032', city: 'Fano', province: 'PU', pec: 'rossi@pec.it' },
        },
      },
    ]);
  });

  it('prefills every field from the billing data the business gave before', async () => {
    const billing = billingDetails({ taxId: 'RSSMRA80A01H501U', taxIdKind: 'codice_fiscale', sdiCode: null, pec: 'mario@pec.it' });
    await openLead({ invitedBusiness: { name: 'Mario Rossi', email: 'mario@rossi.it', billing } });
    expect(nameInput().value).toBe('Mario Rossi');
    expect(emailInput().value).toBe('mario@rossi.it');
    expect(taxIdInput().value).toBe('RSSMRA80A01H501U');
    expect(streetInput().value).toBe('Via Roma 1');
    expect(cityInput().value).toBe('Milano');
    expect(postalCodeInput().value).toBe('20121');
    expect(provinceInput().value).toBe('MI');
    expect(sdiInput().value).toBe('');
    expect(pecInput().value).toBe('mario@pec.it');
  });

  it("shows the server's refusal of a sigla it does not know (400 billing.province) at that field", async () => {
    const user = userEvent.setup();
    api.purchaseRefusal = { field: 'billing.province', message: 'Sigla della provincia sconosciuta' };
    await openLead();
    await user.clear(provinceInput());
    await user.type(provinceInput(), 'XX');
    await user.click(proceedButton());
    await waitFor(() => expect(fieldError(provinceInput())).toBe('Sigla della provincia sconosciuta'));
    expect(document.activeElement).toBe(provinceInput());
    expect(provinceInput().value).toBe('XX');
    expect(fieldError(taxIdInput())).toBeNull();
  });

  it("shows the server's refusal of a field (400 billing.taxId) at that field, keeping everything typed", async () => {
    const user = userEvent.setup();
    api.purchaseRefusal = { field: 'billing.taxId', message: INVALID_TAX_ID_MESSAGE };
    await openLead();
    await user.clear(streetInput());
    await user.type(streetInput(), 'Via Dante 7');
    await user.type(pecInput(), 'rossi@pec.it');
    await user.click(proceedButton());
    await waitFor(() => expect(fieldError(taxIdInput())).toBe(INVALID_TAX_ID_MESSAGE));
    expect(document.activeElement).toBe(taxIdInput());
    expect(screen.queryByLabelText(/Numero della carta/)).toBeNull();
    expect(nameInput().value).toBe(COMPANY.name);
    expect(taxIdInput().value).toBe('12345678903');
    expect(streetInput().value).toBe('Via Dante 7');
    expect(pecInput().value).toBe('rossi@pec.it');
    expect(calls('POST', '/api/business/purchase')).toHaveLength(1);
  });

  it('keeps the billing data typed when the server refuses the purchase without naming a field', async () => {
    const user = userEvent.setup();
    api.buyers.add(COMPANY.email);
    await openLead({ invitedBusiness: { ...COMPANY, billing: null } });
    await user.type(taxIdInput(), '12345678903');
    await user.type(streetInput(), 'Via Roma 1');
    await user.type(cityInput(), 'Milano');
    await user.type(postalCodeInput(), '20121');
    await user.type(provinceInput(), 'MI');
    await user.click(proceedButton());
    expect(await screen.findByText(ALREADY_BOUGHT_MESSAGE)).toBeTruthy();
    expect([taxIdInput(), streetInput(), cityInput(), postalCodeInput(), provinceInput()].map((input) => input.value)).toEqual([
      '12345678903',
      'Via Roma 1',
      'Milano',
      '20121',
      'MI',
    ]);
    expect(fieldError(taxIdInput())).toBeNull();
  });
});

describe('test-gateway card form', () => {
  it("labels its fields, formats what is typed and names the test cards (success, declines with Stripe's reasons)", async () => {
    const user = userEvent.setup();
    await reachCardForm(user);
    expect(screen.getByText('Ambiente di pagamento di prova')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0069')).toBeTruthy();
    await user.type(cardInput(), '4242424242424242');
    await user.type(expiryInput(), '1230');
    await user.type(cvcInput(), '12345');
    expect(cardInput().value).toBe('4242 4242 4242 4242');
    expect(expiryInput().value).toBe('12/30');
    expect(cvcInput().value).toBe('1234');
    expect(cardInput().autocomplete).toBe('cc-number');
    expect(payButton()).toBeTruthy();
    expect(screen.getByText('Prezzo IVA inclusa. Dopo il pagamento riceverai via email la copia di cortesia della fattura.')).toBeTruthy();
  });

  it('refuses an incomplete card without calling the gateway', async () => {
    const user = userEvent.setup();
    await reachCardForm(user);
    await user.type(cardInput(), '4242424242424242');
    await user.type(expiryInput(), '13');
    await user.click(payButton());
    expect(await screen.findByText('Dati della carta non validi')).toBeTruthy();
    expect(screen.getByText('Inserisci la scadenza nel formato MM/AA')).toBeTruthy();
    expect(calls('POST', '/api/business/test-gateway')).toEqual([]);
  });

  it('pays with 4242… and goes to the success page with the payment intent', async () => {
    const user = userEvent.setup();
    await reachCardForm(user);
    await pay(user, SUCCESS_CARD);
    expect(await screen.findByText('Pagamento confermato!')).toBeTruthy();
    const [confirm] = calls('POST', '/api/business/test-gateway/confirm');
    const body = confirm?.body as { clientSecret: string; cardNumber: string; expiry: string; cvc: string };
    expect(body).toMatchObject({ cardNumber: SUCCESS_CARD, expiry: '12/30', cvc: '123' });
    const paymentIntentId = body.clientSecret.replace(/_secret_test$/, '');
    await waitFor(() =>
      expect(window.location.href).toBe(`${api.origin}/business/success?payment_intent=${paymentIntentId}&redirect_status=succeeded`),
    );
  });

  it("shows 'Pagamento fallito' with the gateway's message for a declined card, and stays", async () => {
    const user = userEvent.setup();
    const lead = await openLead();
    await giveCompany(user);
    await screen.findByLabelText(/Numero della carta/);
    await pay(user, DECLINED_CARD);
    expect(await screen.findByText('Pagamento fallito')).toBeTruthy();
    expect(screen.getByText(DECLINED_MESSAGE)).toBeTruthy();
    expect(window.location.pathname).toBe(`/business/lead/${lead.id}`);
    expect(cardInput().value).toBe(DECLINED_CARD);
    // The button leaves its loading state, so the buyer can try another card.
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));
  });

  it.each([
    ['an expired card', EXPIRED_CARD, '12/30'],
    ['a past expiry date', SUCCESS_CARD, '01/19'],
  ])("shows 'Pagamento fallito' with the specific reason for %s", async (_case, card, expiry) => {
    const user = userEvent.setup();
    await reachCardForm(user);
    await user.type(cardInput(), card.replaceAll(' ', ''));
    await user.type(expiryInput(), expiry.replace('/', ''));
    await user.type(cvcInput(), '123');
    await user.click(payButton());
    expect(await screen.findByText('Pagamento fallito')).toBeTruthy();
    expect(screen.getByText(EXPIRED_MESSAGE)).toBeTruthy();
    expect(screen.queryByText("Si è verificato un errore durante l'elaborazione del pagamento")).toBeNull();
  });

  it('says the lead is no longer on sale, and nothing was charged, when it went off sale while the card form was open', async () => {
    const user = userEvent.setup();
    const lead = await openLead();
    await giveCompany(user);
    await screen.findByLabelText(/Numero della carta/);
    api.leads.delete(lead.id);
    api.goneLeadIds.add(lead.id);
    await pay(user, SUCCESS_CARD);
    expect(await screen.findByText('Lead Non Disponibile')).toBeTruthy();
    expect(screen.getByText(/il pagamento è stato annullato e non ti è stato addebitato nulla/)).toBeTruthy();
    expect(screen.queryByText('Pagamento confermato!')).toBeNull();
    expect(window.location.pathname).toBe(`/business/lead/${lead.id}`);
  });

  it('shows the generic processing error for any other failure', async () => {
    const user = userEvent.setup();
    await reachCardForm(user);
    await pay(user, BROKEN_CARD);
    expect(await screen.findByText("Si è verificato un errore durante l'elaborazione del pagamento")).toBeTruthy();
    expect(screen.getByText('Errore')).toBeTruthy();
  });
});
