import { customTemplateDescription, offerUnsubscribeFooter, templateCatalog, templateIssueMessage, templateSampleValues } from '@trovapro/copy';
import {
  allowedPlaceholders,
  EMAIL_TEMPLATE_NAMES,
  escapeHtml,
  isShippedTemplate,
  renderEmailMessage,
  renderTemplateText,
  templateIssues,
  type RenderedEmail,
  type TemplatePlaceholder,
  type TemplateType,
} from '@trovapro/domain';
import type { AppLinks } from '@trovapro/ui';

/** What the console says of a template: its Italian name, when it is sent, and the placeholders its message is given. */
export interface TemplateInfo {
  readonly title: string;
  readonly description: string;
  /** A message uses it: it has a built-in text and a fixed name. */
  readonly shipped: boolean;
  readonly placeholders: readonly TemplatePlaceholder[];
}

export function templateInfo(type: TemplateType, name: string): TemplateInfo {
  const entry = isShippedTemplate(type, name) ? templateCatalog[type][name] : undefined;
  return {
    title: entry?.title ?? name,
    description: entry?.description ?? customTemplateDescription,
    shipped: entry !== undefined,
    placeholders: allowedPlaceholders(type, name),
  };
}

export interface TemplateFields {
  readonly type: TemplateType;
  readonly name: string;
  readonly subject: string;
  readonly content: string;
}

/** What breaks the rule in each field, said as the API says it on save (nothing: the text can be saved and sent). */
export function fieldErrors({ type, name, subject, content }: TemplateFields): { subject?: string; content?: string } {
  const context = { allowed: allowedPlaceholders(type, name.trim()), shipped: isShippedTemplate(type, name.trim()) };
  const errors: { subject?: string; content?: string } = {};
  for (const issue of templateIssues(type, name.trim(), { subject: type === 'email' ? subject : null, content })) {
    errors[issue.field] ??= templateIssueMessage(issue, context);
  }
  return errors;
}

export type TemplatePreview = { readonly type: 'email'; readonly email: RenderedEmail } | { readonly type: 'chat'; readonly text: string };

/**
 * The message the text makes with the sample values (the same the test email uses), as the API renders it;
 * an offer with the stop link the API always adds. Null while the text breaks the rule.
 */
export function templatePreview(fields: TemplateFields, links: Pick<AppLinks, 'publicSiteUrl' | 'checkoutUrl'>): TemplatePreview | null {
  if (Object.keys(fieldErrors(fields)).length > 0) return null;
  const values = templateSampleValues(links);
  if (fields.type === 'chat') return { type: 'chat', text: renderTemplateText(fields.content.trim(), values) };
  const email = renderEmailMessage({ subject: fields.subject.trim(), content: fields.content.trim() }, values);
  if (fields.name.trim() !== EMAIL_TEMPLATE_NAMES.leadOffer) return { type: 'email', email };
  const footer = offerUnsubscribeFooter(`${links.checkoutUrl}/business/unsubscribe?b=…&t=…`);
  return {
    type: 'email',
    email: {
      ...email,
      text: `${email.text}\n\n${footer}`,
      html: email.html.replace('</body>', `<p style="font-size: 13px; color: #52606d;">${escapeHtml(footer)}</p>\n</body>`),
    },
  };
}
