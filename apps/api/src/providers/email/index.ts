import type { Config } from '../../config.ts';
import type { EmailProvider } from './email-provider.ts';
import { LogEmailProvider, type InfoLogger } from './log-provider.ts';
import { PostmarkEmailProvider } from './postmark-provider.ts';

export type { EmailMessage, EmailProvider } from './email-provider.ts';
export { LogEmailProvider, type InfoLogger } from './log-provider.ts';
export { PostmarkEmailProvider, type PostmarkOptions } from './postmark-provider.ts';

/** Postmark when POSTMARK_SERVER_TOKEN is set, else the log (the embedded default). Replies go to SUPPORT_EMAIL. */
export function createEmailProvider(config: Pick<Config, 'postmark' | 'emailFrom' | 'supportEmail'>, logger: InfoLogger): EmailProvider {
  if (config.postmark === undefined) return new LogEmailProvider(logger);
  return new PostmarkEmailProvider({
    serverToken: config.postmark.serverToken,
    apiUrl: config.postmark.apiUrl,
    from: config.emailFrom,
    replyTo: config.supportEmail,
  });
}
