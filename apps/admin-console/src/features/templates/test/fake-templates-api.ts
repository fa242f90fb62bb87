import { randomUUID } from 'node:crypto';
import { ApiError, startContractFake, type ContractFake } from '@trovapro/api-client/testing';
import { templateErrorMessages, templateIssueMessage } from '@trovapro/copy';
import {
  allowedPlaceholders,
  extractPlaceholders,
  isShippedTemplate,
  templateIssues,
  type CreateTemplateBody,
  type Template,
  type TemplateTestEmailBody,
  type UpdateTemplateBody,
} from '@trovapro/domain';

/** The template admin routes on the shared contract fake, for this feature's component tests (the API has its own tests of the rules). */
export interface FakeTemplatesApi extends ContractFake {
  templates: Template[];
  /** The templates `POST /api/admin/seed-templates` creates when missing, and the texts a reset puts back. */
  defaults: Omit<Template, 'id'>[];
  /** The signed-in admin's address, where test emails go. */
  adminEmail: string;
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
  /** The API's rule: only the placeholders of the template's message, no stray brace (its first issue, as it says it). */
  const refuseBroken = (text: { type: Template['type']; name: string; subject: string | null; content: string }) => {
    const [issue] = templateIssues(text.type, text.name, text);
    if (issue === undefined) return;
    const message = templateIssueMessage(issue, {
      allowed: allowedPlaceholders(text.type, text.name),
      shipped: isShippedTemplate(text.type, text.name),
    });
    throw new ApiError(400, issue.kind === 'not_allowed' ? 'unknown_placeholder' : 'malformed_placeholder', message);
  };
  const checked = (text: { type: Template['type']; name: string; subject: string | null; content: string }, exceptId?: string) => {
    if (!text.name.trim() || !text.content.trim()) throw new ApiError(400, 'validation_error', templateErrorMessages.nameAndContentRequired);
    refuseBroken({ ...text, name: text.name.trim() });
    if (api.templates.some((other) => other.id !== exceptId && other.type === text.type && other.name === text.name.trim())) {
      throw new ApiError(409, 'conflict', templateErrorMessages.duplicateName);
    }
    return { name: text.name.trim(), subject: text.subject, content: text.content, variables: extractPlaceholders(text.subject, text.content) };
  };
  const find = (id: string) => {
    const template = api.templates.find((candidate) => candidate.id === id);
    if (!template) throw new ApiError(404, 'not_found', templateErrorMessages.notFound);
    return template;
  };

  const fake = await startContractFake({
    adminListTemplates: () => ({ body: api.templates }),
    adminCreateTemplate: ({ body }) => {
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
    adminUpdateTemplate: ({ params, body }) => {
      const template = find(params.id ?? '');
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
      return { body: template };
    },
    adminSeedTemplates: () => {
      const missing = api.defaults.filter((candidate) => !api.templates.some((t) => t.type === candidate.type && t.name === candidate.name));
      api.templates.push(...missing.map((template) => ({ ...template, id: randomUUID() })));
      return { body: { created: missing.length, skipped: api.defaults.length - missing.length } };
    },
    adminResetTemplate: ({ params }) => {
      const template = find(params.id ?? '');
      const builtIn = api.defaults.find((candidate) => candidate.type === template.type && candidate.name === template.name);
      if (!builtIn) throw new ApiError(404, 'not_found', templateErrorMessages.noDefault);
      Object.assign(template, { subject: builtIn.subject, content: builtIn.content, variables: builtIn.variables });
      return { body: template };
    },
    adminTestTemplateEmail: ({ body }) => {
      const fields = body as TemplateTestEmailBody;
      refuseBroken({ type: 'email', ...fields });
      return { body: { sentTo: api.adminEmail } };
    },
  });
  const api: FakeTemplatesApi = { ...fake, templates: [], defaults: [], adminEmail: 'anna@example.it' };
  return api;
}
