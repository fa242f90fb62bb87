import { createHash } from 'node:crypto';
import {
  defaultChatTemplates,
  defaultEmailTemplates,
  leadOfferEmailTemplate,
  leadPurchasedCustomerEmailTemplates,
  partnerEmailTemplates,
  purchaseEmailTemplates,
} from '@trovapro/copy';
import { CHAT_TEMPLATE_NAMES, EMAIL_TEMPLATE_NAMES, extractPlaceholders, type ChatTemplate, type SeedTemplatesResponse } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { renderEmail, type PlaceholderValues, type RenderedEmail } from './email-render.ts';

export type { RenderedEmail } from './email-render.ts';
import { findActiveTemplate, insertMissingTemplates, listActiveChatTemplates } from './templates.repository.ts';

/** The email templates the API sends from so far, with their built-in texts. */
const DEFAULT_EMAIL_TEMPLATES = {
  [EMAIL_TEMPLATE_NAMES.verificationCode]: defaultEmailTemplates[EMAIL_TEMPLATE_NAMES.verificationCode],
  [EMAIL_TEMPLATE_NAMES.leadConfirmation]: defaultEmailTemplates[EMAIL_TEMPLATE_NAMES.leadConfirmation],
  [EMAIL_TEMPLATE_NAMES.leadOffer]: leadOfferEmailTemplate,
  [EMAIL_TEMPLATE_NAMES.purchaseContacts]: purchaseEmailTemplates[EMAIL_TEMPLATE_NAMES.purchaseContacts],
  [EMAIL_TEMPLATE_NAMES.refundNotice]: purchaseEmailTemplates[EMAIL_TEMPLATE_NAMES.refundNotice],
  [EMAIL_TEMPLATE_NAMES.leadPurchasedCustomer]: leadPurchasedCustomerEmailTemplates[EMAIL_TEMPLATE_NAMES.leadPurchasedCustomer],
  [EMAIL_TEMPLATE_NAMES.partnerSignupCode]: partnerEmailTemplates[EMAIL_TEMPLATE_NAMES.partnerSignupCode],
  [EMAIL_TEMPLATE_NAMES.partnerApproved]: partnerEmailTemplates[EMAIL_TEMPLATE_NAMES.partnerApproved],
  [EMAIL_TEMPLATE_NAMES.partnerRefused]: partnerEmailTemplates[EMAIL_TEMPLATE_NAMES.partnerRefused],
  [EMAIL_TEMPLATE_NAMES.purchaseReceipt]: partnerEmailTemplates[EMAIL_TEMPLATE_NAMES.purchaseReceipt],
} as const;
export type EmailTemplateName = keyof typeof DEFAULT_EMAIL_TEMPLATES;

function defaultTemplateRows() {
  const chat = Object.values(CHAT_TEMPLATE_NAMES).map((name) => {
    const content = defaultChatTemplates[name];
    return { type: 'chat' as const, name, subject: null, content, variables: extractPlaceholders(content) };
  });
  const email = Object.entries(DEFAULT_EMAIL_TEMPLATES).map(([name, { subject, content }]) => ({
    type: 'email' as const,
    name,
    subject,
    content,
    variables: extractPlaceholders(subject, content),
  }));
  return [...chat, ...email];
}

/** Inserts the built-in chat and email templates that do not exist yet; an edited template is kept. */
export async function seedDefaultTemplates(db: Db): Promise<SeedTemplatesResponse> {
  const rows = defaultTemplateRows();
  const created = await insertMissingTemplates(db, rows);
  return { created, skipped: rows.length - created };
}

export interface PublicChatTemplates {
  readonly templates: ChatTemplate[];
  /** A strong validator of exactly this list: a quoted SHA-256 of its JSON. */
  readonly etag: string;
}

export async function listPublicChatTemplates(db: Db): Promise<PublicChatTemplates> {
  const rows = await listActiveChatTemplates(db);
  const templates = rows.map((row) => ({ name: row.name, content: row.content, isActive: row.is_active }));
  const etag = `"${createHash('sha256').update(JSON.stringify(templates)).digest('base64url')}"`;
  return { templates, etag };
}

/** True when an If-None-Match header matches the ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Loads an email template once (its row when active, else the built-in text) to render any number of messages. */
export async function emailTemplateRenderer(db: Db, name: EmailTemplateName): Promise<(values: PlaceholderValues) => RenderedEmail> {
  const row = await findActiveTemplate(db, 'email', name);
  const fallback = DEFAULT_EMAIL_TEMPLATES[name];
  const template = { subject: row?.subject ?? fallback.subject, content: row?.content ?? fallback.content };
  return (values) => renderEmail(template, values);
}

/** Renders an email from its template row when active, else from the built-in text. */
export async function renderEmailTemplate(db: Db, name: EmailTemplateName, values: PlaceholderValues): Promise<RenderedEmail> {
  return (await emailTemplateRenderer(db, name))(values);
}
