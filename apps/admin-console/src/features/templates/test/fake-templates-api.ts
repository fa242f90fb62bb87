import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Value } from 'typebox/value';
import { templateErrorMessages } from '@trovapro/copy';
import {
  extractPlaceholders,
  routes,
  unknownPlaceholders,
  type CreateTemplateBody,
  type RouteContract,
  type Template,
  type UpdateTemplateBody,
} from '@trovapro/domain';
import { matchPath, readBody } from '../../../test/contract-matching.ts';

/**
 * A stand-in for the API's template routes, for this feature's component tests (the API has its own
 * tests of the rules). Real HTTP with a session cookie; requests and answers are checked against the
 * route contracts, so a test cannot pass on something the real API would refuse or never send.
 */
export interface FakeTemplatesApi {
  origin: string;
  templates: Template[];
  /** The templates `POST /api/admin/seed-templates` creates when missing. */
  defaults: Omit<Template, 'id'>[];
  /** Every request received: method, path and JSON body. */
  calls: { method: string; path: string; body: unknown }[];
  /** Route names answering 500 until removed. */
  failing: Set<TemplateRouteName>;
  openSession(): string;
  close(): Promise<void>;
}

type TemplateRouteName = 'adminListTemplates' | 'adminCreateTemplate' | 'adminUpdateTemplate' | 'adminSeedTemplates';
type Handler = (params: Record<string, string>, body: unknown) => { status: number; body: unknown };

class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function makeTemplate(overrides: Partial<Template> = {}): Template {
  const content = overrides.content ?? 'Ciao {userName}, grazie!';
  const subject = overrides.subject === undefined ? (overrides.type === 'chat' ? null : 'Oggetto') : overrides.subject;
  return {
    id: randomUUID(),
    type: 'email',
    name: `template_${randomUUID().slice(0, 8)}`,
    isActive: true,
    ...overrides,
    subject,
    content,
    variables: extractPlaceholders(subject, content),
  };
}

export async function startFakeTemplatesApi(): Promise<FakeTemplatesApi> {
  const sessions = new Set<string>();
  const api: FakeTemplatesApi = {
    origin: '',
    templates: [],
    defaults: [],
    calls: [],
    failing: new Set(),
    openSession() {
      const id = randomUUID();
      sessions.add(id);
      return id;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const checked = (text: { type: Template['type']; name: string; subject: string | null; content: string }, exceptId?: string) => {
    if (!text.name.trim() || !text.content.trim()) throw new HttpError(400, 'validation_error', templateErrorMessages.nameAndContentRequired);
    const unknown = unknownPlaceholders(text.subject, text.content);
    if (unknown[0] !== undefined) throw new HttpError(400, 'unknown_placeholder', templateErrorMessages.unknownPlaceholder(unknown[0]));
    if (api.templates.some((other) => other.id !== exceptId && other.type === text.type && other.name === text.name.trim())) {
      throw new HttpError(409, 'duplicate_template', templateErrorMessages.duplicateName);
    }
    return { name: text.name.trim(), subject: text.subject, content: text.content, variables: extractPlaceholders(text.subject, text.content) };
  };

  const handlers: [TemplateRouteName, Handler][] = [
    ['adminListTemplates', () => ({ status: 200, body: api.templates })],
    [
      'adminCreateTemplate',
      (_params, body) => {
        const fields = body as CreateTemplateBody;
        const template: Template = {
          id: randomUUID(),
          type: fields.type,
          isActive: fields.isActive ?? true,
          ...checked({ type: fields.type, name: fields.name, subject: fields.subject ?? null, content: fields.content }),
        };
        api.templates.push(template);
        return { status: 201, body: template };
      },
    ],
    [
      'adminUpdateTemplate',
      (params, body) => {
        const template = api.templates.find((candidate) => candidate.id === params.id);
        if (!template) throw new HttpError(404, 'not_found', templateErrorMessages.notFound);
        const change = body as UpdateTemplateBody;
        const next = checked(
          {
            type: template.type,
            name: change.name ?? template.name,
            subject: change.subject === undefined ? template.subject : change.subject,
            content: change.content ?? template.content,
          },
          template.id,
        );
        Object.assign(template, next, change.isActive === undefined ? {} : { isActive: change.isActive });
        return { status: 200, body: template };
      },
    ],
    [
      'adminSeedTemplates',
      () => {
        const missing = api.defaults.filter((candidate) => !api.templates.some((t) => t.type === candidate.type && t.name === candidate.name));
        api.templates.push(...missing.map((template) => ({ ...template, id: randomUUID() })));
        return { status: 200, body: { created: missing.length, skipped: api.defaults.length - missing.length } };
      },
    ],
  ];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const body: unknown = raw === '' ? undefined : JSON.parse(raw);
    api.calls.push({ method: req.method ?? '', path: url.pathname, body });
    const session = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (session === undefined || !sessions.has(session)) return send(res, 401, { code: 'unauthorized', message: 'Accesso non autorizzato' });

    for (const [name, handler] of handlers) {
      const route: RouteContract = routes[name];
      const params = matchPath(route, req.method ?? '', url.pathname);
      if (!params) continue;
      if (api.failing.has(name)) return send(res, 500, { code: 'internal_error', message: 'Errore interno del server' });
      try {
        if (route.body && !Value.Check(route.body, body)) throw new HttpError(400, 'validation_error', `Dati non validi: ${raw}`);
        const answer = handler(params, body);
        const schema = route.responses[answer.status];
        if (!schema || !Value.Check(schema, answer.body)) throw new Error(`fake API: answer to ${name} breaks the contract`);
        return send(res, answer.status, answer.body);
      } catch (error) {
        if (error instanceof HttpError) return send(res, error.status, { code: error.code, message: error.message });
        throw error;
      }
    }
    return send(res, 404, { code: 'not_found', message: 'Risorsa non trovata' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
