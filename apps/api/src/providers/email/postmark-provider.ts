import { ServerClient } from 'postmark';
import type { EmailMessage, EmailProvider } from './email-provider.ts';

export interface PostmarkOptions {
  readonly serverToken: string;
  /** The From of every message. */
  readonly from: string;
  /**
   * Where a reply to any message goes (SUPPORT_EMAIL): the From is a no-reply address, and a person who answers
   * an email — «rispondi a questa email» — must reach someone.
   */
  readonly replyTo?: string | undefined;
  /** Base URL of the API, e.g. a local fake in tests; unset: https://api.postmarkapp.com. */
  readonly apiUrl?: string | undefined;
  readonly timeoutSeconds?: number;
}

/** Transactional email through the `postmark` SDK (`POST /email`, stream "outbound"). */
export class PostmarkEmailProvider implements EmailProvider {
  readonly #client: ServerClient;
  readonly #from: string;
  readonly #replyTo: string | undefined;

  constructor(options: PostmarkOptions) {
    this.#from = options.from;
    this.#replyTo = options.replyTo;
    this.#client = new ServerClient(options.serverToken, {
      timeout: options.timeoutSeconds ?? 15,
      ...(options.apiUrl === undefined ? {} : hostOptions(options.apiUrl)),
    });
  }

  async send(message: EmailMessage): Promise<{ providerMessageId: string }> {
    const response = await this.#client.sendEmail({
      From: this.#from,
      ...(this.#replyTo === undefined ? {} : { ReplyTo: this.#replyTo }),
      To: message.to,
      Subject: message.subject,
      HtmlBody: message.html,
      TextBody: message.text,
      MessageStream: 'outbound',
      ...(message.headers === undefined ? {} : { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }),
    });
    if (response.ErrorCode !== 0) throw new Error(`Postmark error ${response.ErrorCode}: ${response.Message}`);
    return { providerMessageId: response.MessageID };
  }
}

/** The SDK takes a scheme flag and a host (which may carry a path prefix) instead of a URL. */
function hostOptions(apiUrl: string): { useHttps: boolean; requestHost: string } {
  const url = new URL(apiUrl);
  return { useHttps: url.protocol === 'https:', requestHost: `${url.host}${url.pathname}`.replace(/\/+$/, '') };
}
