import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiProvider } from './create-ai-provider.ts';

/** A local stand-in for the OpenAI API: answers POST /chat/completions with what the test sets. */
let server: Server;
let baseURL: string;
let reply: { status: number; content: string };
const requests: { path: string; body: Record<string, unknown>; authorization: string | undefined }[] = [];
const warnings: string[] = [];
const logger = { warn: (_details: object, message: string) => void warnings.push(message) };

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    requests.push({ path: request.url ?? '', body: JSON.parse(await readBody(request)), authorization: request.headers.authorization });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    if (reply.status !== 200) {
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1,
        model: 'gpt-test',
        choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: reply.content, refusal: null } }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  warnings.length = 0;
});

function provider() {
  return createAiProvider({ openai: { apiKey: 'sk-test', model: 'gpt-test', baseURL, maxRetries: 0 }, logger });
}

describe('OpenAI provider', () => {
  it('sends a strict JSON-schema request and resolves the comune through the gazetteer', async () => {
    reply = {
      status: 200,
      content: JSON.stringify({ category: 'Idraulico', needsClarification: false, clarificationQuestions: [], municipality: 'Reggio Emilia' }),
    };
    const profile = await provider().analyzeRequest({ userRequest: 'perde il sifone a Reggio Emilia' });
    expect(profile).toEqual({
      category: 'Idraulico',
      needsClarification: false,
      clarificationQuestions: [],
      location: { municipality: "Reggio nell'Emilia", province: "Reggio nell'Emilia", istatCode: '035033' },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.authorization).toBe('Bearer sk-test');
    expect(requests[0]!.body).toMatchObject({
      model: 'gpt-test',
      response_format: { type: 'json_schema', json_schema: { name: 'lead_profile', strict: true } },
    });
    expect(warnings).toEqual([]);
  });

  it('numbers the model questions and asks for the comune it could not resolve', async () => {
    reply = {
      status: 200,
      content: JSON.stringify({ category: 'Commercialista', needsClarification: false, clarificationQuestions: [], municipality: 'Atlantide' }),
    };
    expect(await provider().analyzeRequest({ userRequest: 'cerco un commercialista' })).toEqual({
      category: 'Commercialista',
      needsClarification: true,
      clarificationQuestions: ["1. In quale comune serve l'intervento?"],
      location: null,
    });
    reply = {
      status: 200,
      content: JSON.stringify({ category: null, needsClarification: true, clarificationQuestions: ['Che lavoro ti serve?', 'Dove?'], municipality: null }),
    };
    expect((await provider().analyzeRequest({ userRequest: 'aiuto' })).clarificationQuestions).toEqual(['1. Che lavoro ti serve?', '2. Dove?']);
  });

  it('falls back to the built-in analyzer on an answer that is not valid JSON', async () => {
    reply = { status: 200, content: 'not json {' };
    const profile = await provider().analyzeRequest({ userRequest: 'tinteggiare il salotto, Bergamo' });
    expect(profile).toMatchObject({ category: 'Imbianchino', location: { municipality: 'Bergamo' } });
    expect(warnings).toHaveLength(1);
  });

  it('falls back on an answer outside the schema', async () => {
    reply = { status: 200, content: JSON.stringify({ category: 42, needsClarification: 'no', clarificationQuestions: [], municipality: null }) };
    expect(await provider().analyzeRequest({ userRequest: 'potatura siepi a Como' })).toMatchObject({ category: 'Giardinaggio', location: { municipality: 'Como' } });
    expect(warnings).toHaveLength(1);
  });

  it('falls back on HTTP 500', async () => {
    reply = { status: 500, content: '' };
    expect(await provider().analyzeRequest({ userRequest: 'la macchina non si avvia, Torino' })).toMatchObject({ category: 'Meccanico', location: { municipality: 'Torino' } });
    expect(requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('uses the built-in analyzer when OpenAI is not configured', async () => {
    expect(await createAiProvider().analyzeRequest({ userRequest: 'salta la corrente, Bari' })).toMatchObject({ category: 'Elettricista' });
    expect(requests).toHaveLength(0);
  });
});
