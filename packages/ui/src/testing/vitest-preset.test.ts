import { describe, expect, it } from 'vitest';
import { isCutFakeConnection } from './vitest-preset.ts';

describe('the component tests’ unhandled errors', () => {
  it('ignores only a request cut by a fake API closing after its test', () => {
    expect(isCutFakeConnection(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isCutFakeConnection({ message: 'socket hang up' })).toBe(true);
    expect(isCutFakeConnection(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isCutFakeConnection(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3003'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isCutFakeConnection({})).toBe(false);
  });
});
