import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECEIPT_TOKEN,
  billingDetails,
  creditNote,
  invoice,
  receipt,
  receiptPath,
  startFakeCheckoutApi,
  type FakeCheckoutApi,
} from '../../../test/fake-checkout-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeEach(async () => {
  api = await startFakeCheckoutApi();
});
afterEach(async () => {
  Reflect.deleteProperty(window, 'print');
  await api.close();
});

/** The calls about receipts (the footer's company details are fetched too, from /api/legal). */
const receiptRequests = () => api.requests.filter((request) => request.url.startsWith('/api/business/receipts'));
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

// The page is loaded on demand (router `lazy`): the first look waits for it.
async function expectNotFound() {
  expect(await screen.findByRole('heading', { name: 'Documento non trovato' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('http://localhost:3000');
  expect(screen.queryByRole('button', { name: 'Stampa' })).toBeNull();
}

describe('/business/receipt/:receiptId', () => {
  it('shows the receipt: number, date, seller, buyer, item and the IVA breakdown', async () => {
    const shown = receipt();
    api.receipts.set(shown.id, shown);
    renderApp(receiptPath(shown.id), api.origin);

    expect(await screen.findByRole('heading', { name: 'Ricevuta n. 17/2026' })).toBeTruthy();
    expect(screen.getByText('05/03/2026')).toBeTruthy();

    const seller = screen.getByTestId('receipt-seller');
    expect(within(seller).getByText('Emessa da')).toBeTruthy();
    expect(within(seller).getByText('TrovaPro Srl')).toBeTruthy();
    expect(within(seller).getByText('P.IVA 01234567897')).toBeTruthy();
    expect(within(seller).getByText('Corso Buenos Aires 10, 20124 Milano (MI)')).toBeTruthy();
    expect(within(seller).getByText('fatture@trovapro.it')).toBeTruthy();

    const buyer = screen.getByTestId('receipt-buyer');
    expect(within(buyer).getByText('Intestata a')).toBeTruthy();
    expect(within(buyer).getByText('Idraulica Rossi Srl')).toBeTruthy();
    expect(within(buyer).getByText('info@idraulicarossi.it')).toBeTruthy();
    expect(within(buyer).getByText('P.IVA 12345678903')).toBeTruthy();
    expect(within(buyer).getByText('Via Roma 1, 20121 Milano (MI)')).toBeTruthy();
    expect(within(buyer).getByText('Codice SDI M5UXCR1')).toBeTruthy();
    expect(within(buyer).queryByText(/PEC/)).toBeNull();
    // A receipt is no invoice: no courtesy sentence, no SdI, no C.F. or REA of the seller.
    expect(screen.queryByTestId('courtesy-notice')).toBeNull();
    expect(screen.queryByTestId('receipt-sdi')).toBeNull();
    expect(within(seller).queryByText(/C\.F\.|REA/)).toBeNull();

    expect(text(screen.getByTestId('receipt-item'))).toBe('Lead: Idraulico – Fano (Pesaro e Urbino)');
    expect(screen.getByText(`Riferimento: ${shown.lead.id}`)).toBeTruthy();

    const rows = within(screen.getByTestId('receipt-totals'))
      .getAllByRole('row')
      .map((row) => text(row));
    expect(rows).toEqual(['Imponibile20,49 €', 'IVA 22%4,51 €', 'Totale25,00 €']);
    expect(receiptRequests().map((r) => `${r.method} ${r.url}`)).toEqual([`GET /api/business/receipts/${shown.id}?t=${RECEIPT_TOKEN}`]);
  });

  it('shows an invoice as its courtesy copy: title, legal sentence, seller with C.F. and REA, the line, the SdI state', async () => {
    const shown = invoice();
    api.receipts.set(shown.id, shown);
    renderApp(receiptPath(shown.id), api.origin);

    const sheet = await screen.findByRole('article', { name: 'Fattura n. 17/2026 — copia di cortesia' });
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Fattura n. 17/2026 — copia di cortesia' })).toBeTruthy();
    // The document's own date (Rome's day), not the time it was written.
    expect(within(sheet).getByText('06/03/2026')).toBeTruthy();
    expect(text(within(sheet).getByTestId('courtesy-notice'))).toBe(
      'Questa è una copia di cortesia: la fattura valida ai fini fiscali è quella recapitata dal Sistema di Interscambio (SdI) al tuo codice destinatario o PEC, e disponibile nel tuo cassetto fiscale.',
    );
    expect(text(within(sheet).getByTestId('receipt-sdi'))).toBe('Sistema di Interscambio: Consegnata');
    expect(within(sheet).queryByTestId('receipt-credits')).toBeNull();

    const seller = within(sheet).getByTestId('receipt-seller');
    expect(text(seller)).toBe(
      'Emessa daTrovaPro SrlP.IVA e C.F. 01234567897Corso Buenos Aires 10, 20124 Milano (MI)REA MI-1234567Capitale sociale 10.000,00 € · Socio unico',
    );
    expect(within(sheet).getByTestId('receipt-buyer').textContent).toContain('Codice SDI M5UXCR1');
    expect(text(within(sheet).getByTestId('receipt-item'))).toBe('Richiesta di preventivo: Idraulico a Fano, codice 3F2A9C1B');
    expect(
      within(screen.getByTestId('receipt-totals'))
        .getAllByRole('row')
        .map((row) => text(row)),
    ).toEqual(['Imponibile20,49 €', 'IVA 22%4,51 €', 'Totale25,00 €']);
    expect(screen.getByRole('button', { name: 'Stampa' })).toBeTruthy();
  });

  it.each([
    ['sent', 'Inviata'],
    ['available', 'Disponibile nel cassetto fiscale'],
    ['pending', 'In attesa di invio'],
  ] as const)('says an invoice %s at the SdI in plain Italian: «%s»', async (sdi, said) => {
    const shown = invoice({ sdi });
    api.receipts.set(shown.id, shown);
    renderApp(receiptPath(shown.id), api.origin);
    expect(text(await screen.findByTestId('receipt-sdi'))).toBe(`Sistema di Interscambio: ${said}`);
  });

  it('shows a credit note with the invoice it credits and the same legal sentence; a seller whose C.F. differs on its own line', async () => {
    const shown = creditNote({
      seller: { ...invoice().seller, taxCode: 'RSSMRA80A01H501U', rea: null },
    });
    api.receipts.set(shown.id, shown);
    renderApp(receiptPath(shown.id), api.origin);

    expect(await screen.findByRole('heading', { name: 'Nota di credito n. 18/2026 — copia di cortesia' })).toBeTruthy();
    expect(screen.getByText('09/03/2026')).toBeTruthy();
    expect(text(screen.getByTestId('receipt-credits'))).toBe('Storno della fattura n. 17/2026 del 06/03/2026');
    expect(text(screen.getByTestId('receipt-sdi'))).toBe('Sistema di Interscambio: Inviata');
    expect(screen.getByTestId('courtesy-notice')).toBeTruthy();
    const seller = screen.getByTestId('receipt-seller');
    expect(within(seller).getByText('P.IVA 01234567897')).toBeTruthy();
    expect(within(seller).getByText('C.F. RSSMRA80A01H501U')).toBeTruthy();
    expect(within(seller).queryByText(/REA/)).toBeNull();
  });

  it('labels a codice fiscale as such, shows the PEC, writes a decimal rate with a comma, and a lead without a place', async () => {
    const shown = receipt({
      buyer: {
        name: 'Mario Rossi',
        email: 'mario@rossi.it',
        billing: billingDetails({ taxId: 'RSSMRA80A01H501U', taxIdKind: 'codice_fiscale', sdiCode: null, pec: 'mario@pec.it' }),
      },
      lead: { id: randomUUID(), category: 'Pulizie', location: null },
      vatRate: '10.5',
    });
    api.receipts.set(shown.id, shown);
    renderApp(receiptPath(shown.id), api.origin);

    const buyer = await screen.findByTestId('receipt-buyer');
    expect(within(buyer).getByText('Codice fiscale RSSMRA80A01H501U')).toBeTruthy();
    expect(within(buyer).queryByText(/P\.IVA/)).toBeNull();
    expect(within(buyer).getByText('PEC mario@pec.it')).toBeTruthy();
    expect(within(buyer).queryByText(/Codice SDI/)).toBeNull();
    expect(text(screen.getByTestId('receipt-item'))).toBe('Lead: Pulizie');
    expect(screen.getByText('IVA 10,5%')).toBeTruthy();
  });

  it('shows a buyer without billing data by name and email only', async () => {
    const shown = receipt({ buyer: { name: 'Idraulica Rossi Srl', email: 'info@idraulicarossi.it', billing: null } });
    api.receipts.set(shown.id, shown);
    renderApp(receiptPath(shown.id), api.origin);
    const buyer = await screen.findByTestId('receipt-buyer');
    expect(text(buyer)).toBe('Intestata aIdraulica Rossi Srlinfo@idraulicarossi.it');
  });

  it("prints with the browser's print dialog", async () => {
    // happy-dom has no print dialog: the page's call is recorded instead.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    const shown = receipt();
    api.receipts.set(shown.id, shown);
    renderApp(receiptPath(shown.id), api.origin);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stampa' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton while the receipt loads', async () => {
    let release = () => {};
    api.hold = new Promise((resolve) => (release = resolve));
    const shown = receipt();
    api.receipts.set(shown.id, shown);
    renderApp(receiptPath(shown.id), api.origin);
    expect(await screen.findByRole('status', { name: 'Caricamento del documento…' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Ricevuta n. 17/2026' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Caricamento del documento…' })).toBeNull();
  });

  it.each([
    ['an unknown receipt', () => receiptPath(randomUUID())],
    ['a wrong token', (id: string) => receiptPath(id, 'un-token-sbagliato')],
  ])("says 'Documento non trovato' for %s (404)", async (_case, path) => {
    const shown = receipt();
    api.receipts.set(shown.id, shown);
    renderApp(path(shown.id), api.origin);
    expect(await screen.findByRole('heading', { name: 'Documento non trovato' })).toBeTruthy();
    await expectNotFound();
    expect(screen.queryByText('TrovaPro Srl')).toBeNull();
    expect(receiptRequests()).toHaveLength(1);
  });

  it.each([
    ['no token', (id: string) => `/business/receipt/${id}`],
    ['an empty token', (id: string) => `/business/receipt/${id}?t=`],
    ['an id that is not one', () => `/business/receipt/17-2026?t=${RECEIPT_TOKEN}`],
  ])("says 'Documento non trovato' for a link with %s, without asking the API", async (_case, path) => {
    const shown = receipt();
    api.receipts.set(shown.id, shown);
    renderApp(path(shown.id), api.origin);
    await expectNotFound();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiptRequests()).toEqual([]);
  });

  it('shows an error with a retry when the receipt cannot be loaded, then the receipt', async () => {
    const user = userEvent.setup();
    const shown = receipt();
    api.receipts.set(shown.id, shown);
    api.failing.add('businessReceipt');
    renderApp(receiptPath(shown.id), api.origin);
    expect(await screen.findByText('Non è stato possibile caricare il documento.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documento non trovato' })).toBeNull();
    api.failing.delete('businessReceipt');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Ricevuta n. 17/2026' })).toBeTruthy();
    await waitFor(() => expect(receiptRequests()).toHaveLength(2));
  });
});
