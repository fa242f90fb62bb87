import { randomBytes } from 'node:crypto';

/** What the admin's email log shows in place of a secret. */
export const MASKED_SECRET = '••••';

const MARKER = /⟦[0-9a-f]{16}⟧/g;

/**
 * The values a stored message must not keep: a verification code, a purchase link's token. Rendered
 * into the message as random markers (`hide`); the outbox keeps marker → value beside the message
 * until it is sent, and the worker puts the values back only in what goes to the provider. A marker
 * is random per value, so text a visitor wrote cannot forge one.
 */
export class OutboxSecrets {
  readonly #values: Record<string, string> = {};

  /** A marker to render in place of `value`. */
  hide(value: string): string {
    const marker = `⟦${randomBytes(8).toString('hex')}⟧`;
    this.#values[marker] = value;
    return marker;
  }

  /** Marker → value, or null when nothing was hidden. */
  toJSON(): Record<string, string> | null {
    return Object.keys(this.#values).length === 0 ? null : { ...this.#values };
  }
}

/** The message as it goes to the provider: every marker replaced by its value. */
export function revealSecrets(text: string, secrets: Readonly<Record<string, string>> | null): string {
  if (secrets === null) return text;
  return text.replace(MARKER, (marker) => secrets[marker] ?? MASKED_SECRET);
}

/** The message as the admin's log shows it: every secret masked. */
export function maskSecrets(text: string): string {
  return text.replace(MARKER, MASKED_SECRET);
}
