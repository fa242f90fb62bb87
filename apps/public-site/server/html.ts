/** Text for HTML text nodes and quoted attribute values: the domain's one rule. */
export { escapeHtml } from '@trovapro/domain';

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` escaped as JSON unicode escapes,
 * so no value can close the script element or open a comment; U+2028/2029 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text for XML elements (sitemaps). */
export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
