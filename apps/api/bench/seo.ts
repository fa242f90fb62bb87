/**
 * `node apps/api/bench/seo.ts [keyword] [province ...]` (defaults: idraulico; Torino, Milano, Isernia).
 * Generates the landing page of every comune of each province with the built-in writer (6 nearby comuni,
 * figures 0) and measures how much text two pages of one keyword and province share, as 5-word shingles of
 * the visible text (tags stripped, lowercased):
 *   share (Jaccard) = |A ∩ B| / |A ∪ B|          — the target: maximum over all pairs < 50%
 *   containment     = |A ∩ B| / min(|A|, |B|)    — printed too, as a stricter view (not gated)
 * Every pair is compared (a seeded sample of 50,000 above that). Also prints pages generated per second over
 * 7 rounds of the whole province: the best round is gated (other processes on a shared machine slow the rest).
 * Exits 1 when the maximum share reaches 50% or the speed is below 2,000 pages/s.
 */
import { slugify } from '@trovapro/domain';
import { getGazetteer, type Comune } from '../src/providers/ai/index.ts';
import { nearbyComuni, writeLandingPage, type LandingPageInput } from '../src/providers/writer/landing/index.ts';
import { containment, jaccard, shingles } from '../src/providers/writer/text/shingles.ts';
import { SeededRandom } from '../src/providers/writer/text/seeded-random.ts';

const SHARE_TARGET = 0.5;
const SPEED_TARGET = 2000;
const MAX_PAIRS = 50_000;
const ROUNDS = 7;

const [keyword = 'idraulico', ...provincesArg] = process.argv.slice(2);
const provinces = provincesArg.length > 0 ? provincesArg : ['Torino', 'Milano', 'Isernia'];
const gazetteer = getGazetteer();

function inputsFor(province: string): { comuni: Comune[]; inputs: LandingPageInput[] } {
  const comuni = gazetteer.comuni.filter((comune) => comune.province === province);
  const inputs = comuni.map((comune) => ({
    keyword,
    isPlural: false,
    comune,
    nearby: nearbyComuni(comune, comuni).map((other) => ({ name: other.name, slug: slugify(`${keyword} ${other.name}`) })),
    figures: { activePartnersInProvince: 0, requestsFromArea: 0 },
  }));
  return { comuni, inputs };
}

function pairsOf(count: number): [number, number][] {
  const total = (count * (count - 1)) / 2;
  const pairs: [number, number][] = [];
  if (total <= MAX_PAIRS) {
    for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) pairs.push([i, j]);
    return pairs;
  }
  const rng = new SeededRandom('bench:seo');
  while (pairs.length < MAX_PAIRS) {
    const i = rng.int(0, count - 1);
    const j = rng.int(0, count - 1);
    if (i !== j) pairs.push([i, j]);
  }
  return pairs;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
let failed = false;

console.log(`bench:seo — keyword "${keyword}", 5-word shingles of the visible text`);
// Warm-up, as in a running API: the first pages include the JIT compiling the writer and the sanitizer.
{
  const { inputs } = inputsFor(provinces[0]!);
  const until = performance.now() + 1000;
  while (performance.now() < until) for (const input of inputs) writeLandingPage(input);
}
for (const province of provinces) {
  const { comuni, inputs } = inputsFor(province);
  if (comuni.length < 2) {
    console.log(`${province}: fewer than two comuni, skipped`);
    failed = true;
    continue;
  }
  const pages = inputs.map((input) => writeLandingPage(input));
  // Rounds over the whole province: the best round is the writer's speed, the median shows the machine's noise.
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (const input of inputs) writeLandingPage(input);
    rounds.push(inputs.length / ((performance.now() - started) / 1000));
  }
  rounds.sort((a, b) => a - b);
  const pagesPerSecond = rounds[rounds.length - 1]!;
  const medianPagesPerSecond = quantile(rounds, 0.5);

  const sets = pages.map((page) => shingles(page.content));
  const pairs = pairsOf(pages.length);
  const jaccards: number[] = [];
  const containments: number[] = [];
  let worst = { share: -1, a: 0, b: 0 };
  for (const [a, b] of pairs) {
    const share = jaccard(sets[a]!, sets[b]!);
    jaccards.push(share);
    containments.push(containment(sets[a]!, sets[b]!));
    if (share > worst.share) worst = { share, a, b };
  }
  jaccards.sort((x, y) => x - y);
  containments.sort((x, y) => x - y);
  const maxJaccard = jaccards[jaccards.length - 1]!;
  const maxContainment = containments[containments.length - 1]!;
  const words = pages.reduce((sum, page) => sum + (page.content.replace(/<[^>]*>/g, ' ').match(/\S+/g)?.length ?? 0), 0) / pages.length;
  console.log(
    [
      `${province}: ${pages.length} pages (avg ${Math.round(words)} words), ${pairs.length} pairs`,
      `  share        median ${percent(quantile(jaccards, 0.5))}  p95 ${percent(quantile(jaccards, 0.95))}  max ${percent(maxJaccard)} (${comuni[worst.a]!.name} / ${comuni[worst.b]!.name})`,
      `  containment  median ${percent(quantile(containments, 0.5))}  p95 ${percent(quantile(containments, 0.95))}  max ${percent(maxContainment)} (informative)`,
      `  speed        ${Math.round(pagesPerSecond).toLocaleString('en-US')} pages/s best of ${ROUNDS} rounds, median ${Math.round(medianPagesPerSecond).toLocaleString('en-US')} (sanitized, target ≥ ${SPEED_TARGET})`,
    ].join('\n'),
  );
  if (maxJaccard >= SHARE_TARGET || pagesPerSecond < SPEED_TARGET) failed = true;
}
console.log(failed ? 'FAIL: a maximum share is ≥ 50% or the speed is below target' : 'OK: maximum share < 50% in every province, speed at target');
process.exit(failed ? 1 : 0);
