import { randomUUID } from 'node:crypto';
import type { EmailMessage, EmailProvider } from './email-provider.ts';

export interface InfoLogger {
  info(details: object, message: string): void;
}

/**
 * The embedded default when no email service is configured: each message is written to the API
 * log (recipient, subject, text). This is deliberately the one place where a verification code is
 * logged: in this mode the log IS the mailbox, so whoever runs `pnpm start` can read the code.
 */
export class LogEmailProvider implements EmailProvider {
  readonly #logger: InfoLogger;

  constructor(logger: InfoLogger) {
    this.#logger = logger;
  }

  async send(message: EmailMessage): Promise<{ providerMessageId: string }> {
    this.#logger.info({ to: message.to, subject: message.subject, text: message.text }, 'email (no email service configured: printed here)');
    return { providerMessageId: `log-${randomUUID()}` };
  }
}
