/** One rendered email, as the outbox stores it. */
export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on the offers. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Delivers one email or throws; the outbox worker retries on a throw. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<{ providerMessageId: string }>;
}
