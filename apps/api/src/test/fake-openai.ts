import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readVisitorText } from '../providers/ai/builtin/analyze.ts';

export interface FakeOpenAi {
  /** The base URL to give the `openai` SDK (`…/v1`). */
  baseURL: string;
  /** What the next chat completions answer: a status, and the assistant message's content. */
  reply: { status: number; content: string };
  /** When set, answers each request from its body instead of `reply` (a stand-in for the model's reading). */
  answer?: (body: Record<string, unknown>) => { status: number; content: string };
  /** Milliseconds before each answer (a model takes its time); 0 by default. */
  delayMs: number;
  /** Every request received: path, JSON body, Authorization header. */
  requests: { path: string; body: Record<string, unknown>; authorization: string | undefined }[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/** A local stand-in for the OpenAI API: answers POST /v1/chat/completions with `reply`. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseURL: '',
    reply: { status: 200, content: '{}' },
    delayMs: 0,
    requests: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    fake.requests.push({ path: request.url ?? '', body, authorization: request.headers.authorization });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const { status, content } = fake.answer?.(body) ?? fake.reply;
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (status !== 200) {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1,
        model: 'gpt-test',
        choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

const FIELD_LABELS = ['Richiesta', 'Conversazione precedente', 'Risposte alle domande'];

/**
 * A stand-in model for the request analysis (`answer` of the fake): reads the visitor's words it was sent
 * («Richiesta: …») with the built-in analyzer and answers in the `lead_profile` schema, as a model would.
 */
export function answerAsTheBuiltinAnalyzer(body: Record<string, unknown>): { status: number; content: string } {
  const messages = body.messages as { role: string; content: string }[];
  const fields = new Map<string, string>();
  let current = '';
  for (const line of messages.find((message) => message.role === 'user')?.content.split('\n') ?? []) {
    const label = FIELD_LABELS.find((name) => line.startsWith(`${name}: `));
    if (label) current = label;
    fields.set(current, label ? line.slice(label.length + 2) : `${fields.get(current) ?? ''}\n${line}`);
  }
  const reading = readVisitorText({
    userRequest: fields.get('Richiesta') ?? '',
    context: fields.get('Conversazione precedente'),
    answers: fields.get('Risposte alle domande'),
  });
  const answer = {
    category: reading.category,
    needsClarification: reading.category === null || reading.comune === null,
    clarificationQuestions: [],
    // As the instructions ask: a name that fits several comuni («Reggio») is given as written.
    municipality: reading.comune?.name ?? reading.ambiguous?.written ?? null,
  };
  return { status: 200, content: JSON.stringify(answer) };
}
