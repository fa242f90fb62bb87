import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro } from '@trovapro/copy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeInvoice } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { NOT_PAID_MESSAGE, startFakeInvoicesApi, type FakeInvoicesApi } from '../test/fake-invoices-api.ts';
import { currentMonth } from '../utils/invoice-links.ts';
import { InvoicesPanel } from './invoices-panel.tsx';

let api: FakeInvoicesApi;
beforeEach(async () => {
  api = await startFakeInvoicesApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const PATH = '/admin/invoices';
const thisMonth = currentMonth();
const year = thisMonth.slice(0, 4);
const REJECTION = '00305: IdFiscaleIVA del CessionarioCommittente non valido';
const SEND_FAILURE = 'Invio all’intermediario non riuscito dopo 5 tentativi: timeout';
const rowOf = async (number: string) => within((await screen.findByText(number)).closest('tr') as HTMLElement);
const dialogNamed = async (name: string | RegExp) => within(await screen.findByRole('dialog', { name }));
const posts = (suffix: string) => api.calls.filter((call) => call.method === 'POST' && call.path.endsWith(suffix));
type User = ReturnType<typeof userEvent.setup>;
/** A document's «Azioni» menu: what it offers ([] when the row has no menu); closed again. */
async function actionsOf(user: User, number: string): Promise<string[]> {
  const button = (await rowOf(number)).queryByRole('button', { name: new RegExp(`^Azioni per la (fattura|nota di credito) ${number}$`) });
  if (!button) return [];
  await user.click(button);
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}
/** Chooses `action` in a document's «Azioni» menu. */
async function choose(user: User, number: string, action: string) {
  await user.click((await rowOf(number)).getByRole('button', { name: new RegExp(`^Azioni per la (fattura|nota di credito) ${number}$`) }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('«Fatture»: refund', () => {
  it('asks first, naming the amount, the card and the credit note; then refunds, names the credit note and refreshes the list', async () => {
    const invoice = makeInvoice({ number: `101/${year}`, date: `${thisMonth}-02`, total: '1250.00', state: 'delivered' });
    api.data.invoices = [invoice];
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    await choose(user, `101/${year}`, 'Rimborsa');
    const dialog = await dialogNamed(`Rimborsare la fattura n. 101/${year}?`);
    const message = dialog.getByText(/torna a Idraulica Rossi S\.r\.l\. sulla carta/);
    expect(message.textContent).toContain(formatEuro('1250.00'));
    expect(message.textContent).toMatch(/nota di credito.*SdI/);
    expect(posts('/refund')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Rimborsa' }));
    expect(await screen.findByText(`Emessa la nota di credito n. 102/${year}, inviata allo SdI.`)).toBeTruthy();
    expect(posts('/refund').map((call) => call.path)).toEqual([`/api/admin/invoices/${invoice.id}/refund`]);
    // The list again: the credit note is in it, and the invoice can no longer be refunded.
    expect((await rowOf(`102/${year}`)).getByText(`Storna la fattura 101/${year}`)).toBeTruthy();
    expect(await actionsOf(user, `101/${year}`)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when no credit note was needed (the invoice had not been issued)', async () => {
    api.data.invoices = [makeInvoice({ number: `7/${year}`, date: `${thisMonth}-03`, state: 'invalid', problems: ['Partita IVA non valida'] })];
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    await choose(user, `7/${year}`, 'Rimborsa');
    await user.click((await dialogNamed(`Rimborsare la fattura n. 7/${year}?`)).getByRole('button', { name: 'Rimborsa' }));
    expect(await screen.findByText('Non è servita una nota di credito: la fattura non era ancora stata emessa.')).toBeTruthy();
  });

  it('shows no «Rimborsa» on a document that cannot be refunded', async () => {
    api.data.invoices = [makeInvoice({ number: `5/${year}`, date: `${thisMonth}-03`, refundable: false })];
    renderSignedIn(<InvoicesPanel />, api, PATH);
    expect(await actionsOf(userEvent.setup(), `5/${year}`)).toEqual([]);
  });

  it('keeps the dialog after a failure of the server, to try again; a refusal (409) is said in Italian', async () => {
    api.data.invoices = [makeInvoice({ number: `101/${year}`, date: `${thisMonth}-02` })];
    api.failing.add('adminRefundInvoice');
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    await choose(user, `101/${year}`, 'Rimborsa');
    const dialog = await dialogNamed(`Rimborsare la fattura n. 101/${year}?`);
    await user.click(dialog.getByRole('button', { name: 'Rimborsa' }));
    expect(await screen.findByText('Il rimborso non è riuscito. Riprova.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: `Rimborsare la fattura n. 101/${year}?` })).toBeTruthy();

    api.failing.delete('adminRefundInvoice');
    api.refusals.set('adminRefundInvoice', { status: 409, code: 'conflict', message: NOT_PAID_MESSAGE });
    await user.click(dialog.getByRole('button', { name: 'Rimborsa' }));
    expect(await screen.findByText(NOT_PAID_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts('/refund')).toHaveLength(2);
  });
});

describe('«Fatture»: correct and send again', () => {
  const rejected = () =>
    makeInvoice({
      number: `7/${year}`,
      date: `${thisMonth}-09`,
      state: 'rejected',
      problems: [REJECTION],
      buyerName: 'Impianti Verdi S.n.c.',
      buyerTaxId: '00743110157',
      billing: {
        taxId: '00743110157',
        taxIdKind: 'partita_iva',
        street: 'Via Po 12',
        postalCode: '10123',
        city: 'Torino',
        province: 'TO',
        sdiCode: 'KRRH6B9',
        pec: null,
      },
      refundable: false,
    });

  it('opens prefilled with the buyer’s data, the reasons and the rule on number and date; a 400 is said at its field; then it is sent', async () => {
    const invoice = rejected();
    api.data.invoices = [invoice];
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    await choose(user, `7/${year}`, 'Correggi e reinvia');
    const dialog = await dialogNamed(`Correggi e reinvia la fattura n. 7/${year}`);
    expect(dialog.getByText('Motivi dello scarto indicati dallo SdI')).toBeTruthy();
    expect(dialog.getByText(REJECTION)).toBeTruthy();
    expect(dialog.getByText(/entro 5 giorni dallo scarto, la fattura mantiene numero e data; dopo, .*nuovo numero e la data di oggi/)).toBeTruthy();
    const field = (label: string | RegExp) => dialog.getByRole('textbox', { name: label }) as HTMLInputElement;
    expect(field(/Ragione sociale o nome/).value).toBe('Impianti Verdi S.n.c.');
    expect(field(/Partita IVA o codice fiscale/).value).toBe('00743110157');
    expect(field(/Indirizzo/).value).toBe('Via Po 12');
    expect(field(/CAP/).value).toBe('10123');
    expect(field(/Comune/).value).toBe('Torino');
    expect(field(/Provincia/).value).toBe('TO');
    expect(field('Codice destinatario').value).toBe('KRRH6B9');
    expect(field('PEC').value).toBe('');

    await user.clear(field(/Provincia/));
    await user.type(field(/Provincia/), 'xx');
    api.refusals.set('adminCorrectInvoice', {
      status: 400,
      code: 'validation_error',
      message: 'Sigla della provincia sconosciuta',
      field: 'billing.province',
    });
    await user.click(dialog.getByRole('button', { name: 'Correggi e reinvia' }));
    expect(await dialog.findByText('Sigla della provincia sconosciuta')).toBeTruthy();
    expect(field(/Provincia/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/Comune/).getAttribute('aria-invalid')).not.toBe('true');
    expect(posts('/correction')).toHaveLength(1);

    await user.clear(field(/Provincia/));
    await user.type(field(/Provincia/), 'to');
    await user.type(field('PEC'), 'verdi@pec.it');
    await user.click(dialog.getByRole('button', { name: 'Correggi e reinvia' }));
    expect(await screen.findByText(`La fattura n. 7/${year} mantiene numero e data. Stato: In coda.`)).toBeTruthy();
    expect(posts('/correction').at(-1)).toMatchObject({
      path: `/api/admin/invoices/${invoice.id}/correction`,
      body: {
        buyerName: 'Impianti Verdi S.n.c.',
        billing: {
          taxId: '00743110157',
          street: 'Via Po 12',
          postalCode: '10123',
          city: 'Torino',
          province: 'TO',
          sdiCode: 'KRRH6B9',
          pec: 'verdi@pec.it',
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await (await rowOf(`7/${year}`)).findByText('In coda')).toBeTruthy();
  });

  it('names the new number when the server issues the document again', async () => {
    api.data.invoices = [rejected()];
    api.renumberCorrections = true;
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    await choose(user, `7/${year}`, 'Correggi e reinvia');
    await user.click((await dialogNamed(`Correggi e reinvia la fattura n. 7/${year}`)).getByRole('button', { name: 'Correggi e reinvia' }));
    expect(await screen.findByText(`La fattura n. 7/${year} è stata sostituita dalla n. 8/${year}, con la data di oggi.`)).toBeTruthy();
    const old = await rowOf(`7/${year}`);
    expect(await old.findByText(`Sostituita dalla n. 8/${year}`)).toBeTruthy();
    expect(old.getByText('Sostituita (nuovo numero)')).toBeTruthy();
  });

  it('names a credit note as such: its menu, the dialog, the rule and the outcome', async () => {
    api.data.invoices = [{ ...rejected(), kind: 'credit_note' }];
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    await user.click(await screen.findByRole('button', { name: `Azioni per la nota di credito 7/${year}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Correggi e reinvia' }));
    const dialog = await dialogNamed(`Correggi e reinvia la nota di credito n. 7/${year}`);
    expect(dialog.getByText(/entro 5 giorni dallo scarto, la nota di credito mantiene numero e data/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Correggi e reinvia' }));
    expect(await screen.findByText('Nota di credito corretta e reinviata')).toBeTruthy();
    expect(screen.getByText(`La nota di credito n. 7/${year} mantiene numero e data. Stato: In coda.`)).toBeTruthy();
  });

  it('checks the fields before sending, and asks before closing once something changed', async () => {
    api.data.invoices = [rejected()];
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    await choose(user, `7/${year}`, 'Correggi e reinvia');
    const dialog = await dialogNamed(`Correggi e reinvia la fattura n. 7/${year}`);
    await user.clear(dialog.getByRole('textbox', { name: /Ragione sociale o nome/ }));
    await user.clear(dialog.getByRole('textbox', { name: /CAP/ }));
    await user.type(dialog.getByRole('textbox', { name: /CAP/ }), '1012');
    await user.click(dialog.getByRole('button', { name: 'Correggi e reinvia' }));
    expect(dialog.getByText('Campo obbligatorio')).toBeTruthy();
    expect(dialog.getByText('Il CAP ha 5 cifre')).toBeTruthy();
    expect(posts('/correction')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    const asked = await dialogNamed('Vuoi chiudere senza salvare?');
    await user.click(asked.getByRole('button', { name: 'Continua a modificare' }));
    expect((dialog.getByRole('textbox', { name: /CAP/ }) as HTMLInputElement).value).toBe('1012');
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    await user.click((await dialogNamed('Vuoi chiudere senza salvare?')).getByRole('button', { name: 'Chiudi senza salvare' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers in each row what its state allows: correct (invalid, rejected), send again (send_failed), refund (refundable)', async () => {
    api.data.invoices = [
      makeInvoice({ number: `1/${year}`, date: `${thisMonth}-01`, state: 'invalid', problems: ['Partita IVA non valida'] }),
      makeInvoice({ number: `2/${year}`, date: `${thisMonth}-01`, state: 'delivered' }),
      makeInvoice({ number: `3/${year}`, date: `${thisMonth}-01`, state: 'send_failed', problems: [SEND_FAILURE] }),
    ];
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    expect(await actionsOf(user, `1/${year}`)).toEqual(['Correggi e reinvia', 'Rimborsa']);
    expect(await actionsOf(user, `2/${year}`)).toEqual(['Rimborsa']);
    expect(await actionsOf(user, `3/${year}`)).toEqual(['Invia di nuovo', 'Rimborsa']);
  });
});

describe('«Fatture»: send again', () => {
  it('shows why the sending failed, sends the same document again and shows its new state', async () => {
    const invoice = makeInvoice({ number: `3/${year}`, date: `${thisMonth}-04`, state: 'send_failed', problems: [SEND_FAILURE] });
    api.data.invoices = [invoice, makeInvoice({ number: `4/${year}`, date: `${thisMonth}-04`, state: 'delivered' })];
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    const row = await rowOf(`3/${year}`);
    expect(row.getByText('Invio non riuscito')).toBeTruthy();
    expect(await actionsOf(user, `4/${year}`)).toEqual(['Rimborsa']);
    await user.click(row.getByRole('button', { name: 'Motivi' }));
    expect(screen.getByText('Perché l’invio non è riuscito')).toBeTruthy();
    expect(screen.getByText(SEND_FAILURE)).toBeTruthy();

    await choose(user, `3/${year}`, 'Invia di nuovo');
    expect(await screen.findByText(`Fattura n. 3/${year}. Stato: Inviata.`)).toBeTruthy();
    expect(posts('/send').map((call) => call.path)).toEqual([`/api/admin/invoices/${invoice.id}/send`]);
    expect(await row.findByText('Inviata')).toBeTruthy();
    expect(await actionsOf(user, `3/${year}`)).toEqual(['Rimborsa']);
  });

  it('says the server’s refusal in Italian', async () => {
    api.data.invoices = [makeInvoice({ number: `3/${year}`, date: `${thisMonth}-04`, state: 'send_failed', problems: [SEND_FAILURE] })];
    api.refusals.set('adminResendInvoice', { status: 409, code: 'conflict', message: 'Il documento è già stato inviato.' });
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    await choose(user, `3/${year}`, 'Invia di nuovo');
    expect(await screen.findByText('Il documento è già stato inviato.')).toBeTruthy();
  });
});
