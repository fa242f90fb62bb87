import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMonth } from '@trovapro/copy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAdminApi, type FakeAdminApi } from '../../../test/fake-admin-api.ts';
import { makeInvoice } from '../../../test/fixtures.ts';
import { renderSignedIn, stopTestApp } from '../../../test/render-app.tsx';
import { currentMonth, monthsUpTo } from '../utils/invoice-links.ts';
import { InvoicesPanel } from './invoices-panel.tsx';

let api: FakeAdminApi;
beforeEach(async () => {
  api = await startFakeAdminApi();
});
afterEach(async () => {
  await stopTestApp(api);
});

const PATH = '/admin/invoices';
const thisMonth = currentMonth();
const [, lastMonth] = monthsUpTo(thisMonth, 2) as [string, string];
const lastQuery = () => Object.fromEntries(api.calls.filter((call) => call.path === '/api/admin/invoices').at(-1)?.query ?? []);
const rowOf = async (number: string) => within((await screen.findByText(number)).closest('tr') as HTMLElement);
const REJECTION = '00305: IdFiscaleIVA del CessionarioCommittente non valido';

describe('«Fatture»', () => {
  it('lists this month’s documents with number, date, kind, buyer, total, VAT and the SdI state in Italian', async () => {
    api.data.invoices = [
      makeInvoice({ number: '101/2026', date: `${thisMonth}-02`, total: '1250.00', vat: '225.41', state: 'delivered' }),
      makeInvoice({ number: '102/2026', date: `${thisMonth}-03`, kind: 'credit_note', creditedNumber: '101/2026', state: 'exported' }),
      makeInvoice({ number: '90/2026', date: `${lastMonth}-28`, buyerName: 'Mese scorso' }),
    ];
    renderSignedIn(<InvoicesPanel />, api, PATH);
    const invoice = await rowOf('101/2026');
    expect(invoice.getByText(`02/${thisMonth.slice(5)}/${thisMonth.slice(0, 4)}`)).toBeTruthy();
    expect(invoice.getByText('Fattura')).toBeTruthy();
    expect(invoice.getByText('Idraulica Rossi S.r.l.')).toBeTruthy();
    expect(invoice.getByText('00743110157')).toBeTruthy();
    expect(invoice.getByText(/1\.250,00/)).toBeTruthy();
    expect(invoice.getByText(/225,41/)).toBeTruthy();
    expect(invoice.getByText('Consegnata')).toBeTruthy();
    const credit = await rowOf('102/2026');
    expect(credit.getByText('Nota di credito')).toBeTruthy();
    expect(credit.getByText('Storna la fattura 101/2026')).toBeTruthy();
    expect(credit.getByText('Da esportare')).toBeTruthy();
    expect(screen.queryByText('Mese scorso')).toBeNull();
    expect(lastQuery()).toEqual({ month: thisMonth, page: '1', limit: '50' });
    expect(screen.getByText('2 documenti in totale')).toBeTruthy();
  });

  it('names every state in Italian', async () => {
    const labels = {
      invalid: 'Non valida',
      exported: 'Da esportare',
      queued: 'In coda',
      sent: 'Inviata',
      delivered: 'Consegnata',
      not_delivered: 'Non consegnata (nel cassetto fiscale)',
      rejected: 'Scartata',
      send_failed: 'Invio non riuscito',
      replaced: 'Sostituita (nuovo numero)',
    } as const;
    api.data.invoices = Object.keys(labels).map((state, index) =>
      makeInvoice({ number: `${index + 1}/2026`, date: `${thisMonth}-01`, state: state as keyof typeof labels }),
    );
    renderSignedIn(<InvoicesPanel />, api, PATH);
    for (const [index, label] of Object.values(labels).entries()) expect((await rowOf(`${index + 1}/2026`)).getByText(label)).toBeTruthy();
  });

  it('names the document that replaced a rejected one under its number', async () => {
    api.data.invoices = [
      makeInvoice({ number: '7/2026', date: `${thisMonth}-09`, state: 'replaced', replacedByNumber: '12/2026', refundable: false }),
      makeInvoice({ number: '12/2026', date: `${thisMonth}-20`, state: 'sent' }),
    ];
    renderSignedIn(<InvoicesPanel />, api, PATH);
    expect((await rowOf('7/2026')).getByText('Sostituita dalla n. 12/2026')).toBeTruthy();
    expect((await rowOf('12/2026')).queryByText(/Sostituita dalla/)).toBeNull();
  });

  it('downloads each XML, and the month’s ZIP and CSV', async () => {
    const invoice = makeInvoice({ date: `${thisMonth}-05`, fileName: 'IT12345678903_0000A.xml' });
    api.data.invoices = [invoice];
    renderSignedIn(<InvoicesPanel />, api, PATH);
    const xml = (await rowOf('101/2026')).getByRole('link', { name: 'Scarica l’XML della fattura 101/2026' });
    expect(xml.getAttribute('href')).toBe(`/api/admin/invoices/${invoice.id}/xml`);
    expect(xml.getAttribute('download')).toBe('IT12345678903_0000A.xml');
    expect(screen.getByRole('link', { name: 'ZIP del mese' }).getAttribute('href')).toBe(`/api/admin/invoices/export.zip?month=${thisMonth}`);
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(`/api/admin/invoices/export.csv?month=${thisMonth}`);
  });

  it('shows why a document was rejected or is invalid, on request', async () => {
    api.data.invoices = [
      makeInvoice({ number: '7/2026', date: `${thisMonth}-09`, state: 'rejected', problems: [REJECTION] }),
      makeInvoice({ number: '8/2026', date: `${thisMonth}-10`, state: 'invalid', problems: ['Partita IVA del cessionario non valida'] }),
      makeInvoice({ number: '9/2026', date: `${thisMonth}-11`, state: 'delivered' }),
    ];
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    const rejected = await rowOf('7/2026');
    expect(screen.queryByText(REJECTION)).toBeNull();
    expect((await rowOf('9/2026')).queryByRole('button', { name: 'Motivi' })).toBeNull();
    await user.click(rejected.getByRole('button', { name: 'Motivi' }));
    expect(screen.getByText('Motivi dello scarto indicati dallo SdI')).toBeTruthy();
    expect(screen.getByText(REJECTION)).toBeTruthy();
    await user.click((await rowOf('8/2026')).getByRole('button', { name: 'Motivi' }));
    expect(screen.getByText('Perché non è valida (non è stata inviata)')).toBeTruthy();
    expect(screen.getByText('Partita IVA del cessionario non valida')).toBeTruthy();
    await user.click(rejected.getByRole('button', { name: 'Nascondi motivi' }));
    expect(screen.queryByText(REJECTION)).toBeNull();
  });

  it('filters by month, state and buyer on the server; the exports follow the month', async () => {
    api.data.invoices = [
      makeInvoice({ number: '1/2026', date: `${lastMonth}-10`, buyerName: 'Società Àlfa', state: 'rejected', problems: [REJECTION] }),
      makeInvoice({ number: '2/2026', date: `${lastMonth}-11`, buyerName: 'Beta Impianti', state: 'delivered' }),
    ];
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    expect(await screen.findByText('Nessuna fattura in questo mese')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Mese' })).toHaveProperty('value', formatMonth(thisMonth));
    await user.click(screen.getByRole('combobox', { name: 'Mese' }));
    await user.click(await screen.findByRole('option', { name: formatMonth(lastMonth) }));
    await waitFor(() => expect(lastQuery()).toEqual({ month: lastMonth, page: '1', limit: '50' }));
    await screen.findByText('Beta Impianti');
    const month = lastMonth;
    expect(screen.getByRole('link', { name: 'ZIP del mese' }).getAttribute('href')).toBe(`/api/admin/invoices/export.zip?month=${month}`);
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Scartata' }));
    await waitFor(() => expect(lastQuery()).toEqual({ month, state: 'rejected', page: '1', limit: '50' }));
    await waitFor(() => expect(screen.queryByText('Beta Impianti')).toBeNull());
    await user.type(screen.getByRole('searchbox', { name: 'Cliente' }), 'societa alfa');
    await waitFor(() => expect(lastQuery()).toEqual({ month, state: 'rejected', q: 'societa alfa', page: '1', limit: '50' }));
    expect(await screen.findByText('Società Àlfa')).toBeTruthy();
  });

  it('says so when the month has no document, and offers a retry when the list cannot be loaded', async () => {
    api.failing.add('adminListInvoices');
    const user = userEvent.setup();
    renderSignedIn(<InvoicesPanel />, api, PATH);
    expect(await screen.findByText('Impossibile caricare le fatture.')).toBeTruthy();
    api.failing.delete('adminListInvoices');
    await user.click(screen.getByRole('button', { name: /riprova/i }));
    expect(await screen.findByText('Nessuna fattura in questo mese')).toBeTruthy();
  });
});
