import { describe, expect, it } from 'vitest';
import { readUnsubscribeLink } from './unsubscribe-link.ts';

const ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';

describe('readUnsubscribeLink', () => {
  it('reads the business and its token', () => {
    expect(readUnsubscribeLink(new URLSearchParams({ b: ID, t: 'tok' }))).toEqual({ businessId: ID, token: 'tok' });
  });

  it.each([
    ['no parameters', ''],
    ['no token', `b=${ID}`],
    ['an empty token', `b=${ID}&t=`],
    ['no business', 't=tok'],
    ['a business that is not a UUID', 'b=42&t=tok'],
    ['a token longer than 128 characters', `b=${ID}&t=${'x'.repeat(129)}`],
  ])('refuses a link with %s', (_case, query) => {
    expect(readUnsubscribeLink(new URLSearchParams(query))).toBeNull();
  });
});
