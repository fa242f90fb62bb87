/**
 * An answer of the API, none (unknown, unpublished or draft slug), or the API could not be reached. A found
 * answer keeps the API's ETag, when it sent one, to ask later whether it still holds (`revalidateApiJson`).
 */
export type ApiLookup<T> = { kind: 'found'; value: T; etag?: string } | { kind: 'missing' } | { kind: 'unavailable' };

/** `revalidateApiJson`'s answer: `unchanged` when the answer of the ETag it was given still holds (a 304). */
export type ApiRevalidation<T> = ApiLookup<T> | { kind: 'unchanged' };

/** A 301 of the API, seen only by a caller that reads it (`movedTo`): the answer is now the one named `to`. */
export type ApiMoved = { kind: 'moved'; to: string };

/**
 * GETs one of the API's public answers for a server-rendered page: 404 is `missing`; another failure,
 * a timeout, or a body without the contract's shape (`isValid` guards a wrong API_URL) is `unavailable`.
 */
export async function fetchApiJson<T>(
  url: string,
  isValid: (body: unknown) => body is T,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ApiLookup<T>> {
  const lookup = await revalidateApiJson(url, isValid, null, options);
  return lookup.kind === 'unchanged' || lookup.kind === 'moved' ? { kind: 'unavailable' } : lookup;
}

/**
 * The same, asking with the ETag of the answer already known (If-None-Match): a 304 without a body is
 * `unchanged`, anything else as `fetchApiJson` reads it. Without an ETag, the same as `fetchApiJson`. Given
 * `movedTo` (which reads the 301's body), a 301 is not followed but answered `moved`.
 */
export async function revalidateApiJson<T>(
  url: string,
  isValid: (body: unknown) => body is T,
  etag: string | null,
  {
    headers = {},
    timeoutMs = 5000,
    movedTo,
  }: { headers?: Record<string, string>; timeoutMs?: number; movedTo?: (body: unknown) => string | undefined } = {},
): Promise<ApiRevalidation<T> | ApiMoved> {
  try {
    const sent: Record<string, string> = { accept: 'application/json', ...headers };
    if (etag !== null) sent['if-none-match'] = etag;
    const response = await fetch(url, {
      headers: sent,
      signal: AbortSignal.timeout(timeoutMs),
      ...(movedTo === undefined ? {} : { redirect: 'manual' as const }),
    });
    if (movedTo !== undefined && response.status === 301) {
      const to = movedTo(await response.json());
      return to === undefined ? { kind: 'unavailable' } : { kind: 'moved', to };
    }
    if (response.status === 304 && etag !== null) return { kind: 'unchanged' };
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'unavailable' };
    const body: unknown = await response.json();
    if (!isValid(body)) return { kind: 'unavailable' };
    const answerTag = response.headers.get('etag');
    return { kind: 'found', value: body, ...(answerTag === null ? {} : { etag: answerTag }) };
  } catch {
    return { kind: 'unavailable' };
  }
}
