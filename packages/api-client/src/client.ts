import { buildPath, type HttpMethod, type RouteContract, type RouteInput, type RouteOutput, type RouteRef } from '@trovapro/domain';
import { ApiRequestError } from './errors.ts';

/** What a 401 does: throw an `ApiRequestError` (default) or resolve to null (product §7). */
export type UnauthorizedMode = 'throw' | 'null';

export interface ApiClientOptions<M extends UnauthorizedMode = UnauthorizedMode> {
  /** Origin of the API; '' (default) for same-origin `/api`. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  unauthorized?: M;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  unauthorized?: UnauthorizedMode;
  /** Sees the response before its body is read, e.g. to keep an `ETag` header. */
  onResponse?: (response: Response) => void;
}

/** A call already resolved to a method, a path with its parameters filled in, a query and a body. */
export interface ApiRequest {
  method: HttpMethod;
  path: string;
  query?: Readonly<Record<string, unknown>> | null;
  body?: unknown;
}

export type CallResult<R extends RouteContract, M extends UnauthorizedMode> = M extends 'null' ? RouteOutput<R> | null : RouteOutput<R>;

/** A contract route, or its `RouteRef` (method and path only) where the schemas must not be bundled. */
export type CallableRoute<R extends RouteContract> = R | RouteRef<R>;

export interface ApiClient<M extends UnauthorizedMode = 'throw'> {
  call<R extends RouteContract>(
    route: CallableRoute<R>,
    input: RouteInput<R>,
    options: CallOptions & { unauthorized: 'null' },
  ): Promise<RouteOutput<R> | null>;
  call<R extends RouteContract>(
    route: CallableRoute<R>,
    input: RouteInput<R>,
    options: CallOptions & { unauthorized: 'throw' },
  ): Promise<RouteOutput<R>>;
  call<R extends RouteContract>(route: CallableRoute<R>, input: RouteInput<R>, options?: CallOptions): Promise<CallResult<R, M>>;
  /** The untyped form of `call`, for callers holding a resolved request (the SWR fetcher). */
  request(request: ApiRequest, options?: CallOptions): Promise<unknown>;
  readonly unauthorized: M;
}

/** `?a=1&b=x`; undefined and null values are left out, arrays repeat their key. */
export function queryString(query: Readonly<Record<string, unknown>> | null | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Reads a 2xx body: JSON, or null when there is none (204, 202). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? null : JSON.parse(text);
}

export function createApiClient<M extends UnauthorizedMode = 'throw'>(options: ApiClientOptions<M> = {}): ApiClient<M> {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const defaultMode = (options.unauthorized ?? 'throw') as M;

  async function request(apiRequest: ApiRequest, callOptions: CallOptions = {}): Promise<unknown> {
    const hasBody = apiRequest.body !== undefined;
    const response = await fetchImpl(`${baseUrl}${apiRequest.path}${queryString(apiRequest.query)}`, {
      method: apiRequest.method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...callOptions.headers,
      },
      body: hasBody ? JSON.stringify(apiRequest.body) : undefined,
      signal: callOptions.signal,
    });
    callOptions.onResponse?.(response);

    if (response.ok) return readBody(response);
    if (response.status === 401 && (callOptions.unauthorized ?? defaultMode) === 'null') {
      await response.body?.cancel();
      return null;
    }
    throw new ApiRequestError({ status: response.status, statusText: response.statusText, body: await response.text() });
  }

  function call(route: RouteRef, input: RouteInput<RouteContract>, callOptions?: CallOptions): Promise<unknown> {
    const { params, query, body } = input as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
    return request({ method: route.method, path: buildPath(route.path, params), query, body }, callOptions);
  }

  return { call, request, unauthorized: defaultMode } as ApiClient<M>;
}
