import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import { fromAddress, postJson, verifyEmail } from '../../test/chat-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAiProvider } from '../../providers/ai/create-ai-provider.ts';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';

/** The completion's analysis through the OpenAI provider (a local stand-in): the visitor's name stays here. */
let t: TestApp;
let openai: FakeOpenAi;
beforeAll(async () => {
  openai = await startFakeOpenAi();
  const logger = { warn: () => undefined };
  t = await createTestApp({
    ai: createAiProvider({ openai: { apiKey: 'sk-test', model: 'gpt-test', baseURL: openai.baseURL, maxRetries: 0 }, logger }),
  });
  await importMunicipalities(t.database.db);
  await seedDefaultTemplates(t.database.db);
});
afterAll(async () => {
  await t.close();
  await openai.close();
});

describe('POST /api/leads/complete with OpenAI', () => {
  it('sends the model the request without the name the visitor gave, wherever the text writes it', async () => {
    openai.reply = {
      status: 200,
      content: JSON.stringify({ category: 'Idraulico', needsClarification: false, clarificationQuestions: [], municipality: 'Fano' }),
    };
    const leadId = await verifyEmail(t.app, t.database.db, 'ornella@example.it');
    const response = await postJson(
      t.app,
      '/api/leads/complete',
      {
        privacyConsent: true,
        userEmail: 'ornella@example.it',
        userRequest: 'Perdita dal lavandino a Fano, urgente. Ornella',
        userName: 'Ornella Bersani',
        leadId,
      },
      fromAddress('192.0.2.90'),
    );
    expect(response.statusCode).toBe(201);
    const sent = JSON.stringify(openai.requests.at(-1)?.body.messages);
    expect(sent).toContain('Perdita dal lavandino a Fano, urgente. [nome rimosso]');
    expect(sent).not.toContain('Ornella');
  });
});
