import { inject } from 'vitest';

export interface ReceivedEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra headers sent through Postmark (e.g. List-Unsubscribe), by name. */
  readonly headers: Readonly<Record<string, string>>;
}

interface DeliveredMessage {
  To: string;
  Subject: string;
  TextBody: string;
  HtmlBody: string;
  Headers?: Array<{ Name: string; Value: string }>;
}

async function deliveredTo(to: string): Promise<DeliveredMessage[]> {
  const response = await fetch(`${inject('mailboxUrl')}/messages`);
  return ((await response.json()) as DeliveredMessage[]).filter((message) => message.To === to);
}

/** How many emails `to` has received so far: pass it as `after` to wait for a newer one. */
export async function mailCount(to: string): Promise<number> {
  return (await deliveredTo(to)).length;
}

/**
 * The newest email delivered to `to` whose text matches, waiting for the API's outbox worker to send it:
 * what the person finds in the inbox (codes and links included, which the stored copy never keeps). With
 * `after` (a `mailCount` taken before the action), only an email received since counts.
 */
export async function waitForMail(
  to: string,
  matches: (text: string) => boolean = () => true,
  timeoutMs = 20_000,
  after = 0,
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const delivered = (await deliveredTo(to)).slice(after);
    const found = delivered.findLast((message) => matches(message.TextBody));
    if (found) {
      const headers = Object.fromEntries((found.Headers ?? []).map((header) => [header.Name, header.Value]));
      return { to: found.To, subject: found.Subject, text: found.TextBody, html: found.HtmlBody, headers };
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
