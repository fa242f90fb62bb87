import type { FormEvent, Ref } from 'react';
import { partnerSignupCopy as copy } from '@trovapro/copy';
import { ActionButton, TextField } from './form-controls.tsx';
import classes from './partner-signup.module.css';

export interface CodeStepProps {
  /** Where the code went: the email of the form. */
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** What is wrong with the code (the form's check, or the API's «codice non valido»). */
  error: string | null;
  /** A failure that is not about the code (too many tries, the network). */
  formError: string | null;
  busy: boolean;
  onSubmit: () => void;
  /** Back to the form, with everything as typed, to correct the email or any other field. */
  onEdit: () => void;
  titleRef: Ref<HTMLHeadingElement>;
  codeRef: Ref<HTMLInputElement>;
}

/** Step 2: the 4-digit code emailed to the address of the form. */
export function CodeStep({ email, code, onCodeChange, error, formError, busy, onSubmit, onEdit, titleRef, codeRef }: CodeStepProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <div>
      <h3 ref={titleRef} className={classes.stepTitle} tabIndex={-1}>
        {copy.codeTitle}
      </h3>
      <p className={classes.stepText}>
        {copy.codeSentBefore}
        <strong>{email}</strong>
      </p>
      <p className={`${classes.hint} ${classes.codeHint}`}>{copy.codeHint}</p>
      <form className={classes.form} onSubmit={handleSubmit} noValidate>
        <TextField
          ref={codeRef}
          boxClassName={`${classes.wide} ${classes.codeField}`}
          label={copy.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={4}
          required
          readOnly={busy}
          value={code}
          error={error ?? undefined}
          onChange={(event) => onCodeChange(event.currentTarget.value)}
        />
        {formError !== null && (
          <p role="alert" className={`${classes.alert} ${classes.wide}`}>
            {formError}
          </p>
        )}
        <div className={`${classes.actions} ${classes.wide}`}>
          <ActionButton type="submit" busy={busy}>
            {copy.codeSubmit}
          </ActionButton>
          <ActionButton variant="default" onClick={() => !busy && onEdit()}>
            {copy.editDetails}
          </ActionButton>
        </div>
      </form>
    </div>
  );
}
