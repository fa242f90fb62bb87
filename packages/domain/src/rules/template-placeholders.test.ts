import { describe, expect, it } from 'vitest';
import { TEMPLATE_PLACEHOLDERS, extractPlaceholders, fillPlaceholders, unknownPlaceholders } from './template-placeholders.ts';

describe('template placeholders', () => {
  it('includes every placeholder of spec §3', () => {
    for (const name of [
      'userEmail',
      'userRequest',
      'category',
      'location',
      'price',
      'businessName',
      'businessEmail',
      'leadId',
      'verificationUrl',
      'purchaseUrl',
    ]) {
      expect(TEMPLATE_PLACEHOLDERS).toContain(name);
    }
  });

  it('extracts each placeholder once, in order, across subject and content', () => {
    expect(extractPlaceholders('Nuovo lead {category}', 'Ciao {businessName}, lead {category} a {location}: {price}€')).toEqual([
      'category',
      'businessName',
      'location',
      'price',
    ]);
  });

  it('ignores braces that are not placeholders and empty texts', () => {
    expect(extractPlaceholders('{ spazio } {} {1abc} {{doppie}} {a-b}', null, undefined)).toEqual(['doppie']);
    expect(extractPlaceholders('')).toEqual([]);
  });

  it('names the unknown ones', () => {
    expect(unknownPlaceholders('Ciao {userName}, {codiceSegreto} e {price}', '{hack}')).toEqual(['codiceSegreto', 'hack']);
  });

  it('fills known placeholders and leaves the rest as written', () => {
    expect(
      fillPlaceholders('Grazie {userName}! Scriveremo a {userEmail} per {category} {sconosciuto}', {
        userName: 'Anna',
        userEmail: 'anna@example.it',
      }),
    ).toBe('Grazie Anna! Scriveremo a anna@example.it per {category} {sconosciuto}');
  });

  it('inserts values verbatim, without re-expanding placeholders inside them', () => {
    expect(fillPlaceholders('{userRequest}', { userRequest: '{price} <b>', price: '10.00' })).toBe('{price} <b>');
  });
});
