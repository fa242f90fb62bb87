import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import classes from './partner-signup.module.css';

/** The ids a field's description is made of: its hint and its error, when shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string');
  return present.length === 0 ? undefined : present.join(' ');
}

/** What is wrong with a field, under it, read with it (the field points here through `aria-describedby`). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={classes.error}>
      {children}
    </p>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** A line under the field (e.g. «11 cifre»), read with it. */
  hint?: string | undefined;
  /** What is wrong with the value: shown under the field, `aria-invalid`, read with it. */
  error?: string | undefined;
  /** Extra classes of the field's box (its place in the grid). */
  boxClassName?: string | undefined;
}

/** A labelled text field of the sign-up form. */
export function TextField({ label, hint, error, boxClassName, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={boxClassName ? `${classes.field} ${boxClassName}` : classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...props}
        id={id}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
      />
      {/* Under the field, so fields side by side stay level whatever their hints. */}
      {hint && (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /**
   * A call is running: the button shows a spinner and says so (`aria-busy`, `aria-disabled`); its handler ignores
   * presses. It is not `disabled`, which would drop the keyboard focus it holds.
   */
  busy?: boolean;
  variant?: 'filled' | 'default';
}

export function ActionButton({ busy = false, variant = 'filled', children, ...props }: ActionButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={classes.button}
      data-variant={variant}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
    >
      {busy && <span className={classes.spinner} aria-hidden />}
      {children}
    </button>
  );
}
