import { describe, expect, it } from 'vitest';
import { analyzerQuestions } from '@trovapro/copy';
import type { ComuneRef, LeadProfile } from '@trovapro/domain';
import {
  activeForm,
  canSendMessage,
  chatReducer,
  formOfMessage,
  initialChatState,
  leadRequestText,
  profileRequestFor,
  stepAfterAnalysis,
  stepAfterChoice,
  type ChatAction,
  type ChatState,
  type Choice,
} from './chat-reducer.ts';

let n = 0;
const stamp = () => ({ id: `id-${++n}`, timestamp: '2025-01-01T10:00:00.000Z' });
const MILANO: ComuneRef = { municipality: 'Milano', province: 'Milano', provinceCode: 'MI', istatCode: '015146' };
const REGGIO_C: ComuneRef = { municipality: 'Reggio di Calabria', province: 'Reggio Calabria', provinceCode: 'RC', istatCode: '080063' };
const REGGIO_E: ComuneRef = { municipality: "Reggio nell'Emilia", province: "Reggio nell'Emilia", provinceCode: 'RE', istatCode: '035033' };
const clear: LeadProfile = { category: 'Idraulico', needsClarification: false, clarificationQuestions: [], location: MILANO };
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
    { type: 'verificationSent', email: 'a@b.it', leadId: 'L1', resendAt: 60_000, content: 'Codice?', stamp: stamp() },
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
    expect(declined.messages.at(-1)).toMatchObject({ content: 'Grazie!', showRestartOption: true });
    expect(declined.messages.some((m) => m.showNewRequestOption)).toBe(false);
    // Issue 29: after «No», a new request can be started: the button, or writing in the input.
    expect(activeForm(declined)).toBe('restart');
    expect(formOfMessage(declined, declined.messages.at(-1)!)).toBe('restart');
    expect(canSendMessage(declined)).toBe(true);
    expect(run(declined, { type: 'reset', welcome: 'Ciao', stamp: stamp() })).toMatchObject({
      phase: 'describe',
      requestTexts: [],
      email: '',
      category: null,
      comune: null,
      leadId: null,
    });
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

  // Issue 29, items 2–6.
  const choose = (state: ChatState, choice: Choice): ChatAction => ({
    type: 'choiceMade',
    choice,
    content: `passo ${stepAfterChoice(state, choice).kind}`,
    stamp: stamp(),
    answerStamp: stamp(),
  });

  it('a need outside the six offers the six services and no email step; choosing one goes on with it', () => {
    const avvocato: LeadProfile = { category: 'Avvocato', needsClarification: false, clarificationQuestions: [], location: MILANO };
    const asked = run(start(), send('mi serve un avvocato a Milano'));
    expect(stepAfterAnalysis(asked, avvocato)).toEqual({ kind: 'notOffered', trade: 'Avvocato' });
    const offered = run(asked, analysed(avvocato, 'Solo sei servizi'));
    expect(offered).toMatchObject({ phase: 'answer', category: null, comune: MILANO });
    expect(offered.messages.at(-1)).toMatchObject({ content: 'Solo sei servizi', showServiceChoices: true });
    expect(activeForm(offered)).toBe('serviceChoice');
    expect(canSendMessage(offered)).toBe(true);
    const chosen = run(offered, choose(offered, { category: 'Idraulico' }));
    expect(chosen).toMatchObject({ phase: 'email', category: 'Idraulico', categoryChosen: true, comune: MILANO });
    expect(chosen.messages.slice(-2)).toMatchObject([
      { type: 'user', content: 'Idraulico' },
      { type: 'ai', content: 'passo email', showEmailForm: true },
    ]);
    expect(chosen.messages.some((m) => m.showServiceChoices)).toBe(false);
    expect(leadRequestText(chosen)).toBe('mi serve un avvocato a Milano\nIdraulico');
  });

  it('«non so» twice brings the six services as buttons; the chosen one stays while the comune is asked', () => {
    const vagueAnywhere: LeadProfile = { ...vague, clarificationQuestions: ['1. Che lavoro?', '2. Dove?'] };
    const first = run(start(), send('ciao'), analysed(vagueAnywhere));
    expect(activeForm(first)).toBeNull();
    const once = run(first, send('non so'), analysed(vagueAnywhere));
    expect(once).toMatchObject({ phase: 'answer', unclearAnswers: 1 });
    expect(activeForm(once)).toBeNull();
    const twice = run(once, send('non so'));
    expect(stepAfterAnalysis(twice, vagueAnywhere)).toEqual({ kind: 'chooseService' });
    const offered = run(twice, analysed(vagueAnywhere, 'Scegli tu'));
    expect(activeForm(offered)).toBe('serviceChoice');
    const chosen = run(offered, choose(offered, { category: 'Pulizie' }));
    // The service is known; only the comune is asked.
    expect(chosen).toMatchObject({ phase: 'answer', category: 'Pulizie', unclearAnswers: 0 });
    expect(chosen.messages.at(-1)).toMatchObject({ clarificationQuestions: [analyzerQuestions.municipality] });
    const answered = run(chosen, send('Milano'), analysed({ ...vague, clarificationQuestions: ['1. Quale servizio?'], location: MILANO }, 'Email?'));
    expect(answered).toMatchObject({ phase: 'email', category: 'Pulizie', comune: MILANO });
    expect(answered.requestTexts).toEqual(['ciao', 'non so', 'non so', 'Pulizie', 'Milano']);
  });

  it('an ambiguous place offers its comuni; the one chosen is the comune, a typed answer works too', () => {
    const ambiguous: LeadProfile = {
      category: 'Idraulico',
      needsClarification: true,
      clarificationQuestions: ['1. «Reggio» può indicare più comuni: quale intendi?'],
      location: null,
      placeChoices: [REGGIO_C, REGGIO_E],
    };
    const asked = run(start(), send('idraulico a Reggio'), analysed(ambiguous, 'Mi serve un dettaglio:'));
    expect(asked).toMatchObject({ phase: 'answer', category: 'Idraulico', comune: null });
    expect(asked.messages.at(-1)).toMatchObject({
      clarificationQuestions: ['«Reggio» può indicare più comuni: quale intendi?'],
      placeChoices: [REGGIO_C, REGGIO_E],
    });
    expect(activeForm(asked)).toBe('placeChoice');
    const chosen = run(asked, choose(asked, { comune: REGGIO_C }));
    expect(chosen).toMatchObject({ phase: 'email', comune: REGGIO_C, comuneChosen: true });
    expect(chosen.messages.at(-2)).toMatchObject({ type: 'user', content: 'Reggio di Calabria (RC)' });
    expect(chosen.messages.some((m) => m.placeChoices)).toBe(false);
    // Typing instead of choosing: the next analysis settles it.
    const typed = run(asked, send('Calabria'), analysed({ ...clear, location: REGGIO_C }, 'Email?'));
    expect(typed).toMatchObject({ phase: 'email', comune: REGGIO_C, comuneChosen: false });
  });

  it('a chosen comune or service stays when a later analysis says otherwise', () => {
    const asked = run(
      start(),
      send('idraulico a Reggio'),
      analysed({ ...clear, location: null, needsClarification: true, placeChoices: [REGGIO_C, REGGIO_E] }),
    );
    const chosen = run(asked, choose(asked, { comune: REGGIO_E }));
    expect(stepAfterAnalysis({ ...chosen, phase: 'answer' }, { ...clear, location: MILANO })).toEqual({ kind: 'email', category: 'Idraulico' });
    expect(run({ ...chosen, phase: 'answer' }, send('altro'), analysed({ ...clear, location: MILANO })).comune).toEqual(REGGIO_E);
  });

  it('«Modifica» at the email step changes the service or the comune, and the email message follows', () => {
    const email = atEmail();
    const service = run(email, { type: 'summaryEdited', category: 'Elettricista', content: 'Email per elettricista?' });
    expect(service).toMatchObject({ phase: 'email', category: 'Elettricista', categoryChosen: true, comune: MILANO });
    expect(service.messages.at(-1)).toMatchObject({ content: 'Email per elettricista?', showEmailForm: true });
    const place = run(service, { type: 'summaryEdited', comune: REGGIO_C, content: 'Email per elettricista?' });
    expect(place).toMatchObject({ category: 'Elettricista', comune: REGGIO_C, comuneChosen: true });
    // Only at the email step, and not during a call.
    expect(run(atCode(), { type: 'summaryEdited', category: 'Pulizie', content: 'x' }).category).toBe('Idraulico');
    const sending = run(email, { type: 'callStarted', call: 'verification' });
    expect(run(sending, { type: 'summaryEdited', category: 'Pulizie', content: 'x' }).category).toBe('Idraulico');
  });

  it('«Invia di nuovo il codice»: a new code, a new verification, the countdown the server gave', () => {
    const code = atCode();
    expect(code.resendAt).toBe(60_000);
    const resending = run(code, { type: 'callStarted', call: 'resend' });
    expect(resending.pending).toBe('resend');
    expect(run(code, { type: 'callStarted', call: 'resend' }, { type: 'callStarted', call: 'code' }).pending).toBe('resend');
    const refused = run(resending, { type: 'callFailed', resendAt: 90_000 });
    expect(refused).toMatchObject({ phase: 'code', pending: null, resendAt: 90_000, leadId: 'L1' });
    const resent = run(resending, {
      type: 'verificationSent',
      email: 'a@b.it',
      leadId: 'L2',
      resendAt: 120_000,
      content: 'Nuovo codice',
      stamp: stamp(),
    });
    expect(resent).toMatchObject({ phase: 'code', leadId: 'L2', resendAt: 120_000 });
    expect(resent.messages.filter((m) => m.showVerificationForm)).toEqual([expect.objectContaining({ content: 'Nuovo codice' })]);
    expect(run(atEmail(), { type: 'callStarted', call: 'resend' }).pending).toBeNull();
  });

  it('«Cambia email» goes back to the email step with the address, keeping the conversation and the verification to replace', () => {
    const code = atCode();
    const back = run(code, { type: 'emailChangeRequested', content: 'Scrivi l’indirizzo giusto', stamp: stamp() });
    expect(back).toMatchObject({ phase: 'email', email: 'a@b.it', leadId: 'L1' });
    expect(back.messages.slice(0, code.messages.length).map((m) => m.content)).toEqual(code.messages.map((m) => m.content));
    expect(back.messages.at(-1)).toMatchObject({ content: 'Scrivi l’indirizzo giusto', showEmailForm: true });
    expect(activeForm(back)).toBe('email');
    expect(run(atEmail(), { type: 'emailChangeRequested', content: 'x', stamp: stamp() }).messages).toHaveLength(atEmail().messages.length);
  });

  it('a landing page’s place needs no comune asked; without it the comune is asked', () => {
    const noPlace: LeadProfile = { category: 'Idraulico', needsClarification: false, clarificationQuestions: [], location: null };
    const landing = initialChatState('Benvenuto', stamp(), 'Zona Sud');
    expect(stepAfterAnalysis(run(landing, send('perdita')), noPlace)).toEqual({ kind: 'email', category: 'Idraulico' });
    expect(stepAfterAnalysis(run(start(), send('perdita')), noPlace)).toEqual({ kind: 'ask', questions: [analyzerQuestions.municipality] });
  });
});
