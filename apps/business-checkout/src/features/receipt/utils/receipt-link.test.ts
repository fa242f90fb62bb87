import { describe, expect, it } from 'vitest';
import { isReceiptLink } from './receipt-link.ts';

const ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';

describe('isReceiptLink', () => {
  it('needs a UUID and a token of at most 128 characters', () => {
    expect(isReceiptLink(ID, 'abc')).toBe(true);
    expect(isReceiptLink(ID, '')).toBe(false);
    expect(isReceiptLink(ID, 'x'.repeat(129))).toBe(false);
    expect(isReceiptLink('17', 'abc')).toBe(false);
    expect(isReceiptLink(undefined, 'abc')).toBe(false);
  });
});
