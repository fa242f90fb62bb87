/** Product §5: text, at sign, text, dot, text (the same expression as `EmailSchema`). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the trimmed value, as clients send it trimmed. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}
