import { emailTexts } from '@trovapro/copy';
import { escapeHtml, fillPlaceholders, inPlace, type TemplatePlaceholder } from '@trovapro/domain';

export { escapeHtml };

/**
 * The values of an email. `location` is the place of the request («Agnone (Isernia)») or null when it is
 * unknown; `{location}` and `{inLocation}` are both derived from it (see `placeValues`).
 */
export type PlaceholderValues = Partial<Record<Exclude<TemplatePlaceholder, 'location' | 'inLocation'>, string>> & {
  location?: string | null;
};

/**
 * One rule for the place in every email: `{inLocation}` is the place with its preposition («ad Agnone
 * (Isernia)», from the domain's `inPlace`), `{location}` the bare place for lists («Zona: …»). An unknown
 * place: `{location}` says so («Non specificata») and `{inLocation}` is left out with the space before it,
 * so no sentence reads «a Non specificata».
 */
function placeValues(template: EmailTemplateText, values: PlaceholderValues) {
  const place = values.location?.trim() || null;
  const dropPlace = (text: string) => (place === null ? text.replace(/[ \t]?\{inLocation\}/g, '') : text);
  const filled: Partial<Record<TemplatePlaceholder, string>> = {
    ...values,
    location: place ?? emailTexts.locationUnknown,
    inLocation: place === null ? '' : inPlace(place),
  };
  return { template: { subject: dropPlace(template.subject), content: dropPlace(template.content) }, values: filled };
}

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

/**
 * Fills a template. The text part takes values verbatim; the HTML part escapes the template text and
 * every value (a visitor's request must never become markup), then turns paragraphs into `<p>` and
 * single line breaks into `<br>`. The subject is one line: line breaks in values become spaces.
 */
export function renderEmail(emailTemplate: EmailTemplateText, emailValues: PlaceholderValues): RenderedEmail {
  const { template, values } = placeValues(emailTemplate, emailValues);
  const text = fillPlaceholders(template.content, values).trim();
  const subject = fillPlaceholders(template.subject, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();

  const escapedValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === undefined ? undefined : escapeHtml(value)]),
  ) as Partial<Record<TemplatePlaceholder, string>>;
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
