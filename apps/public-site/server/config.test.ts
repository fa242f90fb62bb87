import { describe, expect, it } from 'vitest';
import { parseCountryHeader } from './config.ts';

describe('COUNTRY_HEADER', () => {
  it('defaults to cf-ipcountry, as the API, and is lower-cased', () => {
    expect(parseCountryHeader(undefined)).toBe('cf-ipcountry');
    expect(parseCountryHeader('  ')).toBe('cf-ipcountry');
    expect(parseCountryHeader('X-Country-Code')).toBe('x-country-code');
  });

  it('refuses a value that is not a header name', () => {
    expect(() => parseCountryHeader('x country')).toThrow(/COUNTRY_HEADER/);
    expect(() => parseCountryHeader('x-country:IT')).toThrow(/COUNTRY_HEADER/);
  });
});
