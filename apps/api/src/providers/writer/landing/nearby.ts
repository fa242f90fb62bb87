import type { LandingComune } from './comune-facts.ts';

/**
 * The comuni of the same province closest to a comune, for the "nearby" links: the dataset has no
 * coordinates, so closeness is the distance between postal codes (neighbouring areas share CAP prefixes),
 * then population. Deterministic: the same province always gives the same neighbours.
 */
export function nearbyComuni<T extends LandingComune>(comune: LandingComune, sameProvince: readonly T[], count = 6): T[] {
  const code = (item: LandingComune) => Number(item.postalCodes[0] ?? Number.NaN);
  const origin = code(comune);
  return sameProvince
    .filter((other) => other.istatCode !== comune.istatCode && other.province === comune.province)
    .map((other) => ({
      other,
      distance: Number.isNaN(origin) || Number.isNaN(code(other)) ? Number.MAX_SAFE_INTEGER : Math.abs(code(other) - origin),
    }))
    .sort((a, b) => a.distance - b.distance || b.other.population - a.other.population || a.other.istatCode.localeCompare(b.other.istatCode))
    .slice(0, count)
    .map(({ other }) => other);
}
