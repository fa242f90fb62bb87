import { escapeHtml } from './html.ts';

/** The key only this module holds: no other code can make a `SafeHtml` out of a string. */
const MINT: unique symbol = Symbol('SafeHtml');

/**
 * Markup that is safe to write as it is: what `html` produced, or what `trustedHtml`, `jsonLdScript` or
 * `styleElement` made. Only this module can make one, so a string that reaches the tag is always text.
 */
export class SafeHtml {
  readonly #markup: string;

  constructor(key: typeof MINT, markup: string) {
    if (key !== MINT) throw new Error('SafeHtml: made only by html`…` or trustedHtml()');
    this.#markup = markup;
  }

  toString(): string {
    return this.#markup;
  }
}

const mint = (markup: string): SafeHtml => new SafeHtml(MINT, markup);

/**
 * What the tag accepts in a `${…}`: text (escaped), numbers, markup it made, lists of those (joined with
 * nothing), and null, undefined or false, which write nothing (`cond && html\`…\``). `true` is refused by
 * the type: it would be a mistake, not content.
 */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

/** The tag's rule for one value; an escape of its own (`htmlTag`) for callers with a different text rule. */
function writeValue(value: HtmlValue, escapeText: (text: string) => string): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map((item: HtmlValue) => writeValue(item, escapeText)).join('');
  return escapeText(String(value));
}

/**
 * A `${…}` right after `name=` writes an unquoted attribute value, where a space or `>` in the value would
 * end it and start markup of its own: refused, so every attribute value is quoted in the template.
 */
const UNQUOTED_ATTRIBUTE = /\s[^\s"'<>/=]+=$/;

/** A tag like `html`, with the given escape for text (the writers keep apostrophes as they are, see providers/writer). */
export function htmlTag(escapeText: (text: string) => string) {
  return (strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml => {
    let markup = strings[0] ?? '';
    values.forEach((value, index) => {
      if (UNQUOTED_ATTRIBUTE.test(markup)) throw new Error(`html: unquoted attribute value before ${JSON.stringify(markup.slice(-40))}`);
      markup += writeValue(value, escapeText) + (strings[index + 1] ?? '');
    });
    return mint(markup);
  };
}

/**
 * Escaping by default (decision 0011): every `${…}` is text, escaped for a text node or a quoted attribute
 * (`escapeHtml`), unless it is markup this tag made or `trustedHtml` marked. A forgotten escape cannot happen;
 * a forgotten `trustedHtml` only shows tags as text.
 */
export const html = htmlTag(escapeHtml);

/**
 * Markup written as it is. Only for what is safe by construction: the article bodies the API sanitized on
 * save, and constants of markup from a package that cannot use this tag. Never for something a person typed.
 */
export function trustedHtml(markup: string): SafeHtml {
  return mint(markup);
}

/** Fragments with a separator between them (the separator is markup of the tag too: `html\`\n  \``). */
export function joinHtml(items: readonly HtmlValue[], separator: SafeHtml): SafeHtml {
  return mint(items.map((item) => writeValue(item, escapeHtml)).join(separator.toString()));
}

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as JSON unicode escapes, so no value
 * can close the script element or open a comment; U+2028/2029 too, for old parsers. The whole element.
 */
export function jsonLdScript(value: unknown): SafeHtml {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return mint(`<script type="application/ld+json">${json}</script>`);
}

/**
 * A `<style>` element with our own CSS (a page's constant styles, the island's built CSS). Its text is raw
 * (an escape would break selectors and strings), so CSS that could close the element is refused.
 */
export function styleElement(css: string): SafeHtml {
  if (/<\/style/i.test(css)) throw new Error('styleElement: the CSS would close its <style> element');
  return mint(`<style>${css}</style>`);
}
