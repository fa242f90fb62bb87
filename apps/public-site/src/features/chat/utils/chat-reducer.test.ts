import { describe, expect, it } from 'vitest';
import type { LeadProfile } from '@trovapro/domain';
import {
  activeForm,
  canSendMessage,
  chatReducer,
  formOfMessage,
  initialChatState,
  leadRequestText,
  profileRequestFor,
  type ChatAction,
  type ChatState,
} from './chat-reducer.ts';

let n = 0;
const stamp = () => ({ id: `id-${++n}`, timestamp: '2025-01-01T10:00:00.000Z' });
const clear: LeadProfile = { category: 'Idraulico', needsClarification: false, clarificationQuestions: [], location: null };
const vague: LeadProfile = { category: null, needsClarification: true, clarificationQuestions: ['1. Quale servizio?', '2) Dove?'], location: null };

function run(state: ChatState, ...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, state);
}

const start = () => initialChatState('Benvenuto', stamp());
const send = (text: string): ChatAction => ({ type: 'userMessageSent', text, stamp: stamp() });
const analysed = (profile: LeadProfile, content = 'testo'): ChatAction => ({ type: 'analysisSucceeded', profile, content, stamp: stamp() });
const atEmail = () => run(start(), send('perdita a Milano'), analysed(clear, 'Email?'));
const atCode = () =>
  run(
    atEmail(),
    { type: 'callStarted', call: 'verification' },
    { type: 'verificationSent', email: 'a@b.it', leadId: 'L1', content: 'Codice?', stamp: stamp() },
  );
const atDetails = () => run(atCode(), { type: 'callStarted', call: 'code' }, { type: 'codeVerified', content: 'Nome?', stamp: stamp() });
const completed = () =>
  run(atDetails(), { type: 'callStarted', call: 'completion' }, { type: 'completionSucceeded', content: 'Grazie', stamp: stamp() });

describe('chatReducer', () => {
  it('starts with the welcome message, describing, input enabled', () => {
    const state = start();
    expect(state.messages).toEqual([{ id: expect.any(String), type: 'ai', content: 'Benvenuto', timestamp: '2025-01-01T10:00:00.000Z' }]);
    expect(state.phase).toBe('describe');
    expect(canSendMessage(state)).toBe(true);
    expect(activeForm(state)).toBeNull();
  });

  it('ignores empty and whitespace-only messages, and trims the others', () => {
    const initial = start();
    expect(run(initial, send('   '), send(''))).toBe(initial);
    const state = run(start(), send('  perdita  '));
    expect(state.messages.at(-1)).toMatchObject({ type: 'user', content: 'perdita' });
    expect(state.pending).toBe('analysis');
    expect(canSendMessage(state)).toBe(false);
  });

  it('refuses a second message while the analysis is pending', () => {
    const state = run(start(), send('uno'), send('due'));
    expect(state.messages.map((m) => m.content)).toEqual(['Benvenuto', 'uno']);
  });

  it('asks the questions (numbering stripped) and treats the next message as answers', () => {
    const asked = run(start(), send('ho un problema'), analysed(vague, 'Mi servono informazioni:'));
    expect(asked.phase).toBe('answer');
    expect(asked.messages.at(-1)).toMatchObject({
      type: 'ai',
      content: 'Mi servono informazioni:',
      clarificationQuestions: ['Quale servizio?', 'Dove?'],
    });
    expect(canSendMessage(asked)).toBe(true);
    const answered = run(asked, send('perdita a Milano'));
    expect(answered.requestTexts).toEqual(['ho un problema', 'perdita a Milano']);
    expect(profileRequestFor(answered.requestTexts)).toEqual({
      userRequest: 'ho un problema',
      context: 'ho un problema',
      answers: 'perdita a Milano',
    });
    expect(leadRequestText(answered)).toBe('ho un problema\nperdita a Milano');
  });

  it('a clear request shows the email form and disables the input', () => {
    const state = atEmail();
    expect(state.phase).toBe('email');
    expect(state.category).toBe('Idraulico');
    expect(state.messages.at(-1)).toMatchObject({ content: 'Email?', showEmailForm: true });
    expect(activeForm(state)).toBe('email');
    expect(canSendMessage(state)).toBe(false);
    expect(formOfMessage(state, state.messages.at(-1)!)).toBe('email');
    expect(formOfMessage(state, state.messages[0]!)).toBeNull();
  });

  it('an analysis failure adds the error message and lets the visitor type the text again', () => {
    const state = run(start(), send('perdita'), { type: 'analysisFailed', content: 'Errore', stamp: stamp() });
    expect(state.messages.at(-1)).toMatchObject({ type: 'ai', content: 'Errore' });
    expect(state.requestTexts).toEqual([]);
    expect(canSendMessage(state)).toBe(true);
    // in the answers round the failed answers are dropped, the description kept
    const answering = run(start(), send('problema'), analysed(vague), send('a Milano'), {
      type: 'analysisFailed',
      content: 'Errore',
      stamp: stamp(),
    });
    expect(answering.phase).toBe('answer');
    expect(answering.requestTexts).toEqual(['problema']);
  });

  it('walks email → code → details, each step replacing the previous form', () => {
    const code = atCode();
    expect(code).toMatchObject({ phase: 'code', email: 'a@b.it', leadId: 'L1' });
    expect(code.messages.filter((m) => m.showEmailForm)).toEqual([]);
    expect(activeForm(code)).toBe('code');
    const details = atDetails();
    expect(activeForm(details)).toBe('details');
    expect(details.messages.filter((m) => m.showVerificationForm)).toEqual([]);
    expect(canSendMessage(details)).toBe(false);
  });

  it('a failed call keeps the step; calls out of step are ignored', () => {
    const pending = run(atEmail(), { type: 'callStarted', call: 'verification' });
    expect(pending.pending).toBe('verification');
    expect(run(pending, { type: 'callFailed' })).toMatchObject({ phase: 'email', pending: null });
    expect(run(atEmail(), { type: 'callStarted', call: 'code' }).pending).toBeNull();
    expect(run(atEmail(), { type: 'codeVerified', content: 'x', stamp: stamp() }).phase).toBe('email');
  });

  it('completion disables the input, then offers a new request, which can be declined', () => {
    const done = completed();
    expect(done.phase).toBe('completed');
    expect(canSendMessage(done)).toBe(false);
    expect(activeForm(done)).toBeNull();
    const offered = run(done, { type: 'newRequestOffered', content: 'Nuova?', stamp: stamp() });
    expect(activeForm(offered)).toBe('newRequest');
    expect(offered.messages.at(-1)).toMatchObject({ content: 'Nuova?', showNewRequestOption: true });
    // offered once only
    expect(run(offered, { type: 'newRequestOffered', content: 'Nuova?', stamp: stamp() }).messages).toHaveLength(offered.messages.length);
    const declined = run(offered, { type: 'newRequestDeclined', content: 'Grazie!', stamp: stamp() });
    expect(declined.messages.at(-1)).toMatchObject({ content: 'Grazie!' });
    expect(declined.messages.some((m) => m.showNewRequestOption)).toBe(false);
    expect(canSendMessage(declined)).toBe(false);
    expect(run(declined, { type: 'reset', welcome: 'Ciao', stamp: stamp() })).toMatchObject({ phase: 'describe', requestTexts: [], email: '' });
  });

  it('a completion failure hides the details form and goes back to describing', () => {
    const state = run(
      atDetails(),
      { type: 'callStarted', call: 'completion' },
      { type: 'completionFailed', content: 'Descrivi di nuovo', stamp: stamp() },
    );
    expect(state).toMatchObject({ phase: 'describe', pending: null, requestTexts: [], leadId: null, email: 'a@b.it' });
    expect(state.messages.some((m) => m.showUserDetailsForm)).toBe(false);
    expect(state.messages.at(-1)?.content).toBe('Descrivi di nuovo');
    expect(canSendMessage(state)).toBe(true);
  });

  it('replaces the welcome only while the conversation is untouched', () => {
    expect(run(start(), { type: 'welcomeChanged', welcome: 'Dal template' }).messages[0]?.content).toBe('Dal template');
    const started = run(start(), send('ciao'), { type: 'welcomeChanged', welcome: 'Dal template' });
    expect(started.messages[0]?.content).toBe('Benvenuto');
  });

  it('bounds the context sent for analysis', () => {
    const long = 'x'.repeat(3000);
    const request = profileRequestFor([long, long, 'ultime risposte']);
    expect(request.context?.length).toBe(4000);
    expect(request.answers).toBe('ultime risposte');
  });
});
