import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['333 1234567', '+39 333 123 4567'],
    ['+39 333-123-4567', '+39 333 123 4567'],
    ['0039 3331234567', '+39 333 123 4567'],
    ['02 1234 5678', '+39 02 1234 5678'],
    ['+41 44 668 18 00', '+41 44 668 18 00'],
  ])('normalises «%s» to %s', (input, phone) => {
    expect(normalizePhone(input)).toBe(phone);
  });

  it.each(['abc-not-a-phone', '123', '', '333 12', '+39 333 123 4567 ext abc'])('refuses «%s»', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});
