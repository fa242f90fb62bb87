// The test runner's lanes: parallel up to the bound, a failing part fails (with its log), env overrides apply.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { failingTests, partEnv, runParts, summary } from './test-lanes.mjs';

const logDir = () => mkdtempSync(path.join(tmpdir(), 'test-lanes-'));
const quiet = () => {};
/** A shell command that sleeps `ms` milliseconds in Node, then prints `text`. */
const sleepThenPrint = (ms, text) => `node -e "setTimeout(() => console.log('${text}'), ${ms})"`;

test('parts run side by side up to the lane bound, longest first', async () => {
  const events = [];
  const parts = ['a', 'b', 'c'].map((name, index) => ({
    name,
    title: name,
    commands: [sleepThenPrint(300, name)],
    estimateSeconds: index,
  }));
  const results = await runParts(parts, {
    lanes: 2,
    cwd: process.cwd(),
    logDir: logDir(),
    report: (line) => events.push(line.split(' ').slice(0, 2).join(' ')),
  });
  // Two lanes: the two longest start together, the third only once one of them is done.
  assert.deepEqual(events.slice(0, 2), ['▶ c', '▶ b']);
  assert.match(events[2], /^✓ [bc]$/);
  assert.equal(events[3], '▶ a');
  assert.deepEqual(
    results.map((result) => [result.name, result.ok]),
    [
      ['a', true],
      ['b', true],
      ['c', true],
    ],
  );
  assert.match(readFileSync(results[0].log, 'utf8'), /^a$/m);
});

test('a part stops at its first failing command, and the summary prints its full log', async () => {
  const [result] = await runParts(
    [{ name: 'broken', title: 'broken', commands: ['echo before-the-failure', 'node -e "process.exit(3)"', 'echo never-run'] }],
    { lanes: 2, cwd: process.cwd(), logDir: logDir(), report: quiet },
  );
  assert.equal(result.ok, false);
  assert.equal(result.failedCommand, 'node -e "process.exit(3)"');
  const text = summary([result], 1);
  assert.match(text, /before-the-failure/);
  assert.doesNotMatch(text, /never-run/);
  assert.match(text, /FAILED: broken/);
});

test('the summary of passing parts has each wall time and no log', () => {
  const text = summary([{ name: 'unit', ok: true, seconds: 12.4, log: '/tmp/unit.log' }], 13);
  assert.match(text, /✓ unit\s+12 s/);
  assert.match(text, /All 1 parts passed/);
});

test("a part's env adds and removes variables", () => {
  assert.deepEqual(partEnv({ KEEP: '1', DATABASE_URL: 'postgres://x' }, { DATABASE_URL: undefined, ADDED: '2' }), {
    KEEP: '1',
    ADDED: '2',
  });
});

test('the failing tests of a vitest log are listed once each, without colours or the workspace prefix', () => {
  const esc = String.fromCharCode(27);
  const log = [
    `public-site:test: ${esc}[32m✓${esc}[39m src/ok.test.ts (3 tests)`,
    `public-site:test: ${esc}[31m×${esc}[39m chat > asks again 10012ms`,
    'public-site:test:  FAIL   app  src/chat.test.tsx > chat > asks again',
    'public-site:test:  FAIL   app  src/chat.test.tsx > chat > asks again',
    'api:test: Test Files  1 failed | 3 passed (4)',
  ].join('\n');
  assert.deepEqual(failingTests(log), ['× chat > asks again 10012ms', 'FAIL   app  src/chat.test.tsx > chat > asks again']);
  assert.deepEqual(failingTests('all good\n✓ fine'), []);
});
