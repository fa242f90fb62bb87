import { describe, expect, it } from 'vitest';
import { countLeaks, countWordsRemoved, tuningCorpus } from '../redaction-corpus/judge.ts';
import { redactContacts } from './redact-contacts.ts';

const placeholders = { name: '[nome]', address: '[indirizzo]', contact: '[contatto]', identifier: '[dato]' };
const redact = (text: string, customerName: string) => redactContacts(text, { customerName, placeholders });

/** The corpora written blind (redaction-corpus/README.md): what a business may read before it pays. */
describe('redactContacts on the redaction corpus', () => {
  it('leaves none of the 116 requests with personal data leaking a fragment', () => {
    const report = countLeaks(tuningCorpus.personal, redact);
    expect(report.details.map(({ redacted, leaked }) => ({ redacted, leaked }))).toEqual([]);
    expect(report.leakedFragments).toBe(0);
  });

  it('removes at most 2 % of the words of the 267 ordinary requests', () => {
    const report = countWordsRemoved(tuningCorpus.ordinary, redact);
    expect(report.share, JSON.stringify(report.details, null, 1)).toBeLessThanOrEqual(0.02);
  });
});
