import { describe, expect, it } from 'vitest';
import { parsePage, parseSearch, withPage, withSearch } from './purchases-params.ts';

describe('the purchases list in the URL', () => {
  it('reads the page, 1 for anything else', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('due')).toBe(1);
  });

  it('reads the search trimmed and within the API limit', () => {
    expect(parseSearch('  rossi ')).toBe('rossi');
    expect(parseSearch(null)).toBe('');
    expect(parseSearch('x'.repeat(300))).toHaveLength(200);
  });

  it('a new search goes back to page 1; empty values leave the URL', () => {
    expect(withSearch(new URLSearchParams('q=a&page=3'), 'fano').toString()).toBe('q=fano');
    expect(withSearch(new URLSearchParams('q=a&page=3'), '').toString()).toBe('');
    expect(withPage(new URLSearchParams('q=a'), 2).toString()).toBe('q=a&page=2');
    expect(withPage(new URLSearchParams('q=a&page=2'), 1).toString()).toBe('q=a');
  });
});
