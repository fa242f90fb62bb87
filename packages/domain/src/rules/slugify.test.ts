import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slugify.ts';

describe('slugify (product §5 blog slug)', () => {
  it.each([
    ['Perché Più Città', 'perche-piu-citta'],
    ['Come scegliere un idraulico', 'come-scegliere-un-idraulico'],
    ['È già là: così è!', 'e-gia-la-cosi-e'],
    ["L'Aquila & dintorni", 'l-aquila-dintorni'],
    ['  --Ciao--  ', 'ciao'],
    ['Prezzi 2025 / €100 — guida', 'prezzi-2025-100-guida'],
    ['a___b...c', 'a-b-c'],
    ['ÀÈÌÒÙ àèìòù áéíóú', 'aeiou-aeiou-aeiou'],
    // Blog titles (issue 9): accents, apostrophes, symbols and numbers.
    ['Caldaia: quanto costa la revisione? (Guida 2025)', 'caldaia-quanto-costa-la-revisione-guida-2025'],
    ["Perché l'umidità sale? Ecco cosa fare!", 'perche-l-umidita-sale-ecco-cosa-fare'],
    ['Impianto elettrico & sicurezza: 10 controlli — più €', 'impianto-elettrico-sicurezza-10-controlli-piu'],
    ['Ristrutturazione “chiavi in mano” a Forlì-Cesena', 'ristrutturazione-chiavi-in-mano-a-forli-cesena'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('is empty for text with no letters or digits', () => {
    expect(slugify('!!! ??? ---')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('is idempotent', () => {
    const once = slugify('Perché Più Città');
    expect(slugify(once)).toBe(once);
  });
});

describe('isSlug', () => {
  it('accepts what SlugSchema accepts: lowercase letters, digits, single hyphens, at most 200 characters', () => {
    expect(isSlug('idraulico-milano-2')).toBe(true);
    expect(isSlug('a'.repeat(200))).toBe(true);
    for (const slug of ['', 'a'.repeat(201), 'Idraulico', 'idraulico--milano', '-idraulico', 'idraulico-', 'perché', 'a b', 'a/b']) {
      expect(isSlug(slug)).toBe(false);
    }
  });
});
