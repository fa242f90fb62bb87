/**
 * `pnpm bench:chat`: the built-in analyzer over the chat fixture (one JSON object a line: text, category —
 * a name, null for a vague request, "other" for any need outside the six — and municipality, a name or null).
 * Prints category, municipality and clarification accuracy and analyses per second; exits 1 below target.
 * Fixture path: first argument, else CHAT_BENCH_FIXTURE, else <repo root>/../shared/fixtures/chat-requests.dev.jsonl.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from '@trovapro/domain';
import { analyzeRequest } from '../src/providers/ai/builtin/analyze.ts';

const ACCURACY_TARGET = 0.97;
const SPEED_TARGET = 2000;
const TIMED_MS = 2500;

interface Case {
  text: string;
  category: string | null;
  municipality: string | null;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturePath = resolve(process.argv[2] ?? process.env.CHAT_BENCH_FIXTURE ?? resolve(repoRoot, '../shared/fixtures/chat-requests.dev.jsonl'));

const cases: Case[] = readFileSync(fixturePath, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line, index) => {
    const value = JSON.parse(line) as Partial<Case>;
    if (typeof value.text !== 'string') throw new Error(`Line ${index + 1}: "text" is missing`);
    return { text: value.text, category: value.category ?? null, municipality: value.municipality ?? null };
  });

const known = new Set<string>(CATEGORIES);
function categoryMatches(expected: string | null, actual: string | null): boolean {
  if (expected === 'other') return actual !== null && !known.has(actual);
  return expected === actual;
}

let categoryHits = 0;
let municipalityHits = 0;
let clarificationHits = 0;
const misses: string[] = [];
for (const item of cases) {
  const profile = analyzeRequest({ userRequest: item.text });
  const municipality = profile.location?.municipality ?? null;
  const categoryOk = categoryMatches(item.category, profile.category);
  const municipalityOk = municipality === item.municipality;
  const clarificationOk = profile.needsClarification === (item.category === null || item.municipality === null);
  categoryHits += Number(categoryOk);
  municipalityHits += Number(municipalityOk);
  clarificationHits += Number(clarificationOk);
  if (!categoryOk || !municipalityOk || !clarificationOk) {
    misses.push(`  ${item.text}\n    expected ${item.category} / ${item.municipality}, got ${profile.category} / ${municipality} (clarification ${profile.needsClarification})`);
  }
}

// Speed: warm up, then repeat the whole fixture for a fixed time on this one thread.
for (let i = 0; i < 500; i++) analyzeRequest({ userRequest: cases[i % cases.length]!.text });
let analyses = 0;
const started = performance.now();
while (performance.now() - started < TIMED_MS) {
  for (const item of cases) analyzeRequest({ userRequest: item.text });
  analyses += cases.length;
}
const perSecond = analyses / ((performance.now() - started) / 1000);

const figures = [
  ['Category accuracy', categoryHits / cases.length],
  ['Municipality accuracy', municipalityHits / cases.length],
  ['Clarification accuracy', clarificationHits / cases.length],
] as const;
console.log(`Chat analyzer benchmark — ${cases.length} requests from ${fixturePath}`);
for (const [label, value] of figures) console.log(`${label}: ${(value * 100).toFixed(1)}%`);
console.log(`Analyses per second: ${Math.round(perSecond)}`);
if (misses.length > 0) console.log(`Misses:\n${misses.join('\n')}`);

const belowTarget = figures.some(([, value]) => value < ACCURACY_TARGET) || perSecond < SPEED_TARGET;
if (belowTarget) {
  console.error(`Below target (≥ ${ACCURACY_TARGET * 100}% each, ≥ ${SPEED_TARGET} analyses/s).`);
  process.exitCode = 1;
}
