import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Record<string, unknown>;
}

export interface FakePostmark {
  /** Base URL for POSTMARK_API_URL / the provider's `apiUrl`. */
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** The status of the next answers, in order; 200 once they are used up. */
  failNext(...statuses: number[]): void;
  /** From now on, takes each message (it counts as received) but answers only at `release`: a sender stays in flight. */
  hold(): void;
  /** Answers every message held, and stops holding. */
  release(): void;
  /** How many messages are held unanswered. */
  readonly held: number;
  /**
   * Posts a bounce of the latest message sent to `email` to `webhookUrl`, as Postmark's bounce webhook does: the
   * credentials of the URL (https://user:password@host/path) sent as HTTP basic authorization, the JSON of a bounce.
   */
  bounce(webhookUrl: string, email: string, options?: { type?: string; bouncedAt?: Date }): Promise<Response>;
  /**
   * The bounce webhook's URL, as set in Postmark's settings (with its credentials). Then `POST /control/bounce`
   * `{ email, type? }` makes the stand-in bounce the latest message to `email` there, and answers the webhook's status:
   * the end-to-end tests' way to have a customer's address bounce.
   */
  setBounceWebhook(webhookUrl: string): void;
  close(): Promise<void>;
}

/** What Postmark's bounce webhook posts (the fields of its documented example). */
export function postmarkBounceBody(details: { id: number; messageId: string; email: string; type?: string; bouncedAt?: Date }) {
  const type = details.type ?? 'HardBounce';
  return {
    RecordType: 'Bounce',
    MessageStream: 'outbound',
    ID: details.id,
    Type: type,
    TypeCode: type === 'HardBounce' ? 1 : type === 'SoftBounce' ? 4096 : 100000,
    Name: type === 'HardBounce' ? 'Hard bounce' : type,
    Tag: '',
    MessageID: details.messageId,
    Metadata: {},
    ServerID: 23,
    Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
    Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
    Email: details.email,
    From: 'noreply@trovapro.it',
    BouncedAt: (details.bouncedAt ?? new Date()).toISOString(),
    DumpAvailable: true,
    Inactive: true,
    CanActivate: true,
    Subject: 'Test subject',
    Content: '',
  };
}

/** A URL with credentials, as fetch does not take it: the bare URL and the Authorization header they make. */
export function basicAuthRequest(webhookUrl: string): { url: string; headers: Record<string, string> } {
  const url = new URL(webhookUrl);
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  const hasCredentials = url.username !== '' || url.password !== '';
  url.username = '';
  url.password = '';
  return {
    url: url.toString(),
    headers: {
      'content-type': 'application/json',
      ...(hasCredentials ? { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } : {}),
    },
  };
}

/**
 * A local stand-in for the Postmark API: `POST /email` answers like Postmark (or fails on demand).
 * `GET /messages` lists the emails delivered so far (the end-to-end tests' inbox: what people receive).
 */
export async function startFakePostmark(): Promise<FakePostmark> {
  const requests: ReceivedRequest[] = [];
  const failures: number[] = [];
  let holding = false;
  const held: (() => void)[] = [];
  let sequence = 0;
  let bounces = 0;
  /** The MessageID answered for each message delivered, in order. */
  const delivered: { to: string; messageId: string }[] = [];
  let bounceWebhook: string | undefined;
  const bounce: FakePostmark['bounce'] = async (webhookUrl, email, options = {}) => {
    const message = delivered.findLast((entry) => entry.to.toLowerCase().includes(email.toLowerCase()));
    if (message === undefined) throw new Error(`the stand-in delivered nothing to ${email}`);
    bounces += 1;
    const { url, headers } = basicAuthRequest(webhookUrl);
    return fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(postmarkBounceBody({ id: 4_000_000 + bounces, messageId: message.messageId, email, ...options })),
    });
  };
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === '/control/bounce') {
      let raw = '';
      for await (const chunk of request) raw += String(chunk);
      const { email, type } = JSON.parse(raw) as { email: string; type?: string };
      try {
        if (bounceWebhook === undefined) throw new Error('no bounce webhook set');
        const answer = await bounce(bounceWebhook, email, type === undefined ? {} : { type });
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ webhookStatus: answer.status }));
      } catch (error) {
        return response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      }
    }
    if (request.method === 'GET' && request.url === '/messages') {
      const delivered = requests.filter((entry) => entry.path === '/email').map((entry) => entry.body);
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(delivered));
    }
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>),
    });
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    const status = failures.shift() ?? 200;
    const json = (code: number, body: object) => response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== '/email') return json(404, { ErrorCode: 404, Message: 'Not found' });
    if (status !== 200) return json(status, { ErrorCode: 999, Message: `Errore simulato ${status}` });
    sequence += 1;
    const to = (requests.at(-1)?.body.To as string | undefined) ?? '';
    delivered.push({ to, messageId: `fake-message-${sequence}` });
    return json(200, {
      To: to,
      SubmittedAt: new Date().toISOString(),
      MessageID: `fake-message-${sequence}`,
      ErrorCode: 0,
      Message: 'OK',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext: (...statuses) => void failures.push(...statuses),
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    get held() {
      return held.length;
    },
    bounce,
    setBounceWebhook: (webhookUrl) => {
      bounceWebhook = webhookUrl;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
