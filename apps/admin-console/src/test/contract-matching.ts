import type { IncomingMessage } from 'node:http';
import type { RouteContract } from '@trovapro/domain';

/**
 * The params of `path` when it matches the route contract, else null. An `:id` must be a UUID, as in
 * the API, so static segments (`/bulk`, `/generate`) never match an `:id` route.
 */
export function matchPath(route: RouteContract, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const names: string[] = [];
  const pattern = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  if (params.id !== undefined && !/^[0-9a-f-]{36}$/.test(params.id)) return null;
  return params;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}
