/**
 * A `Retry-After` header (seconds, or an HTTP date) as whole minutes from `now`, rounded up and at least 1; null when
 * missing or unreadable (the page then says «tra qualche minuto»).
 */
export function retryAfterMinutes(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}
