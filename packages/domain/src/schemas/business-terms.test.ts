import { describe, expect, it } from 'vitest';
import { BUSINESS_TERMS_VERSIONS, businessTermsInForce, businessTermsProblem, latestBusinessTerms } from './business-terms.ts';

const FIRST = { version: '2026-11-28', publishedOn: '2026-11-28', effectiveOn: '2026-11-28' };
const SECOND = { version: '2027-02-01', publishedOn: '2027-02-01', effectiveOn: '2027-02-16' };

describe('the versions of the terms for businesses', () => {
  it('are well formed: unique, in order, each after the first in force at least 15 days after its publication', () => {
    expect(businessTermsProblem(BUSINESS_TERMS_VERSIONS)).toBeNull();
  });

  it('refuses a version in force fewer than 15 days after its publication, or listed twice', () => {
    expect(businessTermsProblem([FIRST, { ...SECOND, effectiveOn: '2027-02-15' }])).toContain('fewer than 15');
    expect(businessTermsProblem([FIRST, FIRST])).toContain('listed twice');
    expect(businessTermsProblem([FIRST, SECOND])).toBeNull();
  });

  it('the version in force waits for its effective day; the latest published is the one to accept', () => {
    const versions = [FIRST, SECOND];
    expect(businessTermsInForce('2027-02-15', versions).version).toBe(FIRST.version);
    expect(businessTermsInForce('2027-02-16', versions).version).toBe(SECOND.version);
    expect(latestBusinessTerms('2027-01-31', versions).version).toBe(FIRST.version);
    expect(latestBusinessTerms('2027-02-01', versions).version).toBe(SECOND.version);
  });
});
