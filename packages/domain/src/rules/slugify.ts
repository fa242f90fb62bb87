/**
 * Spec §5 blog slug: lowercase, accented letters to plain ones, every run of non-alphanumerics to
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
