import { afterEach, beforeEach } from 'vitest';
import { startFakeChatApi, type FakeChatApi } from './fake-chat-api.ts';
import { setPageOrigin } from './render-chat.tsx';

/** A fresh fake API for each test, the page's origin set to it, closed after the test. Read `api` inside tests. */
export function useFakeChatApi(): { readonly api: FakeChatApi } {
  let api: FakeChatApi | undefined;
  beforeEach(async () => {
    api = await startFakeChatApi();
    setPageOrigin(api.origin);
  });
  afterEach(async () => {
    await api?.close();
  });
  return {
    get api() {
      if (api === undefined) throw new Error('useFakeChatApi: the API starts in beforeEach');
      return api;
    },
  };
}
