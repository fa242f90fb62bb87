/**
 * How a redactor is judged on the corpora of this folder (README.md, «How results are judged»): the test
 * beside the redactor and `pnpm bench:redaction` (which adds the held-out set) use these functions, so both
 * count the same way.
 */
import ordinaryRequests from './ordinary-requests.json' with { type: 'json' };
import ordinaryRequests2 from './ordinary-requests-2.json' with { type: 'json' };
import personalData from './personal-data.json' with { type: 'json' };
import personalData2 from './personal-data-2.json' with { type: 'json' };

/** A request with personal data: `leaks` are fragments that must not survive redaction. */
export interface PersonalCase {
  readonly text: string;
  /** What the visitor typed in the chat's name field. */
  readonly name: string;
  readonly leaks: readonly string[];
}

/** A request without personal data: its words should all survive. */
export interface OrdinaryCase {
  readonly text: string;
  readonly name: string;
}

export interface RedactionCorpus {
  readonly personal: readonly PersonalCase[];
  readonly ordinary: readonly OrdinaryCase[];
}

/** The tuning corpus: written blind, committed before the redactor was improved. */
export const tuningCorpus: RedactionCorpus = { personal: personalData, ordinary: ordinaryRequests };

/** The second tuning corpus (README-2.md): written blind by another hand, in other voices. */
export const tuningCorpus2: RedactionCorpus = { personal: personalData2, ordinary: ordinaryRequests2 };

export type Redact = (text: string, customerName: string) => string;

export interface LeakReport {
  readonly fragments: number;
  readonly leakedFragments: number;
  readonly cases: number;
  readonly casesWithLeak: number;
  /** Each leaking case with what leaked, for the test's message (never printed for the held-out set). */
  readonly details: readonly { readonly text: string; readonly redacted: string; readonly leaked: readonly string[] }[];
}

export interface WordsRemovedReport {
  readonly words: number;
  readonly removed: number;
  /** removed ÷ words. */
  readonly share: number;
  readonly details: readonly { readonly text: string; readonly redacted: string; readonly removed: readonly string[] }[];
}

/** Lower case, every run of whitespace one space. */
const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** A leak is a fragment found in the redacted text once both are normalised. */
export function countLeaks(cases: readonly PersonalCase[], redact: Redact): LeakReport {
  let fragments = 0;
  let leakedFragments = 0;
  const details: { text: string; redacted: string; leaked: string[] }[] = [];
  for (const { text, name, leaks } of cases) {
    const redacted = redact(text, name);
    const seen = norm(redacted);
    const leaked = leaks.filter((fragment) => seen.includes(norm(fragment)));
    fragments += leaks.length;
    leakedFragments += leaked.length;
    if (leaked.length > 0) details.push({ text, redacted, leaked });
  }
  return { fragments, leakedFragments, cases: cases.length, casesWithLeak: details.length, details };
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The original's word tokens missing from the redacted text's tokens, counted as multisets. */
export function countWordsRemoved(cases: readonly OrdinaryCase[], redact: Redact): WordsRemovedReport {
  let total = 0;
  let removedTotal = 0;
  const details: { text: string; redacted: string; removed: string[] }[] = [];
  for (const { text, name } of cases) {
    const redacted = redact(text, name);
    const left = new Map<string, number>();
    for (const word of words(redacted)) left.set(word, (left.get(word) ?? 0) + 1);
    const removed: string[] = [];
    for (const word of words(text)) {
      const count = left.get(word) ?? 0;
      if (count > 0) left.set(word, count - 1);
      else removed.push(word);
    }
    total += words(text).length;
    removedTotal += removed.length;
    if (removed.length > 0) details.push({ text, redacted, removed });
  }
  return { words: total, removed: removedTotal, share: total === 0 ? 0 : removedTotal / total, details };
}
