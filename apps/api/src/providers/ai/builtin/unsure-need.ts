import type { Token } from './normalize.ts';

/**
 * Phrases by which visitors say they do not know what the trouble is or whom to call («chi devo chiamare?», «non
 * capisco da dove venga»), over folded words; `*` stands for any one word («non so bene a chi rivolgermi»).
 */
const UNSURE_PHRASES: readonly (readonly string[])[] = [
  ['chi', 'devo', 'chiamare'],
  ['chi', 'chiamare'],
  ['chi', 'devo', 'contattare'],
  ['chi', 'contattare'],
  ['a', 'chi', 'rivolgermi'],
  ['a', 'chi', 'rivolgersi'],
  ['non', 'capisco', 'da', 'dove'],
  ['non', 'capisco', 'cosa'],
  ['non', 'so', 'da', 'dove'],
  ['non', 'so', 'cosa', 'sia'],
  ['non', 'so', '*', 'cosa', 'sia'],
];

/** Whether the text says its writer does not know what the trouble is or which professional it needs. */
export function saysUnsureWhichTrade(tokens: readonly Token[]): boolean {
  return tokens.some((_, start) =>
    UNSURE_PHRASES.some((phrase) =>
      phrase.every((word, offset) => (word === '*' ? tokens[start + offset] !== undefined : tokens[start + offset]?.word === word)),
    ),
  );
}
