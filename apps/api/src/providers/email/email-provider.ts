/** One rendered email, as the outbox stores it. */
export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** Delivers one email or throws; the outbox worker retries on a throw. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<{ providerMessageId: string }>;
}
