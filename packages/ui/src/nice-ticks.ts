/**
 * Round ticks from zero up to at least `max`, about `count` of them (steps of 1, 2, 2.5 or 5 × 10ⁿ), as a chart's
 * y axis shows: 0–87 in 4 → 0, 25, 50, 75, 100. A max of zero still gives an axis: 0 and 1.
 */
export function niceTicks(max: number, count: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const ticks: number[] = [];
  // Rounded to the step's own decimals, so 0.1 × 3 reads 0.3 and not 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let index = 0; ticks.at(-1) === undefined || (ticks.at(-1) as number) < max; index++) ticks.push(Number((index * step).toFixed(decimals)));
  return ticks;
}
