import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeErrors, routes, type RouteContract } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** The committed Redocly config: the recommended rules, and why one of them is off. */
const REDOCLY_CONFIG = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
const REDOCLY_CLI = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const ERROR_SCHEMA = { $ref: '#/components/schemas/ApiError' };

interface Operation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

let t: TestApp;
let document: OpenApiDocument;
let operations: Array<{ method: string; path: string; operation: Operation }>;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json() as OpenApiDocument;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => t.close());

/** Redocly's CLI on the document, as `redocly lint --config redocly.yaml` runs it (its JSON report). */
async function lint(text: string): Promise<LintReport> {
  const folder = await mkdtemp(join(tmpdir(), 'trovapro-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    await writeFile(file, text);
    const output = await run(process.execPath, [REDOCLY_CLI, 'lint', file, '--config', REDOCLY_CONFIG, '--format', 'json']);
    return JSON.parse(output) as LintReport;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Its stdout, whatever the exit code (problems make it non-zero; the report says which). */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => (stdout.trim().startsWith('{') ? resolve(stdout) : reject(new Error(`redocly lint printed no report:\n${stderr}`))));
  });
}

/** `/api/business/lead/:leadId` as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const report = await lint(JSON.stringify(document, null, 2));
    const problems = report.problems.map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 30_000);

  it('names every operation by its route in the contract, once', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(routes).sort());
    for (const { method, path, operation } of operations) {
      const route: RouteContract = routes[operation.operationId as keyof typeof routes];
      expect({ method: route.method, path: openApiPath(route.path) }, operation.operationId).toEqual({ method, path });
    }
  });

  it("documents the contract's success answers and every error status the route can answer, errors with the error schema", () => {
    for (const [name, route] of Object.entries(routes) as Array<[string, RouteContract]>) {
      const { responses } = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()] ?? { responses: {} };
      const errors = routeErrors(route).map(({ status }) => String(status));
      expect(Object.keys(responses).sort(), name).toEqual([...Object.keys(route.responses), ...errors].sort());
      for (const status of errors) expect(responses[status]?.content, `${name} ${status}`).toEqual({ 'application/json': { schema: ERROR_SCHEMA } });
    }
    // The CSV exports answer the file itself, declared with its media type.
    const leadsCsv = document.paths[routes.adminExportLeads.path]?.get?.responses['200']?.content;
    expect(Object.keys(leadsCsv ?? {})).toEqual(['text/csv']);
    expect(leadsCsv?.['text/csv']?.schema).toMatchObject({ type: 'string', contentMediaType: 'text/csv' });
    const notModified = document.paths[routes.publicTemplates.path]?.get?.responses['304'];
    expect(notModified).toBeDefined();
    expect(notModified?.content).toBeUndefined();
  });

  // Stands in for Redocly's operation-4xx-response, off in redocly.yaml for these operations only.
  it('lacks a client error only where there is no input and no session: the health check, the public templates, the legal information, the landing pages’ version', () => {
    const without4xx = (Object.entries(routes) as Array<[string, RouteContract]>)
      .filter(([, route]) => !routeErrors(route).some(({ status }) => status >= 400 && status < 500))
      .map(([name, route]) => {
        expect({ method: route.method, access: route.access, params: route.params, query: route.query, body: route.body }, name).toEqual({
          method: 'GET',
          access: 'public',
          params: undefined,
          query: undefined,
          body: undefined,
        });
        return name;
      });
    expect(without4xx.sort()).toEqual(['health', 'legalInfo', 'publicLandingPagesVersion', 'publicTemplates']);
  });
});
