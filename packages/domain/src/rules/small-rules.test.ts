import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';
import { formatLocation } from './location.ts';
import { pageOffset, totalPages } from './pagination.ts';
import { isUuid } from './uuid.ts';

describe('small rules', () => {
  it('check emails as product §5 (text@text.text, trimmed)', () => {
    expect(isValidEmail(' anna@example.it ')).toBe(true);
    expect(isValidEmail('anna@example')).toBe(false);
    expect(isValidEmail('anna example@x.it')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('recognise entity ids (UUIDs, any case)', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950')).toBe(false);
    expect(isUuid(' 0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(false);
    expect(isUuid('')).toBe(false);
  });

  it('format a place', () => {
    expect(formatLocation({ municipality: 'Fano', province: 'Pesaro e Urbino' })).toBe('Fano (Pesaro e Urbino)');
    expect(formatLocation({ municipality: 'Ancona', province: 'Ancona' })).toBe('Ancona');
  });

  it('page', () => {
    expect(totalPages(0, 50)).toBe(0);
    expect(totalPages(50, 50)).toBe(1);
    expect(totalPages(51, 50)).toBe(2);
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 20)).toBe(0);
  });
});
