// Runs independent parts of the suite side by side, at most `lanes` at once, each into a log file of its own.
// A part is a list of shell commands run one after the other; it fails at its first failing command.
// Longest parts start first (their `estimateSeconds`), so the run ends close to its longest part.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} Part
 * @property {string} name
 * @property {string} title what it runs, for the summary
 * @property {string[]} commands shell commands, run in order
 * @property {Record<string, string | undefined>} [env] added to (undefined: removed from) the environment
 * @property {number} [estimateSeconds] expected wall time on a quiet 2-core machine, for the order
 *
 * @typedef {object} PartResult
 * @property {string} name
 * @property {boolean} ok
 * @property {number} seconds
 * @property {string} log the log file's path
 * @property {string} [failedCommand]
 */

/** The environment a part's commands run in: the runner's, with the part's additions and removals. */
export function partEnv(base, overrides = {}) {
  const env = { ...base };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

function runCommand(command, { cwd, env, log }) {
  return new Promise((resolve) => {
    log.write(`\n$ ${command}\n`);
    const child = spawn(command, { cwd, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => {
      log.write(`\n${error.stack ?? error}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

async function runPart(part, { cwd, logDir, baseEnv, report }) {
  const logPath = path.join(logDir, `${part.name}.log`);
  const log = createWriteStream(logPath);
  const env = partEnv(baseEnv, part.env);
  const started = performance.now();
  report(`▶ ${part.name} started: ${part.title}`);
  let failedCommand;
  for (const command of part.commands) {
    if ((await runCommand(command, { cwd, env, log })) !== 0) {
      failedCommand = command;
      break;
    }
  }
  await new Promise((resolve) => log.end(resolve));
  const seconds = (performance.now() - started) / 1000;
  const result = { name: part.name, ok: failedCommand === undefined, seconds, log: logPath, failedCommand };
  report(`${result.ok ? '✓' : '✗'} ${part.name} ${result.ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  return result;
}

/**
 * Runs `parts` with at most `lanes` at once (longest first) and resolves with one result per part, in the
 * parts' order. Never rejects for a failing part: the caller decides (see `summary`).
 */
export async function runParts(parts, { lanes, cwd, logDir, baseEnv = process.env, report = console.log }) {
  mkdirSync(logDir, { recursive: true });
  const queue = [...parts].sort((a, b) => (b.estimateSeconds ?? 0) - (a.estimateSeconds ?? 0));
  const results = new Map();
  const lane = async () => {
    for (let part = queue.shift(); part !== undefined; part = queue.shift()) {
      results.set(part.name, await runPart(part, { cwd, logDir, baseEnv, report }));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, parts.length)) }, lane));
  return parts.map((part) => results.get(part.name));
}

/** The closing lines: each part's wall time, then the full log of each failed part. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Vitest's lines naming a failed test or file («FAIL  app  src/x.test.tsx > …», «× …»), without colours, each once. */
export function failingTests(log, limit = 30) {
  const found = new Set();
  for (const raw of log.split('\n')) {
    const line = raw
      .replace(ANSI, '')
      .replace(/^[\w@/.-]+:test:\s*/, '')
      .trim();
    if (/^(FAIL\s|×\s)/.test(line)) found.add(line);
    if (found.size === limit) break;
  }
  return [...found];
}

export function summary(results, wallSeconds) {
  const width = Math.max(...results.map((result) => result.name.length));
  const lines = ['', 'Test parts (wall time):'];
  for (const result of results) {
    lines.push(`  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(width)} ${result.seconds.toFixed(0).padStart(5)} s  ${result.log}`);
  }
  lines.push(`  total wall time ${wallSeconds.toFixed(0)} s`);
  for (const result of results.filter((r) => !r.ok)) {
    lines.push('', `──── ${result.name} failed at: ${result.failedCommand} ── full log (${result.log}) ────`);
    lines.push(readFileSync(result.log, 'utf8'));
    lines.push(`──── end of ${result.name} ────`);
    // Repeated after the log, so that the run's last lines (all a CI page may keep) say which tests failed.
    const failures = failingTests(readFileSync(result.log, 'utf8'));
    if (failures.length > 0) lines.push(`Failing in ${result.name}:`, ...failures.map((line) => `  ${line}`));
  }
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  lines.push('', failed.length === 0 ? `All ${results.length} parts passed.` : `FAILED: ${failed.join(', ')}`);
  return lines.join('\n');
}
