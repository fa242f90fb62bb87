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
  close(): Promise<void>;
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
  const server: Server = createServer(async (request, response) => {
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
    return json(200, {
      To: (requests.at(-1)?.body.To as string | undefined) ?? '',
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
