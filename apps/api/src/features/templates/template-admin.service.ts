import { templateErrorMessages as messages } from '@trovapro/copy';
import {
  extractPlaceholders,
  unknownPlaceholders,
  type CreateTemplateBody,
  type Template,
  type TemplateType,
  type UpdateTemplateBody,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { TemplateRow } from '../../db/types.ts';
import { AppError, conflict, invalidField, notFound } from '../../plugins/app-error.ts';
import { findTemplateById, insertTemplate, listAllTemplates, updateTemplateRow } from './templates.repository.ts';

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

/** Edits name, subject, content or the active flag; the whole result is validated again. */
export async function updateTemplate(db: Db, id: string, change: UpdateTemplateBody): Promise<Template> {
  const current = await findTemplateById(db, id);
  if (current === undefined) throw templateNotFound();
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

interface TemplateText {
  readonly name: string;
  readonly subject: string | null;
  readonly content: string;
}

/**
 * The row fields of a valid template: name and content required (blank counts as missing), a subject
 * for email only, only the allowed placeholders; `variables` derived from subject and content.
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
  const unknown = unknownPlaceholders(subject, content);
  if (unknown.length > 0) {
    const field = unknownPlaceholders(subject).length > 0 ? 'subject' : 'content';
    const message = unknown.length === 1 ? messages.unknownPlaceholder(unknown[0] as string) : messages.unknownPlaceholders(unknown);
    throw new AppError('unknown_placeholder', message, { field });
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
