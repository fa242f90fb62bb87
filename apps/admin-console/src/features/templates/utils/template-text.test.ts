import { describe, expect, it } from 'vitest';
import { insertAt, truncateContent } from './template-text.ts';

describe('truncateContent', () => {
  it('keeps up to 100 characters as they are and cuts longer texts with an ellipsis', () => {
    expect(truncateContent('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncateContent('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateContent('😀'.repeat(101))).toBe(`${'😀'.repeat(100)}…`);
    expect(truncateContent('😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('insertAt', () => {
  it('inserts at the caret or replaces the selection', () => {
    expect(insertAt('Ciao !', '{userName}', 5)).toEqual({ text: 'Ciao {userName}!', caret: 15 });
    expect(insertAt('Ciao XXX!', '{userName}', 5, 8)).toEqual({ text: 'Ciao {userName}!', caret: 15 });
  });
});
