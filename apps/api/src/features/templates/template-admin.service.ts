import { randomUUID } from 'node:crypto';
import { templateErrorMessages as messages, templateIssueMessage, templateSampleValues, templateTestSubject } from '@trovapro/copy';
import {
  allowedPlaceholders,
  EMAIL_TEMPLATE_NAMES,
  extractPlaceholders,
  isShippedTemplate,
  renderEmailMessage,
  templateIssues,
  type Admin,
  type CreateTemplateBody,
  type Template,
  type TemplateTestEmailBody,
  type TemplateTestEmailResponse,
  type TemplateType,
  type UpdateTemplateBody,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { TemplateRow } from '../../db/rows.ts';
import { AppError, conflict, invalidField, notFound } from '../../lib/app-error.ts';
import { enforceRateLimits, perMailbox } from '../../lib/rate-limit.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { withOfferStopLink, type OfferLinks } from '../partners/partners.service.ts';
import { findTemplateById, insertTemplate, listAllTemplates, updateTemplateRow } from './templates.repository.ts';
import { defaultTemplateText } from './templates.service.ts';

export function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    subject: row.subject,
    content: row.content,
    variables: row.variables,
    isActive: row.is_active,
  };
}

export async function listTemplates(db: Db): Promise<Template[]> {
  return (await listAllTemplates(db)).map(toTemplate);
}

/**
 * Creates a template. `variables` sent by the client are ignored: they are always derived from the
 * `{placeholders}` of subject and content, so they cannot disagree with the text.
 */
export async function createTemplate(db: Db, body: CreateTemplateBody): Promise<Template> {
  const template = checkedTemplate(body.type, { name: body.name, subject: body.subject ?? null, content: body.content });
  const row = await refuseDuplicate(() => insertTemplate(db, { ...template, is_active: body.isActive ?? true }));
  return toTemplate(row);
}

/**
 * Edits name, subject, content or the active flag; the whole result is validated again. The name of a
 * template a message uses is fixed: it is how its message finds it.
 */
export async function updateTemplate(db: Db, id: string, change: UpdateTemplateBody): Promise<Template> {
  const current = await findTemplateById(db, id);
  if (current === undefined) throw templateNotFound();
  if (change.name !== undefined && change.name.trim() !== current.name && isShippedTemplate(current.type, current.name)) {
    throw invalidField('name', messages.shippedNameFixed);
  }
  const { type: _type, ...template } = checkedTemplate(current.type, {
    name: change.name ?? current.name,
    subject: change.subject === undefined ? current.subject : change.subject,
    content: change.content ?? current.content,
  });
  const row = await refuseDuplicate(() =>
    updateTemplateRow(db, id, { ...template, ...(change.isActive === undefined ? {} : { is_active: change.isActive }) }),
  );
  if (row === undefined) throw templateNotFound();
  return toTemplate(row);
}

/** `POST /api/admin/templates/:id/reset`: the built-in subject and content back (404 for a template no message uses). */
export async function resetTemplate(db: Db, id: string): Promise<Template> {
  const current = await findTemplateById(db, id);
  if (current === undefined) throw templateNotFound();
  const text = defaultTemplateText(current.type, current.name);
  if (text === undefined) throw notFound(messages.noDefault);
  const row = await updateTemplateRow(db, id, { ...text, variables: extractPlaceholders(text.subject, text.content) });
  if (row === undefined) throw templateNotFound();
  return toTemplate(row);
}

/** Test emails an admin may send in the window: enough to try a text several times, not a mailer. */
export const TEST_EMAILS_PER_ADMIN = 10;
const TEST_EMAIL_WINDOW_MS = 15 * 60 * 1000;
/** The business named by the stop link of a test offer: none, so the link stops nothing. */
const NO_BUSINESS = '00000000-0000-4000-8000-000000000000';

export interface TestEmailContext {
  readonly db: Db;
  readonly links: { readonly publicSiteUrl: string; readonly checkoutUrl: string };
  readonly offerLinks: OfferLinks;
}

/**
 * `POST /api/admin/templates/test-email`: the text being edited, checked as on save, filled with the sample
 * values and written to the outbox for the signed-in admin's own address only (never another). An offer gets
 * its stop link, as every offer does. Limited per admin (TEST_EMAILS_PER_ADMIN in 15 minutes).
 */
export async function sendTemplateTestEmail(
  { db, links, offerLinks }: TestEmailContext,
  admin: Admin,
  body: TemplateTestEmailBody,
): Promise<TemplateTestEmailResponse> {
  const { name, subject, content } = checkedTemplate('email', body);
  // Counted once the text is valid: the limit is on emails sent.
  await enforceRateLimits(db, [perMailbox('template-test', admin.email, TEST_EMAILS_PER_ADMIN, TEST_EMAIL_WINDOW_MS)], {
    code: 'too_many_requests',
    message: messages.tooManyTestEmails,
  });
  const message = renderEmailMessage({ subject: subject ?? '', content }, templateSampleValues(links));
  const tested = { ...message, subject: templateTestSubject(message.subject) };
  const secrets = new OutboxSecrets();
  const email =
    name === EMAIL_TEMPLATE_NAMES.leadOffer ? { ...tested, ...withOfferStopLink(tested, offerLinks, NO_BUSINESS, secrets), secrets } : tested;
  await enqueueEmail(db, { dedupeKey: `template-test:${randomUUID()}`, purpose: 'template-test', to: admin.email, ...email });
  return { sentTo: admin.email };
}

interface TemplateText {
  readonly name: string;
  readonly subject: string | null;
  readonly content: string;
}

/**
 * The row fields of a valid template: name and content required (blank counts as missing), a subject
 * for email only, only the placeholders its message is given and no stray brace (400 naming the field and
 * the placeholder); `variables` derived from subject and content.
 */
function checkedTemplate(type: TemplateType, text: TemplateText) {
  const name = text.name.trim();
  const content = text.content.trim();
  const subject = text.subject?.trim() || null;
  if (name === '' || content === '') {
    throw invalidField(name === '' ? 'name' : 'content', messages.nameAndContentRequired);
  }
  if (type === 'chat' && subject !== null) {
    throw new AppError('subject_not_allowed', messages.chatWithSubject, { field: 'subject' });
  }
  const [issue] = templateIssues(type, name, { subject, content });
  if (issue !== undefined) {
    const message = templateIssueMessage(issue, { allowed: allowedPlaceholders(type, name), shipped: isShippedTemplate(type, name) });
    throw new AppError(issue.kind === 'not_allowed' ? 'unknown_placeholder' : 'malformed_placeholder', message, { field: issue.field });
  }
  return { type, name, subject, content, variables: extractPlaceholders(subject, content) };
}

const templateNotFound = () => notFound(messages.notFound);

/** The (type, name) pair is taken: 409. */
async function refuseDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('name', messages.duplicateName);
    throw error;
  }
}
