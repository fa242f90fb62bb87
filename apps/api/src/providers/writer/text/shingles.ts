import { visibleText } from './html.ts';

/**
 * The set of `size`-word shingles of an HTML page's visible text: tags stripped, lowercased, words are runs
 * of letters and digits (apostrophes split words: "dell’acqua" → "dell", "acqua").
 */
export function shingles(html: string, size = 5): Set<string> {
  const words =
    visibleText(html)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const set = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) set.add(words.slice(i, i + size).join(' '));
  return set;
}

function intersectionSize(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared;
}

/** Jaccard similarity: shingles in common over shingles in either page. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const shared = intersectionSize(a, b);
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Containment: shingles in common over the smaller page's shingles (stricter than Jaccard). */
export function containment(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const smaller = Math.min(a.size, b.size);
  return smaller === 0 ? 0 : intersectionSize(a, b) / smaller;
}
