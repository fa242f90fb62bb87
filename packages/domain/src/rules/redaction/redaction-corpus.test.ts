import { describe, expect, it } from 'vitest';
import { countLeaks, countWordsRemoved, tuningCorpus, tuningCorpus2 } from '../redaction-corpus/judge.ts';
import { comuniPlaces } from '../redaction-corpus/comuni-places.ts';
import { redactContacts } from './redact-contacts.ts';

const placeholders = { name: '[nome]', address: '[indirizzo]', contact: '[contatto]', identifier: '[dato]' };
const redact = (text: string, customerName: string) => redactContacts(text, { customerName, placeholders, knownPlaces: comuniPlaces });

/** The corpora written blind (redaction-corpus/README.md, README-2.md): what a business may read before it pays. */
describe.each([
  { corpus: 'the first redaction corpus', ...tuningCorpus },
  { corpus: 'the second redaction corpus', ...tuningCorpus2 },
])('redactContacts on $corpus', ({ personal, ordinary }) => {
  it(`leaves none of the ${personal.length} requests with personal data leaking a fragment`, () => {
    const report = countLeaks(personal, redact);
    expect(report.details.map(({ redacted, leaked }) => ({ redacted, leaked }))).toEqual([]);
    expect(report.leakedFragments).toBe(0);
  });

  it(`removes at most 2 % of the words of the ${ordinary.length} ordinary requests`, () => {
    const report = countWordsRemoved(ordinary, redact);
    expect(report.share, JSON.stringify(report.details, null, 1)).toBeLessThanOrEqual(0.02);
  });
});
