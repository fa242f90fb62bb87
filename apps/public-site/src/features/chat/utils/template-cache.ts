import type { ChatTemplate } from '@trovapro/domain';

/** Product §9 template cache: one fixed key, valid 1 hour, holding templates, timestamp, ETag and version 1.0. */
export const TEMPLATE_CACHE_KEY = 'trovapro:chat-templates';
export const TEMPLATE_CACHE_TTL_MS = 60 * 60 * 1000;
export const TEMPLATE_CACHE_VERSION = '1.0';

export interface TemplateCacheEntry {
  templates: ChatTemplate[];
  /** When the templates were fetched (or last confirmed by a 304), in ms since the epoch. */
  timestamp: number;
  etag: string | null;
  version: typeof TEMPLATE_CACHE_VERSION;
}

export interface StorageSources {
  local: () => Storage;
  session: () => Storage;
}

const browserStorages: StorageSources = {
  local: () => window.localStorage,
  session: () => window.sessionStorage,
};

/** A storage that works: reading it and writing to it do not throw (private modes, disabled cookies, quota). */
function usable(source: () => Storage): Storage | null {
  try {
    const storage = source();
    const probe = `${TEMPLATE_CACHE_KEY}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** localStorage, else sessionStorage when localStorage throws, else no cache at all. */
export function chooseTemplateStorage(sources: StorageSources = browserStorages): Storage | null {
  return usable(sources.local) ?? usable(sources.session);
}

export function isChatTemplateList(value: unknown): value is ChatTemplate[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ChatTemplate).name === 'string' &&
        typeof (item as ChatTemplate).content === 'string' &&
        typeof (item as ChatTemplate).isActive === 'boolean',
    )
  );
}

function isEntry(value: unknown): value is TemplateCacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    entry.version === TEMPLATE_CACHE_VERSION &&
    typeof entry.timestamp === 'number' &&
    (entry.etag === null || typeof entry.etag === 'string') &&
    isChatTemplateList(entry.templates)
  );
}

/** The cached entry when valid; an expired, foreign-version or malformed one is removed. */
export function readTemplateCache(storage: Storage | null, now: number = Date.now()): TemplateCacheEntry | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(TEMPLATE_CACHE_KEY);
    if (raw === null) return null;
    const entry: unknown = JSON.parse(raw);
    if (isEntry(entry) && now - entry.timestamp < TEMPLATE_CACHE_TTL_MS && entry.timestamp <= now) return entry;
    storage.removeItem(TEMPLATE_CACHE_KEY);
    return null;
  } catch {
    try {
      storage.removeItem(TEMPLATE_CACHE_KEY);
    } catch {
      // storage unusable: nothing cached
    }
    return null;
  }
}

/** Stores the entry; a full or blocked storage just means no cache. */
export function writeTemplateCache(storage: Storage | null, templates: ChatTemplate[], etag: string | null, now: number = Date.now()): void {
  if (!storage) return;
  const entry: TemplateCacheEntry = { templates, timestamp: now, etag, version: TEMPLATE_CACHE_VERSION };
  try {
    storage.setItem(TEMPLATE_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // quota exceeded or storage blocked
  }
}
