import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSdiIntermediary, startFakeSdiIntermediary } from '../../test/fake-sdi-intermediary.ts';
import {
  createInvoiceTransmitter,
  INVOICETRONIC_API_URL,
  InvoicetronicTransmitter,
  InvoicingHttpError,
  InvoicingWebhookError,
  LocalInvoiceTransmitter,
  type SdiOutcome,
  WEBHOOK_TOLERANCE_SECONDS,
} from './index.ts';
import { signWebhookPayload } from './invoicetronic-transmitter.ts';

const SECRET = 'wh_sec_1a2b3c4d5e6f7g8h9i0j';
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2"><Nome>Società «Caffè»</Nome></p:FatturaElettronica>`;

let sdi: FakeSdiIntermediary;
let fileNumber = 0;
/** A new SdI file name for each test: the SdI refuses a name twice. */
const nextFile = () => {
  fileNumber += 1;
  return { fileName: `IT01234567890_${String(fileNumber).padStart(5, '0')}.xml`, xml: XML };
};
const client = (options: Partial<ConstructorParameters<typeof InvoicetronicTransmitter>[0]> = {}) =>
  new InvoicetronicTransmitter({ apiKey: sdi.apiKey, apiUrl: sdi.url, webhookSecret: SECRET, ...options });
/** Without the `sent` each file starts with. */
const settled = (outcomes: SdiOutcome[]) => outcomes.filter((outcome) => outcome.state !== 'sent');

beforeEach(async () => {
  await sdi?.close();
  sdi = await startFakeSdiIntermediary();
});
afterAll(() => sdi.close());

describe('Invoicetronic transmitter: sending', () => {
  it('posts the file to /send with Basic auth (the key, empty password), base64, its name, pre-flight validation and no signature', async () => {
    const file = nextFile();
    expect(await client().send(file)).toEqual({ transmissionId: '1' });

    const post = sdi.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/v1/send');
    expect(post?.headers.authorization).toBe(`Basic ${Buffer.from(`${sdi.apiKey}:`).toString('base64')}`);
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.query).toEqual({ validate: 'true', signature: 'None' });
    expect(JSON.parse(post?.body ?? '')).toEqual({
      id: 0,
      file_name: file.fileName,
      format: 'FPR12',
      encoding: 'Base64',
      payload: Buffer.from(XML, 'utf8').toString('base64'),
      meta_data: { file_name: file.fileName },
    });
    // The XML arrives byte for byte, accents and guillemets included.
    expect(sdi.files).toEqual([expect.objectContaining({ id: 1, fileName: file.fileName, xml: XML })]);
  });

  it('is idempotent by file name: a second send of the same file answers the first transmission and posts nothing', async () => {
    const file = nextFile();
    const first = await client().send(file);
    const again = await client().send(file);
    expect(again).toEqual(first);
    expect(sdi.files).toHaveLength(1);
    expect(sdi.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('throws the status and body when the key is refused (401), and says a person must act', async () => {
    const error = await client({ apiKey: 'ik_live_wrong' })
      .send(nextFile())
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InvoicingHttpError);
    expect(error).toMatchObject({ status: 401, retryable: false });
    expect((error as InvoicingHttpError).body).toContain('Unauthorized');
    expect(sdi.files).toHaveLength(0);
  });

  it('throws a retryable error on a 500, and the next attempt sends the file once', async () => {
    const file = nextFile();
    sdi.failNext(500);
    const error = await client()
      .send(file)
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ name: 'InvoicingHttpError', status: 500, retryable: true });
    expect((error as Error).message).toContain('Errore simulato 500');
    expect(await client().send(file)).toEqual({ transmissionId: '1' });
    expect(sdi.files).toHaveLength(1);
  });

  it('throws the pre-flight refusal (422) with Invoicetronic’s detail', async () => {
    sdi.invalidNext('00305: IdFiscaleIVA del cessionario non valido');
    await expect(client().send(nextFile())).rejects.toMatchObject({ status: 422, retryable: false, body: expect.stringContaining('00305') });
    expect(sdi.files).toHaveLength(0);
  });

  it('gives up after its timeout with status 0, retryable', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`;
      await expect(client({ apiUrl: url, timeoutMs: 200 }).send(nextFile())).rejects.toMatchObject({ status: 0, retryable: true });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('Invoicetronic transmitter: outcomes by polling GET /update', () => {
  it('Inviato then Consegnato: sent, then delivered (RC), with the file name and the SdI’s dates', async () => {
    const since = new Date(Date.now() - 1000);
    const file = nextFile();
    const { transmissionId } = await client().send(file);
    const outcomes = await client().outcomes(since);
    expect(outcomes).toEqual([
      { transmissionId, notificationId: '1', fileName: file.fileName, state: 'sent', at: new Date(sdi.updates[0]?.last_update ?? ''), errors: [] },
      {
        transmissionId,
        notificationId: '2',
        fileName: file.fileName,
        state: 'delivered',
        at: new Date(sdi.updates[1]?.last_update ?? ''),
        errors: [],
      },
    ]);
    const poll = sdi.requests.find((request) => request.path === '/v1/update');
    expect(poll?.query).toMatchObject({ last_update_from: since.toISOString(), sort: 'last_update', page: '1', page_size: '200' });
    expect(poll?.headers.authorization).toBe(`Basic ${Buffer.from(`${sdi.apiKey}:`).toString('base64')}`);
  });

  it('ImpossibilitaDiRecapito: not delivered (MC), the invoice is in the buyer’s cassetto fiscale', async () => {
    sdi.notDeliverNext();
    await client().send(nextFile());
    expect(settled(await client().outcomes(new Date(0)))).toEqual([expect.objectContaining({ state: 'not_delivered', errors: [] })]);
  });

  it('Scartato: rejected (NS) with the SdI’s codes and descriptions', async () => {
    sdi.rejectNext([
      { code: '00305', description: '1.4.1.1.2 <IdCodice> non valido: IdFiscaleIVA del cessionario/committente non valido' },
      { code: '00423', description: '2.2.1.11 <PrezzoTotale> non calcolato secondo le regole', hint: 'Ricalcola il totale della linea' },
    ]);
    const file = nextFile();
    await client().send(file);
    expect(settled(await client().outcomes(new Date(0)))).toEqual([
      expect.objectContaining({
        fileName: file.fileName,
        state: 'rejected',
        errors: [
          { code: '00305', description: '1.4.1.1.2 <IdCodice> non valido: IdFiscaleIVA del cessionario/committente non valido' },
          { code: '00423', description: '2.2.1.11 <PrezzoTotale> non calcolato secondo le regole — Ricalcola il totale della linea' },
        ],
      }),
    ]);
  });

  it('a file name sent again after a rejection is refused by the SdI as a duplicate (00002): a correction needs a new name', async () => {
    const file = nextFile();
    sdi.rejectNext([{ code: '00305', description: 'IdCodice non valido' }]);
    await client().send(file);
    // Not through `send`, which is idempotent by name: straight to the API, as a careless resend would be.
    await fetch(`${sdi.url}/send`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${sdi.apiKey}:`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ file_name: file.fileName, payload: XML, encoding: 'Xml' }),
    });
    expect(settled(await client().outcomes(new Date(0))).map((outcome) => [outcome.transmissionId, outcome.state, outcome.errors[0]?.code])).toEqual([
      ['1', 'rejected', '00305'],
      ['2', 'rejected', '00002'],
    ]);
  });

  it('a later poll from the last date seen brings what came after (the bound is inclusive)', async () => {
    sdi.holdNext();
    const file = nextFile();
    await client().send(file);
    const first = await client().outcomes(new Date(0));
    expect(first.map((outcome) => outcome.state)).toEqual(['sent']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    sdi.settle(file.fileName, { state: 'Consegnato' });
    const cursor = first.at(-1)?.at ?? new Date(0);
    const later = await client().outcomes(cursor);
    expect(later.map((outcome) => [outcome.notificationId, outcome.state])).toEqual([
      ['1', 'sent'],
      ['2', 'delivered'],
    ]);
  });

  it('reads every page (200 updates a page)', async () => {
    for (let index = 0; index < 101; index += 1) await client().send(nextFile());
    const outcomes = await client().outcomes(new Date(0));
    expect(outcomes).toHaveLength(202);
    expect(new Set(outcomes.map((outcome) => outcome.notificationId)).size).toBe(202);
    expect(sdi.requests.filter((request) => request.path === '/v1/update').map((request) => request.query.page)).toEqual(['1', '2']);
  });

  it('throws on a 500 while polling', async () => {
    sdi.failNext(500);
    await expect(client().outcomes(new Date(0))).rejects.toMatchObject({ status: 500, retryable: true });
  });
});

describe('Invoicetronic transmitter: the signed webhook', () => {
  it('accepts a call signed with the secret and answers the outcome it refers to (GET /update/{id})', async () => {
    sdi.rejectNext([{ code: '00305', description: 'IdCodice non valido' }]);
    const file = nextFile();
    await client().send(file);
    const delivery = sdi.webhookFor(2, SECRET);
    expect(await client().receiveWebhook(delivery.headers, Buffer.from(delivery.body))).toEqual([
      expect.objectContaining({
        transmissionId: '1',
        notificationId: '2',
        fileName: file.fileName,
        state: 'rejected',
        errors: [{ code: '00305', description: 'IdCodice non valido' }],
      }),
    ]);
    expect(sdi.requests.at(-1)?.path).toBe('/v1/update/2');
  });

  it('refuses a wrong secret, an altered body, no signature, and no secret configured', async () => {
    await client().send(nextFile());
    const right = sdi.webhookFor(2, SECRET);
    const wrong = sdi.webhookFor(2, 'wh_sec_someone-else');
    await expect(client().receiveWebhook(wrong.headers, wrong.body)).rejects.toThrow(InvoicingWebhookError);
    await expect(client().receiveWebhook(right.headers, right.body.replace('"resource_id":2', '"resource_id":1'))).rejects.toThrow('does not match');
    await expect(client().receiveWebhook({ 'content-type': 'application/json' }, right.body)).rejects.toThrow('no Invoicetronic-Signature');
    await expect(client().receiveWebhook({ 'invoicetronic-signature': 'v1=abc' }, right.body)).rejects.toThrow('malformed');
    const polling = client({ webhookSecret: undefined });
    expect(polling.acceptsWebhooks).toBe(false);
    await expect(polling.receiveWebhook(right.headers, right.body)).rejects.toThrow(InvoicingWebhookError);
    // Nothing was fetched for a refused call.
    expect(sdi.requests.filter((request) => request.path.startsWith('/v1/update/'))).toEqual([]);
  });

  it(`refuses a signature more than ${WEBHOOK_TOLERANCE_SECONDS} s old or ahead (a replay), accepts one just within`, async () => {
    await client().send(nextFile());
    const now = Math.floor(Date.now() / 1000);
    const stale = sdi.webhookFor(2, SECRET, now - WEBHOOK_TOLERANCE_SECONDS - 5);
    const ahead = sdi.webhookFor(2, SECRET, now + WEBHOOK_TOLERANCE_SECONDS + 5);
    const within = sdi.webhookFor(2, SECRET, now - WEBHOOK_TOLERANCE_SECONDS + 5);
    await expect(client().receiveWebhook(stale.headers, stale.body)).rejects.toThrow('too old');
    await expect(client().receiveWebhook(ahead.headers, ahead.body)).rejects.toThrow('too old');
    expect(await client().receiveWebhook(within.headers, within.body)).toEqual([expect.objectContaining({ state: 'delivered' })]);
  });

  it('answers nothing for an event about something else (a send, a receive), signed all the same', async () => {
    await client().send(nextFile());
    const { body } = sdi.webhookFor(2, SECRET);
    const other = JSON.stringify({ ...JSON.parse(body), endpoint: 'send', resource_id: 1 });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { 'invoicetronic-signature': `t=${timestamp},v1=${signWebhookPayload(other, SECRET, timestamp)}` };
    expect(await client().receiveWebhook(headers, other)).toEqual([]);
    expect(sdi.requests.filter((request) => request.path.startsWith('/v1/update/'))).toEqual([]);
  });

  it('receives what the stand-in POSTs when subscribed: each update, signed, end to end over HTTP', async () => {
    const received: SdiOutcome[] = [];
    const transmitter = client();
    const endpoint: Server = createServer(async (request, response) => {
      let raw = '';
      for await (const chunk of request) raw += String(chunk);
      try {
        received.push(...(await transmitter.receiveWebhook(request.headers, raw)));
        response.writeHead(200).end();
      } catch (error) {
        response.writeHead(error instanceof InvoicingWebhookError ? 400 : 500).end();
      }
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    try {
      sdi.subscribe(`http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/api/webhooks/invoicing`, SECRET);
      sdi.notDeliverNext();
      await transmitter.send(nextFile());
      expect(await sdi.webhookStatuses()).toEqual([200, 200]);
      expect(received.map((outcome) => outcome.state).toSorted()).toEqual(['not_delivered', 'sent']);
    } finally {
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  });
});

describe('createInvoiceTransmitter', () => {
  const logger = { info: () => {} };

  it('INVOICING=export: no transmitter', () => {
    expect(createInvoiceTransmitter({ invoicing: { mode: 'export', invoicetronic: undefined } }, logger)).toBeUndefined();
  });

  it('no key: the local stand-in; a key: Invoicetronic at INVOICING_API_URL with that key', async () => {
    expect(createInvoiceTransmitter({ invoicing: { mode: 'intermediary', invoicetronic: undefined } }, logger)).toBeInstanceOf(
      LocalInvoiceTransmitter,
    );
    const real = createInvoiceTransmitter(
      { invoicing: { mode: 'intermediary', invoicetronic: { apiKey: sdi.apiKey, apiUrl: sdi.url, webhookSecret: SECRET } } },
      logger,
    );
    expect(real).toBeInstanceOf(InvoicetronicTransmitter);
    expect(real?.acceptsWebhooks).toBe(true);
    await real?.send(nextFile());
    expect(sdi.files).toHaveLength(1);
  });

  it('defaults to Invoicetronic’s production URL', () => {
    expect(INVOICETRONIC_API_URL).toBe('https://api.invoicetronic.com/v1');
  });
});

describe('local transmitter (no intermediary configured: transmits nothing)', () => {
  it('logs each file and reports it sent and delivered at once; idempotent by name; no webhook', async () => {
    const lines: object[] = [];
    const at = new Date('2026-11-28T10:00:00Z');
    const local = new LocalInvoiceTransmitter({ info: (details) => void lines.push(details) }, () => at);
    const file = nextFile();
    expect(await local.send(file)).toEqual({ transmissionId: 'local-1' });
    expect(await local.send(file)).toEqual({ transmissionId: 'local-1' });
    expect(lines).toEqual([{ fileName: file.fileName, bytes: Buffer.byteLength(XML) }]);
    expect(await local.outcomes(new Date('2026-11-28T09:00:00Z'))).toEqual([
      { transmissionId: 'local-1', notificationId: 'local-1-sent', fileName: file.fileName, state: 'sent', at, errors: [] },
      { transmissionId: 'local-1', notificationId: 'local-1-delivered', fileName: file.fileName, state: 'delivered', at, errors: [] },
    ]);
    expect(await local.outcomes(new Date('2026-11-28T11:00:00Z'))).toEqual([]);
    expect(local.acceptsWebhooks).toBe(false);
    await expect(local.receiveWebhook()).rejects.toThrow(InvoicingWebhookError);
  });
});
