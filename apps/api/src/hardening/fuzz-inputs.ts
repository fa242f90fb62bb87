/**
 * Inputs for the fuzz test: a seeded generator (a failure reproduces with the same seed), values a
 * contract schema accepts (so hostile strings also reach handlers and the database), and hostile
 * values of every kind.
 */

export type Random = () => number;

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function pickSome<T>(random: Random, list: readonly T[], count: number): T[] {
  return Array.from({ length: count }, () => pick(random, list));
}

export function randomUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const HUGE = 'x'.repeat(120_000);

/** Strings a client may send anywhere a string is expected. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n  ',
  HUGE,
  '😀'.repeat(30_000),
  'Idraulico 🔧🚿 a Fano 🇮🇹 👨‍👩‍👧‍👦',
  '\u202Eti.elpmaxe@oilgam\u202C',
  'שלום مرحبا Roma',
  'e\u0301\u0301\u0301\u0301 Z̸̢̧̛̛̖̗̘̙̜̝̞̟̠̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎',
  '\u0000',
  'prima\u0000dopo',
  '\u0001\u0002\u0007\u0008\u001b[31mrosso\u001b[0m\u007f',
  '\r\nSet-Cookie: trovapro_admin=rubato\r\n',
  '\uFEFF\u200B\u200D\u2028\u2029',
  '\uD800',
  'abc\uDFFFdef',
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  '1; SELECT pg_sleep(10); --',
  "\\'; select * from admins; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text on purpose.
  '${7*7} #{7*7} {userName} {{userName}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%2e%2e%2f',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '2025-02-30',
  '0000-00-00',
  '9999-99-99',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'a@b.c',
  `${'a'.repeat(255)}@example.it`,
  '@@@',
  'nome@esempio.it\u0000@altro.it',
  '4242 4242 4242 4242',
  '12/34',
];

/** Values of the wrong type for any field. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  // biome-ignore lint/correctness/noPrecisionLoss: integers past 2^53, which JSON carries but a double cannot: the point of the probe.
  -9007199254740993,
  // biome-ignore lint/correctness/noPrecisionLoss: as above.
  9007199254740993,
  [],
  [null],
  ['a', 1, null, {}],
  Array.from({ length: 5_000 }, (_, index) => index),
  {},
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  JSON.parse('{"__proto__": {"isAdmin": true, "polluted": 1}}') as unknown,
  { constructor: { prototype: { polluted: 1 } } },
  nested(200),
];

function nested(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level += 1) value = { a: [value] };
  return value;
}

/** Raw bodies sent as application/json that are not JSON, or not the JSON expected. */
export const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"email":',
  '{"a":1}}',
  '[1,2',
  "{'a': 1}",
  '{"a": undefined}',
  '{"a": NaN}',
  'nul',
  '\u0000',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  '"solo una stringa"',
  '12345',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/** A JSON-looking body under content types the API does not take, and odd JSON ones. */
export const WRONG_CONTENT_TYPES: readonly { contentType: string; payload: string }[] = [
  { contentType: 'text/plain', payload: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.it&password=x' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { contentType: 'application/json; charset=latin1', payload: '{"a":"\u00e8"}' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/jsonx', payload: '{}' },
  { contentType: 'image/png', payload: '\u0089PNG\r\n\u001a\n' },
  { contentType: '', payload: '{}' },
];

/** Path parameters as they appear in the URL (already encoded, or deliberately not). */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '..',
  '%2e%2e',
  '..%2f..%2fadmin',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%F0%9F%98%80',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%20'1'%3D'1",
  '-1',
  '0',
  ' ',
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-0000-0000-00000000000g',
  '{id}',
  ':id',
  '__proto__',
  'constructor',
];

/** Whole query strings (after `?`). */
export const HOSTILE_QUERY_STRINGS: readonly string[] = [
  'page=-1',
  'page=0',
  'page=1e309',
  'page=99999999999999999999999',
  'page=1.5',
  'page=abc',
  'page=1&page=2',
  'page[]=1&page[]=2',
  'page[a]=1',
  'limit=0',
  'limit=-100',
  'limit=100000',
  'status=<script>alert(1)</script>',
  "status=' OR 1=1 --",
  'status=pending&status=sent',
  'startDate=2025-01-01&endDate=2024-01-01',
  'startDate=0000-00-00&endDate=9999-99-99',
  'startDate=2025-02-30&endDate=2025-13-01',
  'startDate=1900-01-01&endDate=2999-12-31',
  'keyword=%00&province=%00',
  `keyword=${'k'.repeat(20_000)}`,
  'a=%zz&b=%',
  '=&&=&==',
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  'category=%F0%9F%98%80&page=2',
];
