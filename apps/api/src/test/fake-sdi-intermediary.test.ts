import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_INVOICETRONIC_KEY, type FakeSdiIntermediary, startFakeSdiIntermediary } from './fake-sdi-intermediary.ts';

/** The properties of Invoicetronic's `Send` and `Update` schemas (openapi.yml 1.13.6, github.com/invoicetronic/openapi). */
const SEND_PROPERTIES = [
  'id',
  'created',
  'version',
  'user_id',
  'company_id',
  'committente',
  'prestatore',
  'identifier',
  'file_name',
  'format',
  'payload',
  'last_update',
  'date_sent',
  'documents',
  'encoding',
  'nome_committente',
  'meta_data',
  'latest_state',
];
const UPDATE_PROPERTIES = [
  'id',
  'created',
  'version',
  'user_id',
  'company_id',
  'send_id',
  'last_update',
  'state',
  'description',
  'message_id',
  'errors',
  'is_read',
  'send',
];
const SEND_REDUCED_PROPERTIES = ['identifier', 'prestatore', 'meta_data', 'documents', 'date_sent', 'latest_state'];

let sdi: FakeSdiIntermediary;
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const call = (path: string, init: RequestInit = {}, key = FAKE_INVOICETRONIC_KEY) =>
  fetch(`${sdi.url}${path}`, { ...init, headers: { authorization: basic(key), 'content-type': 'application/json', ...init.headers } });
const post = (fileName: string, xml = '<p:FatturaElettronica versione="FPR12"/>') =>
  call('/send?validate=true', {
    method: 'POST',
    body: JSON.stringify({ file_name: fileName, payload: Buffer.from(xml).toString('base64'), encoding: 'Base64' }),
  });

beforeAll(async () => {
  sdi = await startFakeSdiIntermediary();
});
afterAll(() => sdi.close());

describe('the Invoicetronic stand-in', () => {
  it('refuses a call without the key, or with a password, as a 401 problem', async () => {
    for (const authorization of [undefined, basic('ik_test_other'), `Basic ${Buffer.from(`${FAKE_INVOICETRONIC_KEY}:x`).toString('base64')}`]) {
      const response = await fetch(`${sdi.url}/update`, { headers: authorization === undefined ? {} : { authorization } });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(await response.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
    }
  });

  it('answers POST /send with a Send (201) and records the decoded file; its updates are Updates', async () => {
    const response = await post('IT01234567890_A0001.xml');
    expect(response.status).toBe(201);
    const send = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(send).toSorted()).toEqual(SEND_PROPERTIES.toSorted());
    expect(send).toMatchObject({ file_name: 'IT01234567890_A0001.xml', format: 'FPR12', latest_state: 'Consegnato', encoding: 'Base64' });
    expect(sdi.files.at(-1)).toMatchObject({ fileName: 'IT01234567890_A0001.xml', xml: '<p:FatturaElettronica versione="FPR12"/>' });

    const updates = (await (await call(`/update?last_update_from=${new Date(0).toISOString()}`)).json()) as Record<string, unknown>[];
    expect(updates.map((update) => update.state)).toEqual(['Inviato', 'Consegnato']);
    for (const update of updates) {
      expect(Object.keys(update).toSorted()).toEqual(UPDATE_PROPERTIES.toSorted());
      expect(Object.keys(update.send as object).toSorted()).toEqual(SEND_REDUCED_PROPERTIES.toSorted());
    }
    expect(await (await call(`/update/${updates[1]?.id}`)).json()).toEqual(updates[1]);
    expect((await call('/update/999')).status).toBe(404);
  });

  it('filters GET /send by file name and gives the total in Invoicetronic-Total-Count', async () => {
    const response = await call('/send?file_name=IT01234567890_A0001.xml');
    expect(response.headers.get('invoicetronic-total-count')).toBe('1');
    expect(((await response.json()) as { file_name: string }[]).map((send) => send.file_name)).toEqual(['IT01234567890_A0001.xml']);
    expect(await (await call('/send?file_name=nessuno.xml')).json()).toEqual([]);
  });

  it('produces each queued outcome, in order, and holds a file until settled', async () => {
    sdi.notDeliverNext();
    sdi.rejectNext([{ code: '00305', description: 'IdCodice non valido' }]);
    sdi.holdNext();
    for (const name of ['B1', 'B2', 'B3', 'B4']) await post(`IT01234567890_${name}.xml`);
    const latest = (name: string) => sdi.updates.findLast((update) => update.send_id === sdi.files.find((file) => file.fileName === name)?.id);
    expect(latest('IT01234567890_B1.xml')).toMatchObject({ state: 'ImpossibilitaDiRecapito', errors: null });
    expect(latest('IT01234567890_B2.xml')).toMatchObject({ state: 'Scartato', errors: [{ code: '00305', description: 'IdCodice non valido' }] });
    expect(latest('IT01234567890_B3.xml')).toMatchObject({ state: 'Inviato' });
    expect(latest('IT01234567890_B4.xml')).toMatchObject({ state: 'Consegnato' });
    expect(sdi.settle('IT01234567890_B3.xml', { state: 'Consegnato' })).toMatchObject({ state: 'Consegnato', send: { latest_state: 'Consegnato' } });
  });

  it('rejects a file name it already received with the SdI’s 00002, and a non-FatturaPA with 422 when validating', async () => {
    await post('IT01234567890_A0001.xml');
    expect(sdi.updates.at(-1)).toMatchObject({ state: 'Scartato', errors: [{ code: '00002', description: 'Nome file duplicato' }] });
    const refused = await post('IT01234567890_C1.xml', '<html/>');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ status: 422 });
  });

  it('answers a queued failure status instead of the call', async () => {
    sdi.failNext(503);
    expect((await call('/update')).status).toBe(503);
    expect((await call('/update')).status).toBe(200);
  });

  it('takes the same controls over HTTP, for a test in another process', async () => {
    const control = (path: string, body: object) =>
      fetch(`${sdi.controlUrl}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await control('next', { state: 'Scartato', errors: [{ code: '00311', description: 'CodiceDestinatario non valido' }] })).status).toBe(
      200,
    );
    expect((await control('next', { state: 'hold' })).status).toBe(200);
    await post('IT01234567890_D1.xml');
    await post('IT01234567890_D2.xml');
    expect(sdi.updates.at(-2)).toMatchObject({ state: 'Scartato', errors: [{ code: '00311' }] });
    expect(sdi.updates.at(-1)).toMatchObject({ state: 'Inviato' });
    const settled = await control('settle', { file: 'IT01234567890_D2.xml', state: 'ImpossibilitaDiRecapito' });
    expect(await settled.json()).toMatchObject({ state: 'ImpossibilitaDiRecapito' });
    expect((await control('settle', { file: 'nessuno.xml', state: 'Consegnato' })).status).toBe(404);
    expect((await control('next', { state: 'Boh' })).status).toBe(400);
    const listed = (await (await fetch(`${sdi.controlUrl}/files`)).json()) as { fileName: string }[];
    expect(listed.map((file) => file.fileName)).toContain('IT01234567890_D2.xml');
  });

  it('subscribed over HTTP, POSTs each new update to the URL, signed with the secret', async () => {
    const calls: { signature: string | undefined; body: string }[] = [];
    const endpoint = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      calls.push({ signature: request.headers['invoicetronic-signature'] as string | undefined, body });
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`;
      await fetch(`${sdi.controlUrl}/subscribe`, { method: 'POST', body: JSON.stringify({ url, secret: 'wh_sec_e2e' }) });
      await post('IT01234567890_E1.xml');
      expect(await sdi.webhookStatuses()).toContain(204);
      const last = calls.at(-1);
      const [, timestamp] = /^t=(\d+),v1=[0-9a-f]{64}$/.exec(last?.signature ?? '') ?? [];
      expect(last?.signature).toBe(`t=${timestamp},v1=${createHmac('sha256', 'wh_sec_e2e').update(`${timestamp}.${last?.body}`).digest('hex')}`);
      // Both updates of the file (Inviato, Consegnato), in whatever order the calls landed.
      expect(calls.map((call) => (JSON.parse(call.body) as { resource_id: number }).resource_id).toSorted((a, b) => a - b)).toEqual(
        sdi.updates.slice(-2).map((update) => update.id),
      );
    } finally {
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  });

  it('signs a webhook call as Invoicetronic does: t=<unix>,v1=hex HMAC-SHA256 of "t.body"', () => {
    const { headers, body } = sdi.webhookFor(2, 'wh_sec_x', 1_764_000_000);
    expect(JSON.parse(body)).toMatchObject({ endpoint: 'update', method: 'POST', resource_id: 2 });
    const expected = createHmac('sha256', 'wh_sec_x').update(`1764000000.${body}`).digest('hex');
    expect(headers['invoicetronic-signature']).toBe(`t=1764000000,v1=${expected}`);
  });
});
