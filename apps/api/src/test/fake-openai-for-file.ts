import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';

export interface FakeOpenAiForFile {
  /** The local stand-in for the OpenAI API (there inside tests and hooks). */
  readonly openai: FakeOpenAi;
  /** The warnings the provider logged during the current test. */
  readonly warnings: string[];
  /** The logger to give the provider: it keeps the warnings. */
  readonly logger: { warn(details: object, message: string): void };
  /** The provider's OpenAI options, pointed at the stand-in, with no retries. */
  options(): { apiKey: string; model: string; baseURL: string; maxRetries: number };
  /** Expects exactly one request so far, with the test key and model, asking for the strict JSON schema `name`. */
  expectOneStrictRequest(name: string): void;
}

/** For a test file of an OpenAI provider: the stand-in runs for the file; each test starts with no requests and no warnings. */
export function useFakeOpenAi(): FakeOpenAiForFile {
  let openai: FakeOpenAi | undefined;
  const warnings: string[] = [];
  beforeAll(async () => {
    openai = await startFakeOpenAi();
  });
  afterAll(() => openai?.close());
  beforeEach(() => {
    if (openai !== undefined) openai.requests.length = 0;
    warnings.length = 0;
  });
  const started = () => {
    if (openai === undefined) throw new Error('useFakeOpenAi: the stand-in starts in beforeAll');
    return openai;
  };
  return {
    get openai() {
      return started();
    },
    warnings,
    logger: { warn: (_details, message) => void warnings.push(message) },
    options: () => ({ apiKey: 'sk-test', model: 'gpt-test', baseURL: started().baseURL, maxRetries: 0 }),
    expectOneStrictRequest(name) {
      const { requests } = started();
      expect(requests).toHaveLength(1);
      expect(requests[0]?.authorization).toBe('Bearer sk-test');
      expect(requests[0]?.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema', json_schema: { name, strict: true } } });
    },
  };
}
