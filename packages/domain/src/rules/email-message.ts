import { escapeHtml } from './html.ts';
import { renderTemplateText, type PlaceholderValueMap } from './template-placeholders.ts';

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

/** The HTML document of every email: the paragraphs (already HTML) in the product's simple layout. */
export function emailHtmlDocument(paragraphs: readonly string[]): string {
  return [
    '<!doctype html>',
    '<html lang="it">',
    '<head><meta charset="utf-8"></head>',
    // A long link (a purchase link, on a phone) wraps instead of widening the message.
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933; overflow-wrap: anywhere; word-break: break-word;">',
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The message an email template makes with these values (`renderTemplateText`: it throws rather than leave a
 * placeholder or a stray brace in it). The text part takes values verbatim; the HTML part escapes the
 * template's text and every value (a visitor's request must never become markup), then turns paragraphs into
 * `<p>` and single line breaks into `<br>`. The subject is one line: line breaks in values become spaces.
 * The API sends exactly this; the console's preview shows exactly this.
 */
export function renderEmailMessage(template: EmailTemplateText, values: PlaceholderValueMap): RenderedEmail {
  const text = renderTemplateText(template.content, values).trim();
  const subject = renderTemplateText(template.subject, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const paragraphs = renderTemplateText(template.content, values, escapeHtml)
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\r?\n/g, '<br>\n')}</p>`);
  return { subject, html: emailHtmlDocument(paragraphs), text };
}
