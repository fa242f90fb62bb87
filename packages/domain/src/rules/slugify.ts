/**
 * Product §5 blog slug: lowercase, accented letters to plain ones, every run of non-alphanumerics to
 * one hyphen, no leading or trailing hyphen. "Perché Più Città?" → "perche-piu-citta".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A readable, unique slug (`SlugSchema`): lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;

/** A slug the contract accepts, checked without its schema (for bundles and callers without TypeBox). */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}
