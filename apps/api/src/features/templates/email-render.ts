import { fillPlaceholders, type TemplatePlaceholder } from '@trovapro/domain';

export type PlaceholderValues = Partial<Record<TemplatePlaceholder, string>>;

/** An email template's texts: `content` is plain text, paragraphs separated by blank lines. */
export interface EmailTemplateText {
  readonly subject: string;
  readonly content: string;
}

export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Fills a template. The text part takes values verbatim; the HTML part escapes the template text and
 * every value (a visitor's request must never become markup), then turns paragraphs into `<p>` and
 * single line breaks into `<br>`. The subject is one line: line breaks in values become spaces.
 */
export function renderEmail(template: EmailTemplateText, values: PlaceholderValues): RenderedEmail {
  const text = fillPlaceholders(template.content, values).trim();
  const subject = fillPlaceholders(template.subject, values).replace(/\s*[\r\n]+\s*/g, ' ').trim();

  const escapedValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === undefined ? undefined : escapeHtml(value)]),
  ) as PlaceholderValues;
  const paragraphs = fillPlaceholders(escapeHtml(template.content), escapedValues)
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\r?\n/g, '<br>\n')}</p>`);
  const html = [
    '<!doctype html>',
    '<html lang="it">',
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933;">',
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, html, text };
}
