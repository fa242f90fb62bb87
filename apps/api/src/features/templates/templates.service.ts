import { createHash } from 'node:crypto';
import {
  customerRequestEmailTemplates,
  defaultChatTemplates,
  defaultEmailTemplates,
  leadChoiceEmailTemplates,
  leadOfferEmailTemplate,
  leadPurchasedCustomerEmailTemplates,
  partnerEmailTemplates,
  purchaseEmailTemplates,
  reviewEmailTemplates,
} from '@trovapro/copy';
import {
  CHAT_TEMPLATE_NAMES,
  EMAIL_TEMPLATE_NAMES,
  extractPlaceholders,
  templateIssues,
  type ChatTemplate,
  type EmailPlaceholderOf,
  type EmailTemplateName,
  type SeedTemplatesResponse,
  type TemplateIssue,
  type TemplateType,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { renderEmail, type EmailTemplateText, type RenderedEmail } from './email-render.ts';
import { findActiveTemplate, insertMissingTemplates, listActiveChatTemplates, listAllTemplates } from './templates.repository.ts';

export type { RenderedEmail } from './email-render.ts';
/** A fixed text rendered like a template (the receipt's email of a purchase without billing data, issue 32). */
export { renderEmail } from './email-render.ts';
export type { EmailTemplateName } from '@trovapro/domain';

/** The built-in text of every email template the API sends. */
const DEFAULT_EMAIL_TEMPLATES: { readonly [N in EmailTemplateName]: EmailTemplateText } = {
  [EMAIL_TEMPLATE_NAMES.verificationCode]: defaultEmailTemplates[EMAIL_TEMPLATE_NAMES.verificationCode],
  [EMAIL_TEMPLATE_NAMES.leadConfirmation]: defaultEmailTemplates[EMAIL_TEMPLATE_NAMES.leadConfirmation],
  [EMAIL_TEMPLATE_NAMES.leadOffer]: leadOfferEmailTemplate,
  [EMAIL_TEMPLATE_NAMES.purchaseContacts]: purchaseEmailTemplates[EMAIL_TEMPLATE_NAMES.purchaseContacts],
  [EMAIL_TEMPLATE_NAMES.refundNotice]: purchaseEmailTemplates[EMAIL_TEMPLATE_NAMES.refundNotice],
  [EMAIL_TEMPLATE_NAMES.leadPurchasedCustomer]: leadPurchasedCustomerEmailTemplates[EMAIL_TEMPLATE_NAMES.leadPurchasedCustomer],
  [EMAIL_TEMPLATE_NAMES.partnerSignupCode]: partnerEmailTemplates[EMAIL_TEMPLATE_NAMES.partnerSignupCode],
  [EMAIL_TEMPLATE_NAMES.partnerSignupReceived]: partnerEmailTemplates[EMAIL_TEMPLATE_NAMES.partnerSignupReceived],
  [EMAIL_TEMPLATE_NAMES.partnerApproved]: partnerEmailTemplates[EMAIL_TEMPLATE_NAMES.partnerApproved],
  [EMAIL_TEMPLATE_NAMES.partnerRefused]: partnerEmailTemplates[EMAIL_TEMPLATE_NAMES.partnerRefused],
  [EMAIL_TEMPLATE_NAMES.purchaseReceipt]: partnerEmailTemplates[EMAIL_TEMPLATE_NAMES.purchaseReceipt],
  [EMAIL_TEMPLATE_NAMES.leadChoice]: leadChoiceEmailTemplates[EMAIL_TEMPLATE_NAMES.leadChoice],
  [EMAIL_TEMPLATE_NAMES.customerRequestLink]: customerRequestEmailTemplates[EMAIL_TEMPLATE_NAMES.customerRequestLink],
  [EMAIL_TEMPLATE_NAMES.customerStopNotice]: customerRequestEmailTemplates[EMAIL_TEMPLATE_NAMES.customerStopNotice],
  [EMAIL_TEMPLATE_NAMES.reviewRequest]: reviewEmailTemplates[EMAIL_TEMPLATE_NAMES.reviewRequest],
  [EMAIL_TEMPLATE_NAMES.reviewReceived]: reviewEmailTemplates[EMAIL_TEMPLATE_NAMES.reviewReceived],
};

interface TemplateTexts {
  readonly subject: string | null;
  readonly content: string;
}

/** The built-in subject and content of a template a message uses; undefined for any other (an admin's own). */
export function defaultTemplateText(type: TemplateType, name: string): TemplateTexts | undefined {
  if (type === 'email') {
    return Object.hasOwn(DEFAULT_EMAIL_TEMPLATES, name) ? DEFAULT_EMAIL_TEMPLATES[name as EmailTemplateName] : undefined;
  }
  return Object.hasOwn(defaultChatTemplates, name)
    ? { subject: null, content: defaultChatTemplates[name as keyof typeof defaultChatTemplates] }
    : undefined;
}

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

/** A template that breaks the placeholder rule: a built-in text (`shipped`) or a row of the database (`stored`). */
export interface BrokenTemplate {
  readonly source: 'shipped' | 'stored';
  readonly type: TemplateType;
  readonly name: string;
  readonly issues: readonly TemplateIssue[];
}

/**
 * Every built-in and stored template that breaks the rule (a placeholder its message is not given, a stray
 * brace): the API lists them at start-up. A stored one is not used — its message falls back to the built-in
 * text — until it is corrected; migration 0020 corrected those of before the rule.
 */
export async function findBrokenTemplates(db: Db): Promise<BrokenTemplate[]> {
  const shipped = defaultTemplateRows().map((row) => ({ source: 'shipped' as const, ...row }));
  const stored = (await listAllTemplates(db)).map((row) => ({ source: 'stored' as const, ...row }));
  return [...shipped, ...stored].flatMap(({ source, type, name, subject, content }) => {
    const issues = templateIssues(type, name, { subject, content });
    return issues.length === 0 ? [] : [{ source, type, name, issues }];
  });
}

/**
 * At start-up: a warning naming every template that breaks the rule (nothing when none does). Returns them.
 * A stored one is not used until an admin corrects it or restores its built-in text.
 */
export async function warnAboutBrokenTemplates(db: Db, log: { warn(details: object, message: string): void }): Promise<BrokenTemplate[]> {
  const broken = await findBrokenTemplates(db);
  if (broken.length > 0) {
    const names = broken.map((template) => `${template.source} ${template.type}/${template.name}`).join(', ');
    log.warn({ templates: broken }, `templates that break the placeholder rule (their messages use the built-in text): ${names}`);
  }
  return broken;
}

/** Where a message that falls back from a broken stored template is reported: the app's log, once it is built. */
export interface TemplateLog {
  error(details: object, message: string): void;
}
let templateLog: TemplateLog = { error: (details, message) => console.error(message, JSON.stringify(details)) };

/** The app's logger receives the reports of broken stored templates (set when the templates feature registers). */
export function reportTemplateProblemsTo(log: TemplateLog): void {
  templateLog = log;
}

export interface PublicChatTemplates {
  readonly templates: ChatTemplate[];
  /** A strong validator of exactly this list: a quoted SHA-256 of its JSON. */
  readonly etag: string;
}

/**
 * The active chat templates for the public chat. One that breaks the rule is left out, so the chat shows its
 * built-in text rather than a raw placeholder.
 */
export async function listPublicChatTemplates(db: Db): Promise<PublicChatTemplates> {
  const rows = await listActiveChatTemplates(db);
  const templates = rows
    .filter((row) => templateIssues('chat', row.name, { content: row.content }).length === 0)
    .map((row) => ({ name: row.name, content: row.content, isActive: row.is_active }));
  const etag = `"${createHash('sha256').update(JSON.stringify(templates)).digest('base64url')}"`;
  return { templates, etag };
}

/** True when an If-None-Match header matches the ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The values the message of email template N is given: every placeholder of its registry entry, `location`
 * as the place or null (it makes `{location}` and `{inLocation}`).
 */
export type EmailValues<N extends EmailTemplateName> = {
  readonly [P in Exclude<EmailPlaceholderOf<N>, 'location' | 'inLocation'>]: string;
} & ('location' extends EmailPlaceholderOf<N> ? { readonly location: string | null } : unknown);

/**
 * Loads an email template once to render any number of messages: its row when active and within the rule,
 * else the built-in text (a broken row is reported to the log and not used, so nobody receives a raw
 * placeholder). Rendering throws rather than leave a placeholder or a stray brace: the caller's transaction
 * then writes no outbox row, and the error handler logs it.
 */
export async function emailTemplateRenderer<N extends EmailTemplateName>(db: Db, name: N): Promise<(values: EmailValues<N>) => RenderedEmail> {
  const row = await findActiveTemplate(db, 'email', name);
  let template: EmailTemplateText = DEFAULT_EMAIL_TEMPLATES[name];
  if (row !== undefined) {
    const issues = templateIssues('email', name, row);
    if (issues.length === 0) template = { subject: row.subject ?? template.subject, content: row.content };
    else templateLog.error({ template: name, issues }, 'email template breaks the placeholder rule: sent with its built-in text');
  }
  return (values) => renderEmail(template, values);
}

/** Renders an email from its template row when active and valid, else from the built-in text. */
export async function renderEmailTemplate<N extends EmailTemplateName>(db: Db, name: N, values: EmailValues<N>): Promise<RenderedEmail> {
  return (await emailTemplateRenderer(db, name))(values);
}
