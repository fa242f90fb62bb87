import { afterEach, beforeEach, vi } from 'vitest';
import { startFakeChatApi, type FakeChatApi } from './fake-chat-api.ts';
import { setPageOrigin } from './render-chat.tsx';

/**
 * For the tests of an entry module (main.tsx, landing-chat.tsx), which runs once per import: each test
 * gets a fresh module registry and an empty page on the origin of a fresh fake chat API.
 */
export function setUpEntryTests(): { api: () => FakeChatApi } {
  let api: FakeChatApi | undefined;
  beforeEach(async () => {
    vi.resetModules();
    document.body.innerHTML = '';
    api = await startFakeChatApi();
    setPageOrigin(api.origin);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    await api?.close();
  });
  return {
    api: () => {
      if (!api) throw new Error('the fake chat API starts in beforeEach');
      return api;
    },
  };
}
