import { describe, expect, it } from 'vitest';
import { isLeadId } from './lead-id.ts';

describe('isLeadId', () => {
  it('accepts UUIDs only', () => {
    expect(isLeadId('3f0c9a3e-8a59-4a57-9a43-2d0f3c7c1b11')).toBe(true);
    expect(isLeadId('3F0C9A3E-8A59-4A57-9A43-2D0F3C7C1B11')).toBe(true);
    expect(isLeadId(undefined)).toBe(false);
    expect(isLeadId('')).toBe(false);
    expect(isLeadId('123')).toBe(false);
    expect(isLeadId('3f0c9a3e-8a59-4a57-9a43-2d0f3c7c1b11x')).toBe(false);
  });
});
