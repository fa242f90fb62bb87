import { analyzerQuestions } from '@trovapro/copy';
import { isKnownCategory, type ChatMessage, type ComuneRef, type KnownCategory, type LeadProfile, type LeadProfileRequest } from '@trovapro/domain';

/**
 * The chat of product §4 as a pure state machine. The hook around it performs the calls and passes
 * every text in (templates are resolved outside), plus a stamp (id, timestamp) for each new message,
 * so this module stays deterministic.
 */

/** Where the conversation is: what the visitor is expected to do next. */
export type ChatPhase = 'describe' | 'answer' | 'email' | 'code' | 'details' | 'completed';
export type PendingCall = 'analysis' | 'verification' | 'resend' | 'code' | 'completion';
export type ActiveForm = 'email' | 'code' | 'details' | 'newRequest' | 'serviceChoice' | 'placeChoice' | 'restart';

export interface MessageStamp {
  id: string;
  timestamp: string;
}

export interface ChatState {
  messages: ChatMessage[];
  phase: ChatPhase;
  pending: PendingCall | null;
  /** The current request's texts: the description, then each round of answers (and the choices made). */
  requestTexts: string[];
  /** The service: as the analysis understood it, or as the visitor chose it. One of the six from the email step on. */
  category: string | null;
  /** The comune, likewise (null: not known yet, or only the landing page's place, `landingPlace`). */
  comune: ComuneRef | null;
  /** The visitor chose the service (a button, «Modifica»): later analyses keep it. */
  categoryChosen: boolean;
  /** The visitor chose the comune (a button, the search, «Modifica»): later analyses keep it. */
  comuneChosen: boolean;
  /** Answers in a row that left the service unclear: at the second, the six services are offered. */
  unclearAnswers: number;
  /** The place a landing page gave (the server fills the comune from it): a request there needs no comune asked. */
  landingPlace: string | null;
  /** The email the code was sent to (also the email form's starting value after a failure or «Cambia email»). */
  email: string;
  /** The verification the code step checks; the next code sent replaces it (`replacesLeadId`). */
  leadId: string | null;
  /** When (epoch ms) the server accepts another code for this email: «Invia di nuovo il codice» counts down to it. */
  resendAt: number | null;
  /** After completion: the new-request prompt is awaited (2 s), shown, or declined. */
  newRequest: 'waiting' | 'offered' | 'declined';
}

export type ChatAction =
  | { type: 'reset'; welcome: string; stamp: MessageStamp }
  | { type: 'welcomeChanged'; welcome: string }
  | { type: 'userMessageSent'; text: string; stamp: MessageStamp }
  | { type: 'analysisSucceeded'; profile: LeadProfile; content: string; stamp: MessageStamp }
  | { type: 'analysisFailed'; content: string; stamp: MessageStamp }
  | { type: 'choiceMade'; choice: Choice; content: string; stamp: MessageStamp; answerStamp: MessageStamp }
  | { type: 'summaryEdited'; category?: KnownCategory; comune?: ComuneRef; content: string }
  | { type: 'callStarted'; call: 'verification' | 'resend' | 'code' | 'completion' }
  | { type: 'callFailed'; resendAt?: number }
  | { type: 'verificationSent'; email: string; leadId: string; resendAt: number; content: string; stamp: MessageStamp }
  | { type: 'emailChangeRequested'; content: string; stamp: MessageStamp }
  | { type: 'codeVerified'; content: string; stamp: MessageStamp }
  | { type: 'completionSucceeded'; content: string; stamp: MessageStamp }
  | { type: 'completionFailed'; content: string; stamp: MessageStamp }
  | { type: 'newRequestOffered'; content: string; stamp: MessageStamp }
  | { type: 'newRequestDeclined'; content: string; stamp: MessageStamp };

/** Limits of the profile and lead contracts (LeadProfileRequestSchema, LeadSubmissionSchema). */
export const MAX_MESSAGE_LENGTH = 2000;
const MAX_CONTEXT_LENGTH = 4000;
/** The second answer in a row that leaves the service unclear brings the six services as buttons. */
export const UNCLEAR_ANSWERS_BEFORE_CHOICES = 2;

function aiMessage(stamp: MessageStamp, content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { ...stamp, type: 'ai', content, ...extra };
}

/** Earlier messages lose their inline forms and choices once the conversation moves past them. */
function withoutForms(messages: ChatMessage[]): ChatMessage[] {
  return messages.map(
    ({
      showEmailForm,
      showVerificationForm,
      showUserDetailsForm,
      showNewRequestOption,
      showServiceChoices,
      placeChoices,
      showRestartOption,
      ...rest
    }) => rest,
  );
}

export function initialChatState(welcome: string, stamp: MessageStamp, landingPlace: string | null = null): ChatState {
  return {
    messages: [aiMessage(stamp, welcome)],
    phase: 'describe',
    pending: null,
    requestTexts: [],
    category: null,
    comune: null,
    categoryChosen: false,
    comuneChosen: false,
    unclearAnswers: 0,
    landingPlace,
    email: '',
    leadId: null,
    resendAt: null,
    newRequest: 'waiting',
  };
}

/**
 * Whether the message input and its send button are usable (product §4: not during forms, calls or after
 * completion; after «No» to a new request, typing starts one).
 */
export function canSendMessage(state: ChatState): boolean {
  if (state.pending !== null) return false;
  return state.phase === 'describe' || state.phase === 'answer' || (state.phase === 'completed' && state.newRequest === 'declined');
}

/** The inline form (or choices) the visitor should use now, if any. */
export function activeForm(state: ChatState): ActiveForm | null {
  if (state.phase === 'completed') return state.newRequest === 'offered' ? 'newRequest' : state.newRequest === 'declined' ? 'restart' : null;
  if (state.phase === 'email' || state.phase === 'code' || state.phase === 'details') return state.phase;
  if (state.phase === 'answer') {
    const last = state.messages.at(-1);
    if (last?.type !== 'ai') return null;
    if (last.placeChoices?.length) return 'placeChoice';
    if (last.showServiceChoices) return 'serviceChoice';
  }
  return null;
}

/** The form a message shows, given its flags and whether that form is still the active one. */
export function formOfMessage(state: ChatState, message: ChatMessage): ActiveForm | null {
  const form = activeForm(state);
  if (form === null) return null;
  const flagged =
    (form === 'email' && message.showEmailForm) ||
    (form === 'code' && message.showVerificationForm) ||
    (form === 'details' && message.showUserDetailsForm) ||
    (form === 'newRequest' && message.showNewRequestOption) ||
    (form === 'restart' && message.showRestartOption) ||
    (form === 'serviceChoice' && message.showServiceChoices) ||
    (form === 'placeChoice' && message.placeChoices !== undefined);
  return flagged ? form : null;
}

/**
 * The analysis call for the request's texts (product §4 step 2): the description alone, or in an
 * answers round the description as `userRequest`, the earlier texts as `context` and the new text as
 * `answers`.
 */
export function profileRequestFor(texts: readonly string[]): Pick<LeadProfileRequest, 'userRequest' | 'context' | 'answers'> {
  const [first = '', ...rest] = texts;
  if (rest.length === 0) return { userRequest: first };
  return {
    userRequest: first,
    context: texts.slice(0, -1).join('\n').slice(-MAX_CONTEXT_LENGTH),
    answers: texts.at(-1) ?? '',
  };
}

/** The lead's `userRequest`: the description and its answers, so the server can re-derive need and place. */
export function leadRequestText(state: ChatState): string {
  return state.requestTexts.join('\n').slice(0, MAX_MESSAGE_LENGTH);
}

/** The texts a new user message leads to: a fresh request when describing, one more round when answering. */
export function nextRequestTexts(state: ChatState, text: string): string[] {
  return state.phase === 'answer' ? [...state.requestTexts, text] : [text];
}

/** «Reggio di Calabria (RC)». */
export function comuneLabel(comune: ComuneRef): string {
  return `${comune.municipality} (${comune.provinceCode})`;
}

/**
 * What the chat does next, from what is known (the visitor's choices win over the analysis): a need outside the
 * six gets the six offered; a place that fits several comuni, its comuni; an unclear service, the questions
 * (the six as buttons from the second unclear answer); a missing comune, its question; else the email step.
 */
export type ChatStep =
  | { kind: 'notOffered'; trade: string }
  | { kind: 'choosePlace'; choices: ComuneRef[]; questions: string[] }
  | { kind: 'chooseService' }
  | { kind: 'ask'; questions: string[] }
  | { kind: 'email'; category: KnownCategory };

interface Known {
  category: string | null;
  comune: ComuneRef | null;
  placeChoices: ComuneRef[];
  questions: string[];
  unclearAnswers: number;
}

function stepOf(state: ChatState, known: Known): ChatStep {
  const { category, comune } = known;
  if (category !== null && !isKnownCategory(category)) return { kind: 'notOffered', trade: category };
  if (known.placeChoices.length > 0) return { kind: 'choosePlace', choices: known.placeChoices, questions: known.questions };
  if (category === null) {
    if (known.unclearAnswers >= UNCLEAR_ANSWERS_BEFORE_CHOICES) return { kind: 'chooseService' };
    return { kind: 'ask', questions: known.questions.length > 0 ? known.questions : [analyzerQuestions.service] };
  }
  if (comune === null && state.landingPlace === null) {
    // The service is known (maybe chosen by the visitor): only the comune is asked.
    return { kind: 'ask', questions: [analyzerQuestions.municipality] };
  }
  return { kind: 'email', category };
}

function knownAfterAnalysis(state: ChatState, profile: LeadProfile): Known {
  const category = state.categoryChosen ? state.category : profile.category;
  const unclear = category === null && state.phase === 'answer';
  return {
    category,
    comune: state.comuneChosen ? state.comune : profile.location,
    placeChoices: state.comuneChosen ? [] : (profile.placeChoices ?? []),
    questions: profile.clarificationQuestions.map(stripNumbering).filter((question) => question !== ''),
    unclearAnswers: unclear ? state.unclearAnswers + 1 : category === null ? state.unclearAnswers : 0,
  };
}

/** The step an analysis leads to (the hook words its message by it; the reducer applies it). */
export function stepAfterAnalysis(state: ChatState, profile: LeadProfile): ChatStep {
  return stepOf(state, knownAfterAnalysis(state, profile));
}

/** A service or a comune the visitor chose from the buttons or the search. */
export type Choice = { category: KnownCategory } | { comune: ComuneRef };

/** The choice as the visitor's answer: in the conversation, and in the request the businesses read. */
export function choiceText(choice: Choice): string {
  return 'category' in choice ? choice.category : comuneLabel(choice.comune);
}

function withChoice(state: ChatState, choice: Choice): ChatState {
  const chosen = 'category' in choice ? { category: choice.category, categoryChosen: true } : { comune: choice.comune, comuneChosen: true };
  return { ...state, ...chosen, requestTexts: [...state.requestTexts, choiceText(choice)] };
}

function knownAfterChoice(chosen: ChatState): Known {
  const unclearAnswers = chosen.category === null ? chosen.unclearAnswers : 0;
  return { category: chosen.category, comune: chosen.comune, placeChoices: [], questions: [], unclearAnswers };
}

/** The step a chosen service or comune leads to. */
export function stepAfterChoice(state: ChatState, choice: Choice): ChatStep {
  const chosen = withChoice(state, choice);
  return stepOf(chosen, knownAfterChoice(chosen));
}

/** The state once a step is known: the message it brings, the phase it leads to. */
function applyStep(state: ChatState, known: Known, step: ChatStep, content: string, stamp: MessageStamp, messages: ChatMessage[]): ChatState {
  const base = { ...state, pending: null, unclearAnswers: known.unclearAnswers, comune: known.comune };
  switch (step.kind) {
    case 'notOffered':
      // The need stays unnamed: only one of the six can go on.
      return {
        ...base,
        phase: 'answer',
        category: null,
        messages: [...withoutForms(messages), aiMessage(stamp, content, { showServiceChoices: true })],
      };
    case 'choosePlace':
      return {
        ...base,
        phase: 'answer',
        category: known.category,
        messages: [...withoutForms(messages), aiMessage(stamp, content, { clarificationQuestions: step.questions, placeChoices: step.choices })],
      };
    case 'chooseService':
      return {
        ...base,
        phase: 'answer',
        category: null,
        messages: [...withoutForms(messages), aiMessage(stamp, content, { showServiceChoices: true })],
      };
    case 'ask':
      return {
        ...base,
        phase: 'answer',
        category: known.category,
        messages: [...withoutForms(messages), aiMessage(stamp, content, { clarificationQuestions: step.questions })],
      };
    case 'email':
      return {
        ...base,
        phase: 'email',
        category: step.category,
        messages: [...withoutForms(messages), aiMessage(stamp, content, { showEmailForm: true })],
      };
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return initialChatState(action.welcome, action.stamp, state.landingPlace);

    case 'welcomeChanged': {
      // Only an untouched conversation gets the (late-arriving) template welcome.
      const [welcome] = state.messages;
      if (state.messages.length !== 1 || !welcome || state.phase !== 'describe' || welcome.content === action.welcome) return state;
      return { ...state, messages: [{ ...welcome, content: action.welcome }] };
    }

    case 'userMessageSent': {
      const text = action.text.trim().slice(0, MAX_MESSAGE_LENGTH);
      if (text === '' || !canSendMessage(state) || state.phase === 'completed') return state;
      return {
        ...state,
        messages: [...state.messages, { ...action.stamp, type: 'user', content: text }],
        pending: 'analysis',
        requestTexts: nextRequestTexts(state, text),
      };
    }

    case 'analysisSucceeded': {
      if (state.pending !== 'analysis') return state;
      const known = knownAfterAnalysis(state, action.profile);
      return applyStep(state, known, stepOf(state, known), action.content, action.stamp, state.messages);
    }

    case 'analysisFailed':
      if (state.pending !== 'analysis') return state;
      // The failed text does not count: the visitor retries it (as a description, or as the answers).
      return {
        ...state,
        pending: null,
        requestTexts: state.requestTexts.slice(0, -1),
        messages: [...state.messages, aiMessage(action.stamp, action.content)],
      };

    case 'choiceMade': {
      const form = activeForm(state);
      const expected = 'category' in action.choice ? 'serviceChoice' : 'placeChoice';
      if (state.pending !== null || form !== expected) return state;
      const chosen = withChoice(state, action.choice);
      const known = knownAfterChoice(chosen);
      const messages = [...withoutForms(state.messages), { ...action.answerStamp, type: 'user' as const, content: choiceText(action.choice) }];
      return applyStep(chosen, known, stepOf(chosen, known), action.content, action.stamp, messages);
    }

    case 'summaryEdited': {
      if (state.phase !== 'email' || state.pending !== null) return state;
      const edited = action.category !== undefined ? { category: action.category, categoryChosen: true } : {};
      const place = action.comune !== undefined ? { comune: action.comune, comuneChosen: true } : {};
      // The email step's message names the service: it follows the change.
      const messages = state.messages.map((message) => (message.showEmailForm ? { ...message, content: action.content } : message));
      return { ...state, ...edited, ...place, messages };
    }

    case 'callStarted': {
      const expected: Record<typeof action.call, ChatPhase> = { verification: 'email', resend: 'code', code: 'code', completion: 'details' };
      if (state.pending !== null || state.phase !== expected[action.call]) return state;
      return { ...state, pending: action.call };
    }

    case 'callFailed':
      if (state.pending === null) return state;
      return { ...state, pending: null, resendAt: action.resendAt ?? state.resendAt };

    case 'verificationSent':
      if (state.pending !== 'verification' && state.pending !== 'resend') return state;
      return {
        ...state,
        pending: null,
        phase: 'code',
        email: action.email,
        leadId: action.leadId,
        resendAt: action.resendAt,
        messages: [...withoutForms(state.messages), aiMessage(action.stamp, action.content, { showVerificationForm: true })],
      };

    case 'emailChangeRequested':
      // Back to the email step, the address as typed; the code sent stops counting with the next one.
      if (state.phase !== 'code' || state.pending !== null) return state;
      return {
        ...state,
        phase: 'email',
        messages: [...withoutForms(state.messages), aiMessage(action.stamp, action.content, { showEmailForm: true })],
      };

    case 'codeVerified':
      if (state.pending !== 'code') return state;
      return {
        ...state,
        pending: null,
        phase: 'details',
        messages: [...withoutForms(state.messages), aiMessage(action.stamp, action.content, { showUserDetailsForm: true })],
      };

    case 'completionSucceeded':
      if (state.pending !== 'completion') return state;
      return {
        ...state,
        pending: null,
        phase: 'completed',
        newRequest: 'waiting',
        messages: [...withoutForms(state.messages), aiMessage(action.stamp, action.content)],
      };

    case 'completionFailed':
      if (state.pending !== 'completion') return state;
      // Product §8: the details form goes away and the conversation continues from describing.
      return {
        ...initialChatState('', action.stamp, state.landingPlace),
        email: state.email,
        messages: [...withoutForms(state.messages), aiMessage(action.stamp, action.content)],
      };

    case 'newRequestOffered':
      if (state.phase !== 'completed' || state.newRequest !== 'waiting') return state;
      return {
        ...state,
        newRequest: 'offered',
        messages: [...state.messages, aiMessage(action.stamp, action.content, { showNewRequestOption: true })],
      };

    case 'newRequestDeclined':
      if (state.phase !== 'completed' || state.newRequest !== 'offered') return state;
      return {
        ...state,
        newRequest: 'declined',
        messages: [...withoutForms(state.messages), aiMessage(action.stamp, action.content, { showRestartOption: true })],
      };
  }
}

/** Questions arrive numbered ("1. …"); the chat shows them as an ordered list. */
function stripNumbering(question: string): string {
  return question.replace(/^\s*\d+\s*[.)]\s*/, '').trim();
}
