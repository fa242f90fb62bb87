/** An answer of the API, none (unknown, unpublished or draft slug), or the API could not be reached. */
export type ApiLookup<T> = { kind: 'found'; value: T } | { kind: 'missing' } | { kind: 'unavailable' };

/**
 * GETs one of the API's public answers for a server-rendered page: 404 is `missing`; another failure,
 * a timeout, or a body without the contract's shape (`isValid` guards a wrong API_URL) is `unavailable`.
 */
export async function fetchApiJson<T>(
  url: string,
  isValid: (body: unknown) => body is T,
  { headers = {}, timeoutMs = 5000 }: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ApiLookup<T>> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'unavailable' };
    const body: unknown = await response.json();
    return isValid(body) ? { kind: 'found', value: body } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}
