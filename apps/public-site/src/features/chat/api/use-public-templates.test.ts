import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatApi, type FakeChatApi } from '../../../test/fake-chat-api.ts';
import { setPageOrigin } from '../../../test/render-chat.tsx';
import { TEMPLATE_CACHE_KEY, TEMPLATE_CACHE_TTL_MS, readTemplateCache, writeTemplateCache } from '../utils/template-cache.ts';
import { fetchPublicTemplates } from './use-public-templates.ts';

const TEMPLATES = [
  { name: 'welcome_message', content: 'Benvenuto dal template', isActive: true },
  { name: 'email_request', content: 'Email per {category}?', isActive: false },
];
const PATH = '/api/templates/public';

let api: FakeChatApi;
beforeEach(async () => {
  api = await startFakeChatApi();
  api.templates = TEMPLATES;
  setPageOrigin(api.origin);
});
afterEach(async () => {
  await api.close();
});

/** Records the backoff delays instead of waiting them out. */
function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

describe('fetchPublicTemplates (product §7/§9)', () => {
  it('stores a 200 with its ETag, then sends If-None-Match and reuses the cache on 304', async () => {
    expect(await fetchPublicTemplates()).toEqual(TEMPLATES);
    const [first] = api.requestsTo(PATH);
    expect(first?.headers['if-none-match']).toBeUndefined();
    expect(readTemplateCache(localStorage)).toMatchObject({ templates: TEMPLATES, etag: '"v1"', version: '1.0' });

    api.templates = [];
    expect(await fetchPublicTemplates()).toEqual(TEMPLATES);
    const second = api.requestsTo(PATH)[1];
    expect(second?.headers['if-none-match']).toBe('"v1"');
  });

  it('replaces the cache when the server has new templates (new ETag)', async () => {
    await fetchPublicTemplates();
    api.templates = [{ name: 'welcome_message', content: 'Nuovo', isActive: true }];
    api.etag = '"v2"';
    expect(await fetchPublicTemplates()).toEqual(api.templates);
    expect(readTemplateCache(localStorage)).toMatchObject({ etag: '"v2"', templates: api.templates });
  });

  it('does not use a cache older than 1 hour', async () => {
    const now = Date.now();
    writeTemplateCache(localStorage, [{ name: 'welcome_message', content: 'Vecchio', isActive: true }], '"v1"', now - TEMPLATE_CACHE_TTL_MS - 1);
    expect(await fetchPublicTemplates()).toEqual(TEMPLATES);
    expect(api.requestsTo(PATH)[0]?.headers['if-none-match']).toBeUndefined();
  });

  it('makes 3 attempts with 1 s then 2 s of backoff, then falls back to the cache', async () => {
    const cached = [{ name: 'welcome_message', content: 'Dalla cache', isActive: true }];
    writeTemplateCache(localStorage, cached, '"old"', Date.now());
    api.templatesHandler = () => ({ status: 500, body: { code: 'internal', message: 'Errore interno' } });
    const { delays, sleep } = recordingSleep();
    expect(await fetchPublicTemplates({ sleep })).toEqual(cached);
    expect(api.requestsTo(PATH)).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('falls back to an empty list with no cache, also when the connection drops', async () => {
    api.templatesHandler = () => 'drop';
    const { delays, sleep } = recordingSleep();
    expect(await fetchPublicTemplates({ sleep })).toEqual([]);
    expect(api.requestsTo(PATH)).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
    expect(localStorage.getItem(TEMPLATE_CACHE_KEY)).toBeNull();
  });

  it('succeeds on a later attempt', async () => {
    let calls = 0;
    api.templatesHandler = () =>
      ++calls < 3 ? { status: 503, body: { code: 'down', message: 'Non disponibile' } } : { status: 200, body: TEMPLATES };
    const { delays, sleep } = recordingSleep();
    expect(await fetchPublicTemplates({ sleep })).toEqual(TEMPLATES);
    expect(delays).toEqual([1000, 2000]);
  });

  it('waits for real between attempts by default', async () => {
    api.templatesHandler = () => ({ status: 500, body: { code: 'internal', message: 'Errore interno' } });
    const started = Date.now();
    expect(await fetchPublicTemplates()).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  }, 10_000);

  it('refuses a body that is not a template list', async () => {
    api.templatesHandler = () => ({ status: 200, body: { templates: 'no' } });
    const { sleep } = recordingSleep();
    expect(await fetchPublicTemplates({ sleep })).toEqual([]);
    expect(localStorage.getItem(TEMPLATE_CACHE_KEY)).toBeNull();
  });
});
