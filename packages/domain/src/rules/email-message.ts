import { html, joinHtml, type SafeHtml } from './html-template.ts';
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

/** The HTML document of every email: the paragraphs (markup of `html`) in the product's simple layout. */
export function emailHtmlDocument(paragraphs: readonly SafeHtml[]): string {
  // A long link (a purchase link, on a phone) wraps instead of widening the message.
  return html`<!doctype html>
<html lang="it">
<head><meta charset="utf-8"></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933; overflow-wrap: anywhere; word-break: break-word;">
${joinHtml(paragraphs, html`\n`)}${paragraphs.length === 0 ? '' : html`\n`}</body>
</html>`.toString();
}

/** One paragraph of plain text as HTML: escaped, its single line breaks kept as `<br>`. */
export function textParagraph(text: string): SafeHtml {
  return html`<p>${joinHtml(text.split(/\r?\n/), html`<br>\n`)}</p>`;
}

/**
 * The message an email template makes with these values (`renderTemplateText`: it throws rather than leave a
 * placeholder or a stray brace in it). The text part takes values verbatim; the HTML part is that text
 * written through `html` (a visitor's request must never become markup): paragraphs into `<p>`, single line
 * breaks into `<br>`. The subject is one line: line breaks in values become spaces.
 * The API sends exactly this; the console's preview shows exactly this.
 */
export function renderEmailMessage(template: EmailTemplateText, values: PlaceholderValueMap): RenderedEmail {
  const text = renderTemplateText(template.content, values).trim();
  const subject = renderTemplateText(template.subject, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const paragraphs = text.split(/\r?\n\s*\r?\n/).map((paragraph) => textParagraph(paragraph.trim()));
  return { subject, html: emailHtmlDocument(paragraphs), text };
}
