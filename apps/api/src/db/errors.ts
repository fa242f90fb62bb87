/** PostgreSQL's unique violation (SQLSTATE 23505), as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A check constraint refused the row (SQLSTATE 23514), e.g. activating a business that is not approved. */
export function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';
}
