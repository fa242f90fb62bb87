import type { ChatMessage, LeadProfile, LeadProfileRequest } from '@trovapro/domain';

/**
 * The chat of spec §4 as a pure state machine. The hook around it performs the calls and passes
 * every text in (templates are resolved outside), plus a stamp (id, timestamp) for each new message,
 * so this module stays deterministic.
 */

/** Where the conversation is: what the visitor is expected to do next. */
export type ChatPhase = 'describe' | 'answer' | 'email' | 'code' | 'details' | 'completed';
export type PendingCall = 'analysis' | 'verification' | 'code' | 'completion';
export type ActiveForm = 'email' | 'code' | 'details' | 'newRequest';

export interface MessageStamp {
  id: string;
  timestamp: string;
}

export interface ChatState {
  messages: ChatMessage[];
  phase: ChatPhase;
  pending: PendingCall | null;
  /** The current request's texts: the description, then each round of answers. */
  requestTexts: string[];
  category: string | null;
  /** The email the code was sent to (also the email form's starting value after a failure). */
  email: string;
  leadId: string | null;
  /** After completion: the new-request prompt is awaited (2 s), shown, or declined. */
  newRequest: 'waiting' | 'offered' | 'declined';
}

export type ChatAction =
  | { type: 'reset'; welcome: string; stamp: MessageStamp }
  | { type: 'welcomeChanged'; welcome: string }
  | { type: 'userMessageSent'; text: string; stamp: MessageStamp }
  | { type: 'analysisSucceeded'; profile: LeadProfile; content: string; stamp: MessageStamp }
  | { type: 'analysisFailed'; content: string; stamp: MessageStamp }
  | { type: 'callStarted'; call: 'verification' | 'code' | 'completion' }
  | { type: 'callFailed' }
  | { type: 'verificationSent'; email: string; leadId: string; content: string; stamp: MessageStamp }
  | { type: 'codeVerified'; content: string; stamp: MessageStamp }
  | { type: 'completionSucceeded'; content: string; stamp: MessageStamp }
  | { type: 'completionFailed'; content: string; stamp: MessageStamp }
  | { type: 'newRequestOffered'; content: string; stamp: MessageStamp }
  | { type: 'newRequestDeclined'; content: string; stamp: MessageStamp };

/** Limits of the profile and lead contracts (LeadProfileRequestSchema, LeadSubmissionSchema). */
export const MAX_MESSAGE_LENGTH = 2000;
const MAX_CONTEXT_LENGTH = 4000;

function aiMessage(stamp: MessageStamp, content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { ...stamp, type: 'ai', content, ...extra };
}

/** Earlier messages lose their inline forms once the conversation moves past them. */
function withoutForms(messages: ChatMessage[]): ChatMessage[] {
  return messages.map(({ showEmailForm, showVerificationForm, showUserDetailsForm, showNewRequestOption, ...rest }) => rest);
}

export function initialChatState(welcome: string, stamp: MessageStamp): ChatState {
  return {
    messages: [aiMessage(stamp, welcome)],
    phase: 'describe',
    pending: null,
    requestTexts: [],
    category: null,
    email: '',
    leadId: null,
    newRequest: 'waiting',
  };
}

/** Whether the message input and its send button are usable (spec §4: not during forms, calls or after completion). */
export function canSendMessage(state: ChatState): boolean {
  return state.pending === null && (state.phase === 'describe' || state.phase === 'answer');
}

/** The inline form the visitor should fill now, if any. */
export function activeForm(state: ChatState): ActiveForm | null {
  if (state.phase === 'completed') return state.newRequest === 'offered' ? 'newRequest' : null;
  if (state.phase === 'email' || state.phase === 'code' || state.phase === 'details') return state.phase;
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
    (form === 'newRequest' && message.showNewRequestOption);
  return flagged ? form : null;
}

/**
 * The analysis call for the request's texts (spec §4 step 2): the description alone, or in an
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

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return initialChatState(action.welcome, action.stamp);

    case 'welcomeChanged': {
      // Only an untouched conversation gets the (late-arriving) template welcome.
      const [welcome] = state.messages;
      if (state.messages.length !== 1 || !welcome || state.phase !== 'describe' || welcome.content === action.welcome) return state;
      return { ...state, messages: [{ ...welcome, content: action.welcome }] };
    }

    case 'userMessageSent': {
      const text = action.text.trim().slice(0, MAX_MESSAGE_LENGTH);
      if (text === '' || !canSendMessage(state)) return state;
      return {
        ...state,
        messages: [...state.messages, { ...action.stamp, type: 'user', content: text }],
        pending: 'analysis',
        requestTexts: nextRequestTexts(state, text),
      };
    }

    case 'analysisSucceeded': {
      if (state.pending !== 'analysis') return state;
      const { profile } = action;
      if (profile.needsClarification) {
        const questions = profile.clarificationQuestions.map(stripNumbering).filter((q) => q !== '');
        return {
          ...state,
          pending: null,
          phase: 'answer',
          category: profile.category,
          messages: [...state.messages, aiMessage(action.stamp, action.content, { clarificationQuestions: questions })],
        };
      }
      return {
        ...state,
        pending: null,
        phase: 'email',
        category: profile.category,
        messages: [...withoutForms(state.messages), aiMessage(action.stamp, action.content, { showEmailForm: true })],
      };
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

    case 'callStarted': {
      const expected: Record<typeof action.call, ChatPhase> = { verification: 'email', code: 'code', completion: 'details' };
      if (state.pending !== null || state.phase !== expected[action.call]) return state;
      return { ...state, pending: action.call };
    }

    case 'callFailed':
      return state.pending === null ? state : { ...state, pending: null };

    case 'verificationSent':
      if (state.pending !== 'verification') return state;
      return {
        ...state,
        pending: null,
        phase: 'code',
        email: action.email,
        leadId: action.leadId,
        messages: [...withoutForms(state.messages), aiMessage(action.stamp, action.content, { showVerificationForm: true })],
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
      // Spec §8: the details form goes away and the conversation continues from describing.
      return {
        ...state,
        pending: null,
        phase: 'describe',
        requestTexts: [],
        category: null,
        leadId: null,
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
        messages: [...withoutForms(state.messages), aiMessage(action.stamp, action.content)],
      };
  }
}

/** Questions arrive numbered ("1. …"); the chat shows them as an ordered list. */
function stripNumbering(question: string): string {
  return question.replace(/^\s*\d+\s*[.)]\s*/, '').trim();
}
