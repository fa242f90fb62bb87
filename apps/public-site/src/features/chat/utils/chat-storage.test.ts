import { describe, expect, it } from 'vitest';
import type { ChatAction, ChatState } from './chat-reducer.ts';
import { chatReducer, initialChatState } from './chat-reducer.ts';
import { CHAT_STORAGE_MAX_AGE_MS, CHAT_STORAGE_VERSION, chatStorageKey, readSavedChat, saveChat } from './chat-storage.ts';

// Issue 29, item 3: the conversation kept for the tab, so a reload returns to the same step.

const NOW = 1_800_000_000_000;
let n = 0;
const stamp = () => ({ id: `m-${++n}`, timestamp: '2026-01-01T10:00:00.000Z' });
const MILANO = { municipality: 'Milano', province: 'Milano', provinceCode: 'MI', istatCode: '015146' };

function atCode(): ChatState {
  const actions: ChatAction[] = [
    { type: 'userMessageSent', text: 'perdita a Milano', stamp: stamp() },
    {
      type: 'analysisSucceeded',
      profile: { category: 'Idraulico', needsClarification: false, clarificationQuestions: [], location: MILANO },
      content: 'Email?',
      stamp: stamp(),
    },
    { type: 'callStarted', call: 'verification' },
    { type: 'verificationSent', email: 'a@b.it', leadId: 'L1', resendAt: NOW + 60_000, content: 'Codice?', stamp: stamp() },
  ];
  return actions.reduce(chatReducer, initialChatState('Benvenuto', stamp()));
}

const KEY = chatStorageKey({});

describe('the chat kept for the tab', () => {
  it('returns the same step after a reload: messages, email, verification, countdown, choices', () => {
    const state = atCode();
    saveChat(sessionStorage, KEY, state, NOW);
    expect(readSavedChat(sessionStorage, KEY, NOW + 1000)).toEqual(state);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '{}')).toMatchObject({ version: CHAT_STORAGE_VERSION, savedAt: NOW });
  });

  it('keeps the step before a call while it runs: a reload during it returns there', () => {
    const state = atCode();
    saveChat(sessionStorage, KEY, state, NOW);
    saveChat(sessionStorage, KEY, chatReducer(state, { type: 'callStarted', call: 'code' }), NOW + 10);
    expect(readSavedChat(sessionStorage, KEY, NOW + 20)).toMatchObject({ phase: 'code', pending: null });
  });

  it('holds nothing once the request is completed, or the conversation starts over', () => {
    const state = atCode();
    saveChat(sessionStorage, KEY, state, NOW);
    saveChat(sessionStorage, KEY, { ...state, phase: 'completed' }, NOW);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    saveChat(sessionStorage, KEY, state, NOW);
    saveChat(sessionStorage, KEY, chatReducer(state, { type: 'reset', welcome: 'Ciao', stamp: stamp() }), NOW);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('ignores and removes an entry of another version, too old, corrupt or of another shape', () => {
    const state = atCode();
    const entries = [
      JSON.stringify({ version: 0, savedAt: NOW, state }),
      JSON.stringify({ version: CHAT_STORAGE_VERSION, savedAt: NOW - CHAT_STORAGE_MAX_AGE_MS - 1, state }),
      JSON.stringify({ version: CHAT_STORAGE_VERSION, savedAt: NOW + 60_000, state }),
      '{"version":1,',
      JSON.stringify({ version: CHAT_STORAGE_VERSION, savedAt: NOW, state: { ...state, phase: 'boh' } }),
      JSON.stringify({ version: CHAT_STORAGE_VERSION, savedAt: NOW, state: { ...state, messages: [{ id: 1 }] } }),
      JSON.stringify({ version: CHAT_STORAGE_VERSION, savedAt: NOW, state: { ...state, comune: { municipality: 'X', istatCode: 'abc' } } }),
      JSON.stringify({ version: CHAT_STORAGE_VERSION, savedAt: NOW, state: { ...state, phase: 'completed' } }),
      'null',
    ];
    for (const raw of entries) {
      sessionStorage.setItem(KEY, raw);
      expect(readSavedChat(sessionStorage, KEY, NOW), raw).toBeNull();
      expect(sessionStorage.getItem(KEY), raw).toBeNull();
    }
  });

  it('keeps one conversation per page: Home and each landing page', () => {
    expect(chatStorageKey({})).toBe('trovapro:chat:home');
    expect(chatStorageKey({ landingPageId: 'abc', prefilledService: 'Idraulico', prefilledLocation: 'Milano' })).toBe('trovapro:chat:abc');
    expect(chatStorageKey({ prefilledService: 'Idraulico', prefilledLocation: 'Milano' })).toBe('trovapro:chat:Idraulico@Milano');
  });

  it('does without a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(() => saveChat(broken, KEY, atCode(), NOW)).not.toThrow();
    expect(readSavedChat(broken, KEY, NOW)).toBeNull();
  });
});
