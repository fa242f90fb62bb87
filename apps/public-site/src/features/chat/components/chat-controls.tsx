import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type Ref } from 'react';
import classes from './chat.module.css';

export interface ChatButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** A call is running: the button waits (spinner, `aria-busy`) and cannot be pressed again. */
  busy?: boolean;
  /** Filled (the step's action), default (a choice), subtle (a secondary action: «Modifica», «Cambia email»). */
  variant?: 'filled' | 'default' | 'subtle';
}

export function ChatButton({ busy = false, variant = 'filled', disabled, children, ...props }: ChatButtonProps) {
  return (
    <button type="button" {...props} className={classes.button} data-variant={variant} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <span className={classes.spinner} aria-hidden />}
      {children}
    </button>
  );
}

export interface ChatFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  ref?: Ref<HTMLInputElement>;
  label: string;
  size?: 'short' | 'wide';
  /** What is wrong with the value, shown under the field and read with it (`aria-invalid`, `aria-describedby`). */
  error?: string | undefined;
}

/** A labelled text field of an inline form; `required` shows the asterisk and sets `aria-required`. */
export function ChatField({ label, size = 'wide', required = false, error, ...props }: ChatFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field} data-size={size}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      <input
        {...props}
        id={id}
        className={classes.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={classes.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
