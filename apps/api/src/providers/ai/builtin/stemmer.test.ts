import { describe, expect, it } from 'vitest';
import { stemKey } from './cue-matcher.ts';
import { stem } from './stemmer.ts';

describe('Italian stems', () => {
  it('joins the forms of a verb and its noun', () => {
    expect(new Set(['pitturare', 'pitturato', 'pittura', 'pitture'].map(stem))).toEqual(new Set(['pittur']));
    expect(stem('lavandini')).toBe(stem('lavandino'));
  });

  it('keeps short words, codes and over-cut words exact', () => {
    expect(stemKey('fari')).toBeNull();
    expect(stemKey('i10')).toBeNull();
    expect(stemKey('elettrauto')).toBeNull(); // the stemmer cuts it to "elettr", the stem of "elettrico"
    expect(stemKey('pitturare')).toBe('pittur');
  });
});
