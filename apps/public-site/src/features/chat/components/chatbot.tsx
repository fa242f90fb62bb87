import { IconSparkles } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { chatCopy } from '@trovapro/copy';
import type { ChatMessage } from '@trovapro/domain';
import { useChatFlow, type LandingFields } from '../hooks/use-chat-flow.ts';
import { onChatFocusRequest } from '../../../lib/chat-focus.ts';
import { activeForm, canSendMessage, type ActiveForm } from '../utils/chat-reducer.ts';
import { ChatComposer } from './chat-composer.tsx';
import { CodeForm } from './code-form.tsx';
import { DetailsForm } from './details-form.tsx';
import { EmailForm } from './email-form.tsx';
import { MessageList } from './message-list.tsx';
import classes from './chat.module.css';
import { NewRequestPrompt } from './new-request-prompt.tsx';
import { PlaceChoices } from './place-choices.tsx';
import { RequestSummary } from './request-summary.tsx';
import { RestartPrompt } from './restart-prompt.tsx';
import { ServiceChoices } from './service-choices.tsx';

export interface ChatbotProps extends LandingFields {
  /** Scroll to the chat and focus its input on mount (`/?open-chat=true`); later calls to action use `requestChatFocus`. */
  autoFocus?: boolean;
}

/** The visitor's chat (product §4): from the description to a verified lead. Used on Home and embedded on landing pages. */
export function Chatbot({ autoFocus = false, ...landing }: ChatbotProps) {
  const { state, sendMessage, choose, editSummary, submitEmail, resendCode, changeEmail, submitCode, submitDetails, answerNewRequest, restart } =
    useChatFlow(landing);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputEnabled = canSendMessage(state);
  const wasEnabled = useRef(inputEnabled);

  // Into view, and the focus where the visitor can type: the message input, or the active step's first control.
  const focusChat = useCallback(() => {
    const chat = panel.current;
    if (!chat) return;
    chat.scrollIntoView?.({ block: 'center' });
    // The active step's field before its buttons (the summary's «Modifica» comes before the email field).
    const target =
      input.current && !input.current.disabled
        ? input.current
        : (chat.querySelector<HTMLElement>('[role="log"] input:not(:disabled)') ??
          chat.querySelector<HTMLElement>('[role="log"] button:not(:disabled)'));
    target?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (autoFocus) focusChat();
  }, [autoFocus, focusChat]);

  useEffect(() => onChatFocusRequest(focusChat), [focusChat]);

  // Back to typing (after an answer arrives, a failure, or a new request): the input gets focus again, unless
  // the answer offers choices (the six services, the comuni of a place): then the first choice has it.
  const form = activeForm(state);
  const offersChoices = form === 'serviceChoice' || form === 'placeChoice';
  useEffect(() => {
    if (inputEnabled && !wasEnabled.current && !offersChoices) input.current?.focus();
    wasEnabled.current = inputEnabled;
  }, [inputEnabled, offersChoices]);

  function renderForm(form: ActiveForm, message: ChatMessage) {
    switch (form) {
      case 'serviceChoice':
        return <ServiceChoices onChoose={(category) => choose({ category })} />;
      case 'placeChoice':
        return <PlaceChoices choices={message.placeChoices ?? []} onChoose={(comune) => choose({ comune })} />;
      case 'email':
        return (
          <>
            <RequestSummary
              category={state.category}
              comune={state.comune}
              landingPlace={state.landingPlace}
              editable={state.pending === null}
              onEdit={editSummary}
            />
            <EmailForm initialEmail={state.email} busy={state.pending === 'verification'} onSubmit={submitEmail} />
          </>
        );
      case 'code':
        return (
          <CodeForm
            busy={state.pending === 'code'}
            resending={state.pending === 'resend'}
            resendAt={state.resendAt}
            onSubmit={submitCode}
            onResend={resendCode}
            onChangeEmail={changeEmail}
          />
        );
      case 'details':
        return <DetailsForm busy={state.pending === 'completion'} category={state.category} onSubmit={submitDetails} />;
      case 'newRequest':
        return <NewRequestPrompt onAnswer={answerNewRequest} />;
      case 'restart':
        return <RestartPrompt onRestart={restart} />;
    }
  }

  return (
    <div ref={panel} className={classes.chatbot} data-chatbot="">
      <div className={classes.header}>
        <span className={classes.avatar} aria-hidden>
          <IconSparkles size={20} />
        </span>
        <div>
          <p className={classes.title}>{chatCopy.assistantTitle}</p>
          <p className={classes.status}>{chatCopy.assistantStatus}</p>
        </div>
      </div>
      <MessageList state={state} renderForm={renderForm} />
      <ChatComposer enabled={inputEnabled} inputRef={input} onSend={sendMessage} />
    </div>
  );
}
