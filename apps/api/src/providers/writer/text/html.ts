import { escapeHtml as escapeMarkup, htmlTag, type HtmlValue, type SafeHtml } from '@trovapro/domain';

export type { SafeHtml } from '@trovapro/domain';
export { joinHtml } from '@trovapro/domain';

/**
 * Text or attribute value made safe for HTML: the domain's rule, except that an apostrophe stays as it is.
 * The sanitizer writes it so, and the writers' pages must come out of it unchanged; the tag quotes every
 * attribute with `"`, where `'` is plain text.
 */
function escapeKeepingApostrophes(text: string): string {
  return escapeMarkup(text).replaceAll('&#39;', "'");
}

/** The writers' `html` tag (decision 0011): every `${…}` escaped unless it is markup of the tag, apostrophes kept. */
export const html = htmlTag(escapeKeepingApostrophes);

/** Fragments one after the other: an article's paragraphs and sections. */
export function concatHtml(...parts: readonly HtmlValue[]): SafeHtml {
  return html`${parts}`;
}

/** Text of an HTML fragment, tags dropped and the common entities decoded: what a reader (or a crawler) sees. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39|nbsp);/g,
      (_match, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name] ?? ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const integerFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });

/** "848.885", "2.644", "12". */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

/** "da 60 a 120 € a intervento", "fino a 60 € a visita" when the range starts at zero. */
export function formatPriceRange(from: number, to: number, unit: string): string {
  return from <= 0 ? `fino a ${formatInteger(to)} € ${unit}` : `da ${formatInteger(from)} a ${formatInteger(to)} € ${unit}`;
}

/** "a, b e c". */
export function joinItalian(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

/** The first letter in capitals, for a keyword opening a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cut to at most `max` characters at a word boundary, ending with "…" when something was cut. */
export function fitLength(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
