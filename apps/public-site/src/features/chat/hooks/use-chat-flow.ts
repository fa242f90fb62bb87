import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { chatCopy, italianList } from '@trovapro/copy';
import { CATEGORIES, inSentence, isKnownCategory, isValidEmail, type ComuneRef, type KnownCategory, type LeadProfileRequest } from '@trovapro/domain';
import { useCompleteLead } from '../api/use-complete-lead.ts';
import { useProfileAnalysis } from '../api/use-profile-analysis.ts';
import { usePublicTemplates } from '../api/use-public-templates.ts';
import { retryAfterSeconds, useSendVerification } from '../api/use-send-verification.ts';
import { useVerifyCode } from '../api/use-verify-code.ts';
import {
  canSendMessage,
  chatReducer,
  initialChatState,
  leadRequestText,
  nextRequestTexts,
  profileRequestFor,
  stepAfterAnalysis,
  stepAfterChoice,
  type ChatStep,
  type Choice,
  type MessageStamp,
} from '../utils/chat-reducer.ts';
import { chatStorageKey, clearChat, readSavedChat, saveChat, tabStorage } from '../utils/chat-storage.ts';
import { chatText, welcomeText } from '../utils/chat-texts.ts';
import { loadPhoneRule } from '../../../lib/load-phone-rule.ts';
import { useChatNotifier } from './use-chat-notifier.ts';

/** Product §9: the new-request prompt appears 2 s after completion. */
export const NEW_REQUEST_DELAY_MS = 2000;

/** What a landing page passes to the chat (product §2 Embedded chat, §3 lead submission). */
export interface LandingFields {
  prefilledService?: string | undefined;
  prefilledLocation?: string | undefined;
  landingPageId?: string | undefined;
  landingContext?: string | undefined;
}

export type SendResult = 'sent' | 'failed' | 'ignored';
/** What became of the details: sent (even if the completion then failed), refused by a check, or not handled. */
export type DetailsResult = 'sent' | 'nameMissing' | 'phoneInvalid' | 'consentMissing' | 'ignored';

/**
 * The optional phone as it is sent: null when left blank, the normalised number («+39 333 123 4567»),
 * 'invalid' when it is not a phone number, 'unavailable' when the phone rule could not be loaded.
 */
async function checkedPhone(raw: string): Promise<string | null | 'invalid' | 'unavailable'> {
  const typed = raw.trim();
  if (typed === '') return null;
  try {
    const { normalizePhone } = await loadPhoneRule();
    return normalizePhone(typed) ?? 'invalid';
  } catch {
    return 'unavailable';
  }
}

let sequence = 0;
/** Ids unique within the page (crypto.randomUUID needs a secure context, plain http has none). */
function stamp(): MessageStamp {
  sequence += 1;
  return { id: `m${Date.now().toString(36)}-${sequence}`, timestamp: new Date().toISOString() };
}

/** Only the landing fields that are set, so the body carries no empty strings. */
function landingBody(landing: LandingFields): Omit<LeadProfileRequest, 'userRequest' | 'context' | 'answers'> {
  const entries = Object.entries(landing).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, (value as string).trim()]));
}

/** A fetch that never reached the server (TypeError) versus an answer from it. */
const isNetworkFailure = (error: unknown) => !(error instanceof ApiRequestError);

/** The six services inside a sentence: «idraulico, elettricista, imbianchino, meccanico, pulizie e giardinaggio». */
const SERVICES_TEXT = italianList(CATEGORIES.map(inSentence));
/** When no answer said how long to wait for the next code (the server's cooldown). */
const DEFAULT_RESEND_SECONDS = 60;

/** The chat flow of product §4: state in a pure reducer (kept for the tab), the calls and their toasts here. */
export function useChatFlow(landing: LandingFields) {
  const templates = usePublicTemplates();
  const notify = useChatNotifier();
  const welcome = welcomeText(templates, landing);
  const storageKey = chatStorageKey(landing);
  const [state, dispatch] = useReducer(
    chatReducer,
    welcome,
    (text) => readSavedChat(tabStorage(), storageKey) ?? initialChatState(text, stamp(), landing.prefilledLocation?.trim() || null),
  );
  // The state as React has it now, for answers that arrive after other changes (a call's `state` is the one it started from).
  const latest = useRef(state);
  latest.current = state;
  // One call at a time even if two events arrive before React re-renders.
  const busy = useRef(false);

  const analysis = useProfileAnalysis();
  const verification = useSendVerification();
  const codeCheck = useVerifyCode();
  const completion = useCompleteLead();

  useEffect(() => {
    dispatch({ type: 'welcomeChanged', welcome });
  }, [welcome]);

  // Kept for the tab after every settled change; gone once completed or started over.
  useEffect(() => {
    saveChat(tabStorage(), storageKey, state);
  }, [storageKey, state]);

  useEffect(() => {
    if (state.phase !== 'completed' || state.newRequest !== 'waiting') return;
    const timer = setTimeout(
      () => dispatch({ type: 'newRequestOffered', content: chatCopy.newRequestQuestion, stamp: stamp() }),
      NEW_REQUEST_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state.phase, state.newRequest]);

  async function exclusive<T>(run: () => Promise<T>, idle: T): Promise<T> {
    if (busy.current) return idle;
    busy.current = true;
    try {
      return await run();
    } finally {
      busy.current = false;
    }
  }

  /** The assistant's message for a step: the template's wording where there is one. */
  function stepContent(step: ChatStep): string {
    switch (step.kind) {
      case 'notOffered':
        return chatCopy.serviceNotOffered(inSentence(step.trade), SERVICES_TEXT);
      case 'chooseService':
        return chatCopy.chooseService;
      case 'choosePlace':
      case 'ask':
        return chatText(templates, 'clarification_request');
      case 'email':
        return emailRequestText(step.category);
    }
  }

  const emailRequestText = (category: string) => chatText(templates, 'email_request', { category: inSentence(category) });

  const sendMessage = (raw: string): Promise<SendResult> =>
    exclusive<SendResult>(async () => {
      const text = raw.trim();
      if (text === '' || !canSendMessage(state)) return 'ignored';
      // After «No» to a new request, writing starts one.
      const startsOver = state.phase === 'completed';
      if (startsOver) dispatch({ type: 'reset', welcome, stamp: stamp() });
      const texts = startsOver ? [text] : nextRequestTexts(state, text);
      dispatch({ type: 'userMessageSent', text, stamp: stamp() });
      try {
        const response = await analysis.trigger({ ...profileRequestFor(texts), ...landingBody(landing) });
        if (!response.success) throw new Error('analysis unsuccessful');
        const { profile } = response;
        const content = stepContent(stepAfterAnalysis(latest.current, profile));
        dispatch({ type: 'analysisSucceeded', profile, content, stamp: stamp() });
        return 'sent';
      } catch {
        dispatch({ type: 'analysisFailed', content: chatCopy.analysisError, stamp: stamp() });
        return 'failed';
      }
    }, 'ignored');

  /** A service or a comune chosen from the buttons or the search: the visitor's answer, no call needed. */
  const choose = (choice: Choice) => {
    if (busy.current) return;
    dispatch({ type: 'choiceMade', choice, content: stepContent(stepAfterChoice(state, choice)), stamp: stamp(), answerStamp: stamp() });
  };

  /** «Modifica» in the summary before the email: the service or the comune the request is for. */
  const editSummary = (edit: { category: KnownCategory } | { comune: ComuneRef }) => {
    if (busy.current) return;
    const category = 'category' in edit ? edit.category : (state.category ?? '');
    dispatch({ type: 'summaryEdited', ...edit, content: emailRequestText(category) });
  };

  /** Asks a code for `email`; the code this chat had stops counting. Reports a refusal; false when none was sent. */
  async function requestCode(email: string, call: 'verification' | 'resend'): Promise<boolean> {
    dispatch({ type: 'callStarted', call });
    try {
      const response = await verification.trigger({ email, ...(state.leadId === null ? {} : { replacesLeadId: state.leadId }) });
      // The lead id binds the lead to this chat's verification: without it the request could not be completed.
      if (!response.success || response.leadId === undefined) {
        dispatch({ type: 'callFailed' });
        notify.error(chatCopy.sendErrorTitle, response.message || chatCopy.sendErrorMessage);
        return false;
      }
      const resendAt = Date.now() + (response.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS) * 1000;
      const content = chatText(templates, 'verification_code_message', { userEmail: email });
      dispatch({ type: 'verificationSent', email, leadId: response.leadId, resendAt, content, stamp: stamp() });
      return true;
    } catch (error) {
      const wait = retryAfterSeconds(error);
      dispatch({ type: 'callFailed', ...(wait === undefined ? {} : { resendAt: Date.now() + wait * 1000 }) });
      const title = call === 'resend' ? chatCopy.resendErrorTitle : chatCopy.sendErrorTitle;
      if (isNetworkFailure(error)) notify.error(chatCopy.connectionErrorTitle, chatCopy.sendConnectionError);
      else notify.error(title, errorMessage(error, chatCopy.sendErrorMessage));
      return false;
    }
  }

  const submitEmail = (raw: string): Promise<void> =>
    exclusive(async () => {
      const email = raw.trim();
      if (!isValidEmail(email)) {
        notify.error(chatCopy.invalidEmailTitle, chatCopy.invalidEmailMessage);
        return;
      }
      await requestCode(email, 'verification');
    }, undefined);

  /** «Invia di nuovo il codice»: a new code to the same address, the previous one no longer works. */
  const resendCode = (): Promise<void> =>
    exclusive(async () => {
      if (state.phase !== 'code') return;
      if (await requestCode(state.email, 'resend')) notify.success(chatCopy.codeResentTitle, chatCopy.codeResentMessage(state.email));
    }, undefined);

  /** «Cambia email»: back to the email step with the address as typed; the conversation stays. */
  const changeEmail = () => {
    if (busy.current) return;
    dispatch({ type: 'emailChangeRequested', content: chatCopy.changeEmailPrompt, stamp: stamp() });
  };

  const submitCode = (raw: string): Promise<void> =>
    exclusive(async () => {
      const code = raw.trim();
      if (code === '') {
        notify.error(chatCopy.codeRequiredTitle, chatCopy.codeRequiredMessage);
        return;
      }
      dispatch({ type: 'callStarted', call: 'code' });
      try {
        const response = await codeCheck.trigger({ email: state.email, code });
        if (!response.success) {
          dispatch({ type: 'callFailed' });
          notify.error(chatCopy.codeInvalidTitle, response.message || chatCopy.codeInvalidMessage);
          return;
        }
        dispatch({ type: 'codeVerified', content: chatCopy.detailsIntro, stamp: stamp() });
      } catch (error) {
        dispatch({ type: 'callFailed' });
        if (isNetworkFailure(error)) notify.error(chatCopy.connectionErrorTitle, chatCopy.verifyConnectionError);
        else notify.error(chatCopy.codeInvalidTitle, errorMessage(error, chatCopy.codeInvalidMessage));
      }
    }, undefined);

  const submitDetails = (details: { name: string; phone: string; consent: boolean }): Promise<DetailsResult> =>
    exclusive<DetailsResult>(async () => {
      const userName = details.name.trim();
      if (userName === '') {
        notify.error(chatCopy.nameRequiredTitle, chatCopy.nameRequiredMessage);
        return 'nameMissing';
      }
      const phone = await checkedPhone(details.phone);
      if (phone === 'unavailable') {
        notify.error(chatCopy.connectionErrorTitle, chatCopy.sendConnectionError);
        return 'ignored';
      }
      // The form keeps what was typed and says what is wrong beside the field.
      if (phone === 'invalid') return 'phoneInvalid';
      // The businesses receive name, email and phone only with the visitor's consent: without it nothing is sent.
      if (!details.consent) return 'consentMissing';
      dispatch({ type: 'callStarted', call: 'completion' });
      try {
        if (state.leadId === null) throw new Error('no verification to complete');
        const response = await completion.trigger({
          userEmail: state.email,
          userRequest: leadRequestText(state),
          userName,
          ...(phone === null ? {} : { userPhone: phone }),
          leadId: state.leadId,
          privacyConsent: true,
          // What the visitor saw and confirmed before the email: the server takes it, and derives only what is missing.
          ...(state.category !== null && isKnownCategory(state.category) ? { category: state.category } : {}),
          ...(state.comune === null ? {} : { istatCode: state.comune.istatCode }),
          ...landingBody(landing),
        });
        if (!response.success) throw new Error('completion unsuccessful');
        const content = chatText(templates, 'lead_confirmation', { userEmail: state.email, userName });
        dispatch({ type: 'completionSucceeded', content, stamp: stamp() });
        notify.success(chatCopy.completedTitle, chatCopy.completedMessage);
      } catch {
        notify.error(chatCopy.completionErrorTitle, chatCopy.completionErrorMessage);
        dispatch({ type: 'completionFailed', content: chatCopy.describeAgain, stamp: stamp() });
      }
      return 'sent';
    }, 'ignored');

  const answerNewRequest = useCallback(
    (yes: boolean) => {
      if (yes) dispatch({ type: 'reset', welcome, stamp: stamp() });
      else dispatch({ type: 'newRequestDeclined', content: chatCopy.thanks, stamp: stamp() });
    },
    [welcome],
  );

  /** «Nuova richiesta»: the conversation starts over (the kept one is cleared). */
  const restart = useCallback(() => {
    clearChat(tabStorage(), storageKey);
    dispatch({ type: 'reset', welcome, stamp: stamp() });
  }, [welcome, storageKey]);

  return {
    state,
    sendMessage,
    choose,
    editSummary,
    submitEmail,
    resendCode,
    changeEmail,
    submitCode,
    submitDetails,
    answerNewRequest,
    restart,
  };
}
