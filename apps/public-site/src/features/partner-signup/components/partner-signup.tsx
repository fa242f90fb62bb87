import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@trovapro/api-client';
import { partnerSignupCopy as copy, type PartnerSignupField } from '@trovapro/copy';
import { usePartnerSignup } from '../api/use-partner-signup.ts';
import { usePartnerVerifyCode } from '../api/use-partner-verify-code.ts';
import { loadPhoneRule } from '../../../lib/load-phone-rule.ts';
import {
  EMPTY_VALUES,
  type FieldErrors,
  firstInvalidField,
  formFieldOf,
  type SignupValues,
  toSignupBody,
  validateSignup,
} from '../utils/signup-values.ts';
import { CodeStep } from './code-step.tsx';
import { DoneStep } from './done-step.tsx';
import classes from './partner-signup.module.css';
import { SignupForm } from './signup-form.tsx';

type Step = 'form' | 'code' | 'done';
type FocusTarget = PartnerSignupField | 'code' | 'title';

export interface PartnerSignupProps {
  /** What the server-rendered form held when the island took over. */
  initialValues?: SignupValues;
  /** The field the visitor was in when the island took over. */
  initialFocus?: PartnerSignupField | undefined;
}

interface Problem {
  message: string;
  field: string | undefined;
  code: string | undefined;
}

/** An API error's Italian message and field, or the network's failure. */
function problemOf(error: unknown): Problem {
  if (error instanceof ApiRequestError) return { message: error.serverMessage ?? copy.genericError, field: error.field, code: error.code };
  return { message: copy.networkError, field: undefined, code: undefined };
}

/** The phone rule once its chunk is loaded, or null when it cannot be (the API checks the phone too). */
const phoneRule = () =>
  loadPhoneRule().then(
    (rule) => rule.normalizePhone,
    () => null,
  );

/**
 * «Diventa partner»: the company's data (`POST /api/partners/signup`), then the 4-digit code emailed to it
 * (`POST /api/partners/verify-code`), then done (the business waits for approval). Everything typed is kept
 * through failures and the way back from the code to the form; each step brings the focus to its field.
 */
export function PartnerSignup({ initialValues = EMPTY_VALUES, initialFocus }: PartnerSignupProps) {
  const [step, setStep] = useState<Step>('form');
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signup, setSignup] = useState<{ id: string; email: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeFormError, setCodeFormError] = useState<string | null>(null);
  // A new object each time, so asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; scroll: boolean } | null>(
    initialFocus ? { target: initialFocus, scroll: false } : null,
  );
  const root = useRef<HTMLDivElement>(null);
  const fields = useRef<Partial<Record<PartnerSignupField, HTMLElement | null>>>({});
  const titleRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const signupCall = usePartnerSignup();
  const verifyCall = usePartnerVerifyCode();

  // The phone rule is fetched while the visitor fills in the form, so the check does not wait for it.
  useEffect(() => {
    loadPhoneRule().catch(() => {});
  }, []);

  useEffect(() => {
    if (focusRequest === null) return;
    const { target, scroll } = focusRequest;
    const element = target === 'code' ? codeRef.current : target === 'title' ? titleRef.current : fields.current[target];
    // A new step starts at its top (the form was long, the code step is short): in view, then focused.
    if (scroll) root.current?.scrollIntoView?.({ block: 'start' });
    element?.focus({ preventScroll: scroll });
  }, [focusRequest]);

  const focus = (target: FocusTarget, scroll = false) => setFocusRequest({ target, scroll });

  function change(patch: Partial<SignupValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key === 'comuneText' ? 'comune' : (key as PartnerSignupField)];
      return next;
    });
  }

  async function submitSignup() {
    setBusy(true);
    setFormError(null);
    try {
      const normalizePhone = await phoneRule();
      const found = validateSignup(values, normalizePhone);
      setErrors(found);
      const first = firstInvalidField(found);
      if (first !== undefined) {
        focus(first);
        return;
      }
      const body = toSignupBody(values, normalizePhone);
      const answer = await signupCall.trigger(body);
      setSignup({ id: answer.signupId, email: body.email });
      setCode('');
      setCodeError(null);
      setCodeFormError(null);
      setStep('code');
      focus('code', true);
    } catch (error) {
      const problem = problemOf(error);
      const field = formFieldOf(problem.field);
      if (field === undefined) setFormError(problem.message);
      else {
        setErrors({ [field]: problem.message });
        focus(field);
      }
    } finally {
      setBusy(false);
    }
  }

  async function submitCode() {
    if (signup === null) return;
    const typed = code.trim();
    setCodeFormError(null);
    if (!/^\d{4}$/.test(typed)) {
      setCodeError(copy.codeInvalid);
      focus('code');
      return;
    }
    setBusy(true);
    try {
      await verifyCall.trigger({ signupId: signup.id, code: typed });
      setStep('done');
      focus('title', true);
    } catch (error) {
      const problem = problemOf(error);
      const field = formFieldOf(problem.field);
      if (field !== undefined) {
        // The form's data is the problem (a partner took the email meanwhile): back to the form, at the field.
        setErrors({ [field]: problem.message });
        setSignup(null);
        setStep('form');
        focus(field, true);
      } else if (problem.code === 'invalid_code' || problem.field === 'code') {
        setCodeError(problem.message);
        focus('code');
      } else setCodeFormError(problem.message);
    } finally {
      setBusy(false);
    }
  }

  function editDetails() {
    setSignup(null);
    setErrors({});
    setFormError(null);
    setStep('form');
    focus('email', true);
  }

  return (
    <div ref={root} className={classes.root}>
      {step === 'form' && (
        <SignupForm
          values={values}
          onChange={change}
          errors={errors}
          formError={formError}
          busy={busy}
          onSubmit={() => void submitSignup()}
          fieldRef={(field) => (element: HTMLElement | null) => {
            fields.current[field] = element;
          }}
        />
      )}
      {step === 'code' && signup !== null && (
        <CodeStep
          email={signup.email}
          code={code}
          onCodeChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          error={codeError}
          formError={codeFormError}
          busy={busy}
          onSubmit={() => void submitCode()}
          onEdit={editDetails}
          titleRef={titleRef}
          codeRef={codeRef}
        />
      )}
      {step === 'done' && <DoneStep titleRef={titleRef} />}
    </div>
  );
}
