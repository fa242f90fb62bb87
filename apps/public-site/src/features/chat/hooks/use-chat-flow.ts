import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { chatCopy } from '@trovapro/copy';
import { inSentence, isValidEmail, type LeadProfileRequest } from '@trovapro/domain';
import { useCompleteLead } from '../api/use-complete-lead.ts';
import { useProfileAnalysis } from '../api/use-profile-analysis.ts';
import { usePublicTemplates } from '../api/use-public-templates.ts';
import { useSendVerification } from '../api/use-send-verification.ts';
import { useVerifyCode } from '../api/use-verify-code.ts';
import {
  canSendMessage,
  chatReducer,
  initialChatState,
  leadRequestText,
  nextRequestTexts,
  profileRequestFor,
  type MessageStamp,
} from '../utils/chat-reducer.ts';
import { chatText, welcomeText } from '../utils/chat-texts.ts';
import { loadPhoneRule } from '../../../lib/load-phone-rule.ts';
import { useChatNotifier } from './use-chat-notifier.ts';

/** Spec §9: the new-request prompt appears 2 s after completion. */
export const NEW_REQUEST_DELAY_MS = 2000;

/** What a landing page passes to the chat (spec §2 Embedded chat, §3 lead submission). */
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

/** The chat flow of spec §4: state in a pure reducer, the calls and their toasts here. */
export function useChatFlow(landing: LandingFields) {
  const templates = usePublicTemplates();
  const notify = useChatNotifier();
  const welcome = welcomeText(templates, landing);
  const [state, dispatch] = useReducer(chatReducer, welcome, (text) => initialChatState(text, stamp()));
  // One call at a time even if two events arrive before React re-renders.
  const busy = useRef(false);

  const analysis = useProfileAnalysis();
  const verification = useSendVerification();
  const codeCheck = useVerifyCode();
  const completion = useCompleteLead();

  useEffect(() => {
    dispatch({ type: 'welcomeChanged', welcome });
  }, [welcome]);

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

  const sendMessage = (raw: string): Promise<SendResult> =>
    exclusive<SendResult>(async () => {
      const text = raw.trim();
      if (text === '' || !canSendMessage(state)) return 'ignored';
      const texts = nextRequestTexts(state, text);
      dispatch({ type: 'userMessageSent', text, stamp: stamp() });
      try {
        const response = await analysis.trigger({ ...profileRequestFor(texts), ...landingBody(landing) });
        if (!response.success) throw new Error('analysis unsuccessful');
        const { profile } = response;
        const content = profile.needsClarification
          ? chatText(templates, 'clarification_request')
          : chatText(templates, 'email_request', { category: profile.category === null ? '' : inSentence(profile.category) });
        dispatch({ type: 'analysisSucceeded', profile, content, stamp: stamp() });
        return 'sent';
      } catch {
        dispatch({ type: 'analysisFailed', content: chatCopy.analysisError, stamp: stamp() });
        return 'failed';
      }
    }, 'ignored');

  const submitEmail = (raw: string): Promise<void> =>
    exclusive(async () => {
      const email = raw.trim();
      if (!isValidEmail(email)) {
        notify.error(chatCopy.invalidEmailTitle, chatCopy.invalidEmailMessage);
        return;
      }
      dispatch({ type: 'callStarted', call: 'verification' });
      try {
        const response = await verification.trigger({ email });
        // The lead id binds the lead to this chat's verification: without it the request could not be completed.
        if (!response.success || response.leadId === undefined) {
          dispatch({ type: 'callFailed' });
          notify.error(chatCopy.sendErrorTitle, response.message || chatCopy.sendErrorMessage);
          return;
        }
        const content = chatText(templates, 'verification_code_message', { userEmail: email });
        dispatch({ type: 'verificationSent', email, leadId: response.leadId, content, stamp: stamp() });
      } catch (error) {
        dispatch({ type: 'callFailed' });
        if (isNetworkFailure(error)) notify.error(chatCopy.connectionErrorTitle, chatCopy.sendConnectionError);
        else notify.error(chatCopy.sendErrorTitle, errorMessage(error, chatCopy.sendErrorMessage));
      }
    }, undefined);

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

  return { state, sendMessage, submitEmail, submitCode, submitDetails, answerNewRequest };
}
