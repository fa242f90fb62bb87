import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hit } from '../../lib/rate-limit.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ANALYSES_PER_ADDRESS_PER_MINUTE } from './leads.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const analyze = (body: object, address = '192.0.2.1') => postJson(t.app, '/api/leads/profile', body, fromAddress(address));

describe('POST /api/leads/profile', () => {
  it('asks numbered questions about a vague request', async () => {
    const response = await analyze({ userRequest: 'Ho bisogno di aiuto' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      profile: {
        category: null,
        needsClarification: true,
        clarificationQuestions: [expect.stringMatching(/^1\. /), expect.stringMatching(/^2\. .*comune/)],
        location: null,
      },
    });
  });

  it('finds the category and the comune of a precise request', async () => {
    const response = await analyze({ userRequest: "Perdita d'acqua sotto il lavandino a Reggio Emilia" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      profile: {
        category: 'Idraulico',
        needsClarification: false,
        clarificationQuestions: [],
        location: { municipality: "Reggio nell'Emilia", province: "Reggio nell'Emilia", provinceCode: 'RE', istatCode: '035033' },
      },
    });
  });

  // Issue 29: «idraulico a Reggio» silently became Reggio nell'Emilia.
  it('asks which comune an ambiguous place is, with the comuni (name and sigla) as choices', async () => {
    const response = await analyze({ userRequest: 'mi serve un idraulico a Reggio' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      profile: {
        category: 'Idraulico',
        needsClarification: true,
        clarificationQuestions: ['1. «Reggio» può indicare più comuni: quale intendi?'],
        location: null,
        placeChoices: [
          { municipality: 'Reggio di Calabria', province: 'Reggio Calabria', provinceCode: 'RC', istatCode: '080063' },
          { municipality: "Reggio nell'Emilia", province: "Reggio nell'Emilia", provinceCode: 'RE', istatCode: '035033' },
        ],
      },
    });
    const answered = await analyze({ userRequest: 'mi serve un idraulico a Reggio', context: 'mi serve un idraulico a Reggio', answers: 'Calabria' });
    expect(answered.json()).toMatchObject({ profile: { needsClarification: false, location: { istatCode: '080063' } } });
    expect((answered.json() as { profile: object }).profile).not.toHaveProperty('placeChoices');
  });

  it('re-analyses with the answers to the questions', async () => {
    const first = await analyze({ userRequest: 'Devo imbiancare il soggiorno' });
    expect(first.json()).toMatchObject({ profile: { category: 'Imbianchino', needsClarification: true } });
    const second = await analyze({ userRequest: 'Devo imbiancare il soggiorno', context: 'Devo imbiancare il soggiorno', answers: 'a Bergamo' });
    expect(second.json()).toMatchObject({
      profile: { category: 'Imbianchino', needsClarification: false, location: { municipality: 'Bergamo', istatCode: '016024' } },
    });
  });

  it('validates the body: text required, no unknown fields', async () => {
    expect((await analyze({ userRequest: '' })).json()).toMatchObject({ code: 'validation_error', field: 'userRequest' });
    expect((await analyze({ userRequest: 'Idraulico a Roma', category: 'Idraulico' })).statusCode).toBe(400);
  });

  it(`limits analyses per client address (${ANALYSES_PER_ADDRESS_PER_MINUTE} a minute) with an Italian 429`, async () => {
    const address = '192.0.2.99';
    for (let call = 0; call < ANALYSES_PER_ADDRESS_PER_MINUTE; call += 1) {
      await hit(t.database.db, `lead-profile:address:${address}`, ANALYSES_PER_ADDRESS_PER_MINUTE, 60_000);
    }
    const limited = await analyze({ userRequest: 'Idraulico a Roma' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', message: 'Troppe richieste in poco tempo. Riprova tra qualche istante.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await analyze({ userRequest: 'Idraulico a Roma' }, '192.0.2.100')).statusCode).toBe(200);
  });
});

describe('the AI provider from the configuration', () => {
  let server: Server;
  let openAi: TestApp;
  const received: { path: string; model: unknown }[] = [];

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      let raw = '';
      for await (const chunk of request) raw += String(chunk);
      received.push({ path: request.url ?? '', model: (JSON.parse(raw) as { model: unknown }).model });
      const answer = { category: 'Traslocatore', needsClarification: false, clarificationQuestions: [], municipality: 'Forlì' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1,
          model: 'gpt-4o-mini',
          choices: [
            { index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: JSON.stringify(answer), refusal: null } },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    openAi = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseUrl } });
  });
  afterAll(async () => {
    await openAi.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is OpenAI (default model gpt-4o-mini) when OPENAI_API_KEY is set', async () => {
    const response = await postJson(openAi.app, '/api/leads/profile', { userRequest: 'Devo traslocare, abito a Forli' });
    expect(response.json()).toEqual({
      success: true,
      profile: {
        category: 'Traslocatore',
        needsClarification: false,
        clarificationQuestions: [],
        location: { municipality: 'Forlì', province: 'Forlì-Cesena', provinceCode: 'FC', istatCode: '040012' },
      },
    });
    expect(received).toEqual([{ path: '/v1/chat/completions', model: 'gpt-4o-mini' }]);
  });
});
