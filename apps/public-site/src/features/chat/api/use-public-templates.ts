import { useState } from 'react';
import useSWR from 'swr';
import { ApiRequestError, createApiClient, swrKey, type ApiClient } from '@trovapro/api-client';
import type { ChatTemplate } from '@trovapro/domain';
import { chooseTemplateStorage, isChatTemplateList, readTemplateCache, writeTemplateCache } from '../utils/template-cache.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** Product §9: 3 attempts, waiting 1 s then 2 s between them. */
export const TEMPLATE_FETCH_ATTEMPTS = 3;
export const TEMPLATE_RETRY_BASE_MS = 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Product §9 query settings of the chat templates: stale after 1 hour, kept 2 hours. */
export const TEMPLATES_STALE_MS = HOUR_MS;
export const TEMPLATES_KEEP_MS = 2 * HOUR_MS;

export const publicTemplatesKey = swrKey(publicRoutes.publicTemplates);

/**
 * Same-origin client whose requests revalidate instead of using the HTTP cache (`cache: 'no-cache'`):
 * the ETag below decides. The same intent also goes out as a `Cache-Control: no-cache` request
 * header, for caches between the browser and the API and for fetch implementations without `cache`.
 */
const templatesClient = createApiClient({
  baseUrl: '',
  fetch: (input, init) => globalThis.fetch(input, { ...init, cache: 'no-cache' }),
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface TemplateFetchOptions {
  client?: ApiClient;
  storage?: Storage | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * `GET /api/templates/public` as product §7/§9 describe it: sends the cached ETag as If-None-Match; a
 * 304 reuses (and re-dates) the cache; a 200 is stored with its ETag. Up to 3 attempts with
 * exponential backoff; then the cache, then an empty list. Never throws.
 */
export async function fetchPublicTemplates(options: TemplateFetchOptions = {}): Promise<ChatTemplate[]> {
  const { client = templatesClient, storage = chooseTemplateStorage(), now = Date.now, sleep = wait } = options;
  for (let attempt = 0; attempt < TEMPLATE_FETCH_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await sleep(TEMPLATE_RETRY_BASE_MS * 2 ** (attempt - 1));
    const cached = readTemplateCache(storage, now());
    let etag: string | null = null;
    try {
      const templates: unknown = await client.call(
        publicRoutes.publicTemplates,
        {},
        {
          headers: { 'cache-control': 'no-cache', ...(cached?.etag ? { 'if-none-match': cached.etag } : {}) },
          onResponse: (response) => {
            etag = response.headers.get('etag');
          },
        },
      );
      if (!isChatTemplateList(templates)) continue;
      writeTemplateCache(storage, templates, etag, now());
      return templates;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 304 && cached) {
        writeTemplateCache(storage, cached.templates, cached.etag, now());
        return cached.templates;
      }
    }
  }
  return readTemplateCache(storage, now())?.templates ?? [];
}

interface TemplatesData {
  templates: ChatTemplate[];
  fetchedAt: number;
}

function cachedData(): TemplatesData | undefined {
  const cached = readTemplateCache(chooseTemplateStorage());
  return cached ? { templates: cached.templates, fetchedAt: cached.timestamp } : undefined;
}

/**
 * The chat templates (product §9): stale after 1 hour (`dedupingInterval` with revalidation of stale
 * data on mount), no refetch on focus or reconnect, no SWR retries (the fetcher retries itself).
 * SWR has no garbage-collection time, so "kept 2 hours" is honoured by dating the data and
 * ignoring data older than that. A valid browser cache is shown at once as fallback data (read once
 * per mount, not on every render of the chat).
 */
export function usePublicTemplates(): ChatTemplate[] {
  const [fallbackData] = useState(cachedData);
  const { data } = useSWR<TemplatesData>(publicTemplatesKey, async () => ({ templates: await fetchPublicTemplates(), fetchedAt: Date.now() }), {
    dedupingInterval: TEMPLATES_STALE_MS,
    revalidateIfStale: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    fallbackData,
  });
  if (!data || Date.now() - data.fetchedAt > TEMPLATES_KEEP_MS) return [];
  return data.templates;
}
