import type { RouteContract } from '@trovapro/domain';
import type { InjectOptions } from 'fastify';
import {
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_STRINGS,
  HOSTILE_STRINGS,
  HOSTILE_VALUES,
  MALFORMED_JSON,
  pick,
  pickSome,
  randomUuid,
  WRONG_CONTENT_TYPES,
  type Random,
} from './fuzz-inputs.ts';

/** The parts of a JSON schema the contracts use (TypeBox 1.x emits plain JSON Schema). */
interface Schema {
  type?: string;
  const?: unknown;
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  examples?: unknown[];
}

export interface FuzzCase {
  readonly label: string;
  readonly request: InjectOptions & { method: string; url: string };
}

export interface CaseOptions {
  readonly random: Random;
  /** Path parameter values that name real rows (so hostile bodies reach real updates). */
  readonly knownParams: (route: RouteContract) => Record<string, string>;
  /** Hostile values tried per body field / query field. */
  readonly valuesPerField: number;
}

const STRING_CANDIDATES = ['fuzz@example.it', 'fuzz-slug', '/pagina', '2025-01-31', '4242 4242 4242 4242', '12/34', '123', '25.00', 'testo di prova'];

/** A value the schema accepts, as far as this small generator can tell (patterns by candidates). */
export function exampleOf(schema: Schema, random: Random): unknown {
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf !== undefined) {
    const branches = schema.anyOf.filter((branch) => branch.type !== 'null');
    return exampleOf(pick(random, branches.length > 0 ? branches : schema.anyOf), random);
  }
  switch (schema.type) {
    case 'string':
      return exampleString(schema, random);
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    case 'array':
      return schema.items === undefined
        ? []
        : Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => exampleOf(schema.items as Schema, random));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property, random)]));
    default:
      return 'valore';
  }
}

function exampleString(schema: Schema, random: Random): string {
  if (schema.format === 'uuid') return randomUuid(random);
  if (schema.format === 'date-time') return new Date(0).toISOString();
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value));
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Lone surrogates cannot be percent-encoded: send their (invalid) UTF-8 bytes instead. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const hostileValue = (random: Random): unknown => (random() < 0.65 ? pick(random, HOSTILE_STRINGS) : pick(random, HOSTILE_VALUES));

const describeValue = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
};

/** Every malformed request this route gets: body, content type, path parameters, query string. */
export function casesFor(name: string, route: RouteContract, options: CaseOptions): FuzzCase[] {
  const { random, valuesPerField } = options;
  const params = { ...(exampleOf((route.params ?? {}) as Schema, random) as Record<string, string>), ...options.knownParams(route) };
  const path = (values: Record<string, string>) => route.path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => values[key] ?? 'x');
  const validPath = path(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)])));
  const validQuery = route.query === undefined ? undefined : (exampleOf(route.query as Schema, random) as Record<string, unknown>);
  const validBody = route.body === undefined ? undefined : exampleOf(route.body as Schema, random);
  const cases: FuzzCase[] = [];
  const add = (label: string, request: Omit<FuzzCase['request'], 'method'> & { method?: string }) =>
    cases.push({ label: `${name} ${label}`, request: { method: route.method, ...request } });
  const withQuery = (query: Record<string, unknown> | undefined) => {
    if (query === undefined) return validPath;
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : String(JSON.stringify(value))]),
    );
    return `${validPath}?${search.toString()}`;
  };
  const json = (body: unknown) => ({ url: withQuery(validQuery), payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  add('valid example', route.body === undefined ? { url: withQuery(validQuery) } : json(validBody));

  // Body: each field wrong, each required field missing, extra fields, the whole body wrong.
  if (route.body !== undefined) {
    const schema = route.body as Schema;
    const body = validBody as Record<string, unknown>;
    for (const field of Object.keys(schema.properties ?? {})) {
      for (const value of Array.from({ length: valuesPerField }, () => hostileValue(random))) {
        add(`body.${field} = ${describeValue(value)}`, json({ ...body, [field]: value }));
      }
      const { [field]: _removed, ...without } = body;
      add(`body without ${field}`, json(without));
    }
    add('body with extra fields', json({ ...body, isAdmin: true, role: 'admin', id: randomUuid(random), createdAt: 'ieri' }));
    add('body with __proto__', {
      url: withQuery(validQuery),
      payload: `{"__proto__":{"isAdmin":true},${JSON.stringify(body).slice(1)}`,
      headers: { 'content-type': 'application/json' },
    });
    for (const value of pickSome(random, HOSTILE_VALUES, valuesPerField)) add(`body = ${describeValue(value)}`, json(value));
    for (const value of pickSome(random, HOSTILE_STRINGS, 3)) add(`body = ${describeValue(value)}`, json(value));
    add('body of 2 MB', json({ ...body, padding: 'x'.repeat(2 * 1024 * 1024) }));
  }

  // Raw bodies: malformed JSON and the wrong content types, on every route (GETs included).
  for (const raw of MALFORMED_JSON) {
    add(`malformed JSON ${describeValue(raw)}`, { url: withQuery(validQuery), payload: raw, headers: { 'content-type': 'application/json' } });
  }
  for (const { contentType, payload } of WRONG_CONTENT_TYPES) {
    add(`content type ${JSON.stringify(contentType)}`, { url: withQuery(validQuery), payload, headers: { 'content-type': contentType } });
  }

  // Path parameters: traversal, NUL, broken escapes, very long, not ids.
  for (const key of Object.keys(params)) {
    for (const segment of HOSTILE_PATH_SEGMENTS) {
      const encoded = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));
      const url = path({ ...encoded, [key]: segment });
      add(`param ${key} = ${describeValue(segment)}`, route.body === undefined ? { url } : { ...json(validBody), url });
    }
    const value = String(pick(random, HOSTILE_STRINGS));
    add(`param ${key} = encoded ${describeValue(value)}`, { url: path({ ...params, [key]: encodeSegment(value) }) });
  }

  // Query strings: odd shapes on every route, hostile values in each declared field.
  for (const query of HOSTILE_QUERY_STRINGS) {
    add(
      `query ?${describeValue(query)}`,
      route.body === undefined ? { url: `${validPath}?${query}` } : { ...json(validBody), url: `${validPath}?${query}` },
    );
  }
  for (const field of Object.keys((route.query as Schema | undefined)?.properties ?? {})) {
    for (const value of Array.from({ length: valuesPerField }, () => hostileValue(random))) {
      add(`query.${field} = ${describeValue(value)}`, { url: withQuery({ ...validQuery, [field]: value }) });
    }
  }
  return cases;
}
