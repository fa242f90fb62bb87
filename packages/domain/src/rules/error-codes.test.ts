import { describe, expect, it } from 'vitest';
import type { RouteContract } from '../contract/define-route.ts';
import { routes } from '../contract/index.ts';
import { routeErrors } from '../contract/route-errors.ts';
import { ALSO_ANSWERED_WITH, ERROR_CODES, ERROR_STATUS, isErrorCode, type ErrorCode } from './error-codes.ts';

const statusesOf = (code: ErrorCode): number[] => [
  ERROR_STATUS[code],
  ...((ALSO_ANSWERED_WITH as Partial<Record<ErrorCode, readonly number[]>>)[code] ?? []),
];

describe('the error vocabulary', () => {
  it('gives every code a client or server error status, and names codes in snake_case', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(0);
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      for (const status of statusesOf(code)) expect(status, code).toBeGreaterThanOrEqual(400);
      for (const status of statusesOf(code)) expect(status, code).toBeLessThan(600);
    }
  });

  it('has one conflict code: no duplicate_<thing> codes (the field says what is taken)', () => {
    expect(ERROR_CODES.filter((code) => ERROR_STATUS[code] === 409 && code.startsWith('duplicate'))).toEqual([]);
  });

  it('adds a second status only where it differs from the first', () => {
    for (const [code, others] of Object.entries(ALSO_ANSWERED_WITH)) {
      expect(isErrorCode(code), code).toBe(true);
      expect(others, code).not.toContain(ERROR_STATUS[code as ErrorCode]);
    }
  });

  it('recognises its codes only', () => {
    expect(isErrorCode('conflict')).toBe(true);
    expect(isErrorCode('duplicate_email')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });

  it('is what the contract names: every `code` a route error describes exists and answers that status', () => {
    for (const [name, route] of Object.entries(routes) as Array<[string, RouteContract]>) {
      for (const { status, description } of routeErrors(route)) {
        // Backticked snake_case words, or single words that are codes (`conflict`); not `field` or `Retry-After`.
        const named = [...description.matchAll(/`([a-z_]+)`/g)]
          .map((match) => match[1] as string)
          .filter((word) => word.includes('_') || isErrorCode(word));
        for (const code of named) {
          expect(isErrorCode(code), `${name} ${status}: ${code}`).toBe(true);
          if (isErrorCode(code)) expect(statusesOf(code), `${name} ${status}: ${code}`).toContain(status);
        }
      }
    }
  });
});
