import type { ChatMessage, ComuneRef } from '@trovapro/domain';
import type { ChatPhase, ChatState } from './chat-reducer.ts';

/**
 * The conversation kept for the tab (sessionStorage), so a reload or Back returns to the same step: one entry
 * per page the chat is on (Home, each landing page), versioned, written after every settled change, removed
 * when the request is completed or the visitor starts over. It holds what the state holds: the messages,
 * the step, the email and the verification's id — never the code, which lives in the code field only. An
 * entry of another version, too old, or not readable is ignored and removed.
 */
export const CHAT_STORAGE_VERSION = 1;
/** Older entries are ignored: the code (15 minutes) and the verification (30 minutes) are long gone. */
export const CHAT_STORAGE_MAX_AGE_MS = 6 * 60 * 60 * 1000;
const KEY_PREFIX = 'trovapro:chat';

interface SavedChat {
  version: typeof CHAT_STORAGE_VERSION;
  savedAt: number;
  state: ChatState;
}

/** Where a page keeps its conversation: Home, or a landing page (by id, else by its service and place). */
export function chatStorageKey(landing: {
  landingPageId?: string | undefined;
  prefilledService?: string | undefined;
  prefilledLocation?: string | undefined;
}): string {
  const page =
    landing.landingPageId ??
    (landing.prefilledService || landing.prefilledLocation ? `${landing.prefilledService ?? ''}@${landing.prefilledLocation ?? ''}` : 'home');
  return `${KEY_PREFIX}:${page}`;
}

/** The tab's storage, or null where it cannot be used (private modes, disabled storage). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A conversation worth keeping: started, not completed, no call running (a reload returns to the step before it). */
function worthKeeping(state: ChatState): boolean {
  return state.messages.length > 1 && state.phase !== 'completed';
}

/** Writes the settled state, or removes the entry when there is nothing to return to; storage failures are ignored. */
export function saveChat(storage: Storage | null, key: string, state: ChatState, now = Date.now()): void {
  if (!storage) return;
  try {
    if (!worthKeeping(state)) {
      storage.removeItem(key);
      return;
    }
    if (state.pending !== null) return;
    const saved: SavedChat = { version: CHAT_STORAGE_VERSION, savedAt: now, state: { ...state, newRequest: 'waiting' } };
    storage.setItem(key, JSON.stringify(saved));
  } catch {
    // A full or blocked storage only loses the reload's convenience.
  }
}

export function clearChat(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the entry is read back only if valid.
  }
}

/** The kept conversation, or null (none, another version, too old, or unreadable: then it is removed). */
export function readSavedChat(storage: Storage | null, key: string, now = Date.now()): ChatState | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const saved = parse(raw);
  if (saved && saved.version === CHAT_STORAGE_VERSION && now - saved.savedAt <= CHAT_STORAGE_MAX_AGE_MS && now >= saved.savedAt) {
    return { ...saved.state, pending: null };
  }
  clearChat(storage, key);
  return null;
}

function parse(raw: string): SavedChat | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isSavedChat(value) ? value : null;
  } catch {
    return null;
  }
}

const PHASES: readonly ChatPhase[] = ['describe', 'answer', 'email', 'code', 'details'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || isString(value);
const isStrings = (value: unknown) => Array.isArray(value) && value.every(isString);

function isComune(value: unknown): value is ComuneRef {
  return (
    isRecord(value) &&
    isString(value.municipality) &&
    isString(value.province) &&
    isString(value.provinceCode) &&
    isString(value.istatCode) &&
    /^\d{6}$/.test(value.istatCode)
  );
}

function isMessage(value: unknown): value is ChatMessage {
  if (!isRecord(value)) return false;
  const placeChoices = value.placeChoices;
  return (
    isString(value.id) &&
    (value.type === 'ai' || value.type === 'user') &&
    isString(value.content) &&
    isString(value.timestamp) &&
    (value.clarificationQuestions === undefined || isStrings(value.clarificationQuestions)) &&
    (placeChoices === undefined || (Array.isArray(placeChoices) && placeChoices.every(isComune)))
  );
}

function isSavedChat(value: unknown): value is SavedChat {
  if (!isRecord(value) || typeof value.savedAt !== 'number' || !isRecord(value.state)) return false;
  const state = value.state;
  return (
    Array.isArray(state.messages) &&
    state.messages.length > 0 &&
    state.messages.every(isMessage) &&
    PHASES.includes(state.phase as ChatPhase) &&
    isStrings(state.requestTexts) &&
    isStringOrNull(state.category) &&
    (state.comune === null || isComune(state.comune)) &&
    typeof state.categoryChosen === 'boolean' &&
    typeof state.comuneChosen === 'boolean' &&
    typeof state.unclearAnswers === 'number' &&
    isStringOrNull(state.landingPlace) &&
    isString(state.email) &&
    isStringOrNull(state.leadId) &&
    (state.resendAt === null || typeof state.resendAt === 'number')
  );
}
