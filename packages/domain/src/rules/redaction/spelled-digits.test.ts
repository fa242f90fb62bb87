import { describe, expect, it } from 'vitest';
import { spelledDigits } from './spelled-digits.ts';

describe('spelledDigits', () => {
  it.each([
    ['333', '333'],
    ['tre', '3'],
    ['zero', '0'],
    ['Tré', '3'],
    ['quattordici', '14'],
    ['ventiquattro', '24'],
    ['ventuno', '21'],
    ['trentotto', '38'],
    ['sessantuno', '61'],
    ['cento', '100'],
    ['trecentotrentotto', '338'],
    ['centotto', '108'],
    ['zerocinquequattro', '054'],
    ['treseisette', '367'],
  ])('reads %s as %s', (word, digits) => {
    expect(spelledDigits(word)).toBe(digits);
  });

  it.each(['un', 'una', 'casa', 'tremila', 'settembre', 'sei2', ''])('reads %s as no number', (word) => {
    expect(spelledDigits(word)).toBeNull();
  });
});
