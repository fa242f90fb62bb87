/**
 * `pnpm bench:redaction`: the redactor that hides the customer's personal data before a business pays
 * (`redactContacts` of @trovapro/domain, with the checkout's placeholders and the gazetteer's places, as the
 * checkout calls it), judged as the corpus README says
 * (packages/domain/src/rules/redaction-corpus/README.md, the same functions as the corpus test):
 *   leaks          fragments of personal data still in the redacted text (cases with at least one)
 *   words removed  words of ordinary requests (no personal data) missing after redaction, share of all words
 * on the two tuning corpora (what the redactor was written against) and on the held-out set
 * (fixtures/redaction-held-out.json, written separately and never tuned on: only its figures are printed,
 * never its texts). Then requests redacted per second on one thread (best of 5 rounds over both tuning corpora).
 * Exits 1 when the held-out set leaks anything, removes more than 2 % of its ordinary words, or the speed is
 * below 500 requests/s.
 */
import { readFileSync } from 'node:fs';
import { hiddenBeforePurchase } from '@trovapro/copy';
import { redactContacts } from '@trovapro/domain';
import { countLeaks, countWordsRemoved, tuningCorpus, tuningCorpus2, type RedactionCorpus } from '@trovapro/domain/redaction-corpus';
import { knownPlaces } from '../src/providers/ai/builtin/known-places.ts';

const WORDS_REMOVED_TARGET = 0.02;
const SPEED_TARGET = 500;
const ROUNDS = 5;
const ROUND_MS = 1000;

const redact = (text: string, customerName: string) => redactContacts(text, { customerName, placeholders: hiddenBeforePurchase, knownPlaces });
const heldOut = JSON.parse(readFileSync(new URL('./fixtures/redaction-held-out.json', import.meta.url), 'utf8')) as RedactionCorpus;

const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
const count = (value: number) => value.toLocaleString('en-US');

function measure(label: string, corpus: RedactionCorpus) {
  const leaks = countLeaks(corpus.personal, redact);
  const removed = countWordsRemoved(corpus.ordinary, redact);
  console.log(
    `${label.padEnd(9)} leaks ${leaks.leakedFragments}/${count(leaks.fragments)} fragments in ${leaks.casesWithLeak}/${leaks.cases} requests; ` +
      `words removed ${removed.removed}/${count(removed.words)} = ${percent(removed.share)} (${removed.details.length}/${corpus.ordinary.length} ordinary requests touched)`,
  );
  return { leaks, removed };
}

console.log('bench:redaction — personal data hidden before payment (redactContacts)');
measure('tuning 1', tuningCorpus);
measure('tuning 2', tuningCorpus2);
const held = measure('held-out', heldOut);

const texts = [...tuningCorpus.personal, ...tuningCorpus.ordinary, ...tuningCorpus2.personal, ...tuningCorpus2.ordinary];
let best = 0;
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now();
  let done = 0;
  while (performance.now() - started < ROUND_MS) {
    for (const { text, name } of texts) redact(text, name);
    done += texts.length;
  }
  best = Math.max(best, done / ((performance.now() - started) / 1000));
}
console.log(`speed     ${count(Math.round(best))} requests/s (best of ${ROUNDS} rounds of ${ROUND_MS} ms over ${texts.length} requests)`);

const failures = [
  held.leaks.leakedFragments > 0 && `the held-out set leaks ${held.leaks.leakedFragments} fragments (target 0)`,
  held.removed.share > WORDS_REMOVED_TARGET && `the held-out set loses ${percent(held.removed.share)} of its ordinary words (target ≤ 2 %)`,
  best < SPEED_TARGET && `${Math.round(best)} requests/s (target ≥ ${SPEED_TARGET})`,
].filter((failure) => failure !== false);
for (const failure of failures) console.log(`MISSED: ${failure}`);
if (failures.length === 0) console.log('targets met: held-out 0 leaks, ≤ 2 % words removed; ≥ 500 requests/s');
process.exitCode = failures.length === 0 ? 0 : 1;
