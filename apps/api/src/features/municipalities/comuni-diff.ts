import type { IstatSuccession } from './istat-changes-file.ts';
import { assertUniqueCodes, type IstatComune } from './istat-comuni-file.ts';

/** A row of the app's table, as the import reads it: the comuni in force (not the suppressed ones). */
export interface CurrentComune {
  istatCode: string;
  cadastralCode: string;
  name: string;
  otherName: string | null;
  province: string;
  provinceCode: string;
  region: string;
  population: number;
}

export interface ComuneChange {
  current: CurrentComune;
  next: IstatComune;
  /** Name changed. */
  renamed: boolean;
  /** Province changed (so the ISTAT code changed): the ISTAT code or the province's sigla differs. */
  moved: boolean;
}

export interface SuppressedComune {
  current: CurrentComune;
  /** The comune of the new file that succeeded it (followed through successive changes), or null: the admin decides. */
  successor: IstatComune | null;
}

export interface AddedComune extends IstatComune {
  /** The sum of its predecessors' populations, 0 when none. */
  population: number;
  /** Cadastral codes of the current comuni it succeeded, by their name. */
  predecessors: string[];
}

export interface ComuniDiff {
  added: AddedComune[];
  /** Renamed and/or moved and/or other fields (province name, region, otherName) changed. */
  changed: ComuneChange[];
  suppressed: SuppressedComune[];
  /** Comuni of the file identical to the current ones. */
  unchanged: number;
  inFile: number;
}

/**
 * What ISTAT's file changes in the app's comuni. Comuni are matched by cadastral code (a change of province changes
 * the ISTAT code, not the comune). A current comune absent from the file is suppressed; its successor is found by
 * following the successions from its ISTAT code (or its name) to the last comune of the chain that is in the file.
 * Every list is in Italian alphabetical order. Refuses (IstatFileError) a file repeating an ISTAT or cadastral code.
 */
export function diffComuni(current: readonly CurrentComune[], file: readonly IstatComune[], successions: readonly IstatSuccession[]): ComuniDiff {
  assertUniqueCodes(file);
  const currentByCadastralCode = new Map(current.map((comune) => [comune.cadastralCode, comune]));
  const inFile = new Set(file.map((comune) => comune.cadastralCode));

  const changed: ComuneChange[] = [];
  const newComuni: IstatComune[] = [];
  for (const next of file) {
    const comune = currentByCadastralCode.get(next.cadastralCode);
    if (comune === undefined) newComuni.push(next);
    else if (differs(comune, next)) {
      changed.push({
        current: comune,
        next,
        renamed: comune.name !== next.name,
        moved: comune.istatCode !== next.istatCode || comune.provinceCode !== next.provinceCode,
      });
    }
  }

  const findSuccessor = successorFinder(file, successions);
  const suppressed = current
    .filter((comune) => !inFile.has(comune.cadastralCode))
    .map((comune) => ({ current: comune, successor: findSuccessor(comune) }))
    .sort((a, b) => byName(a.current, b.current));

  const added = newComuni
    .map((comune) => {
      const predecessors = suppressed.filter(({ successor }) => successor === comune).map(({ current: predecessor }) => predecessor);
      return {
        ...comune,
        population: predecessors.reduce((sum, predecessor) => sum + predecessor.population, 0),
        predecessors: predecessors.map((predecessor) => predecessor.cadastralCode),
      };
    })
    .sort(byName);

  return {
    added,
    changed: changed.sort((a, b) => byName(a.next, b.next)),
    suppressed,
    unchanged: file.length - newComuni.length - changed.length,
    inFile: file.length,
  };
}

function differs(comune: CurrentComune, next: IstatComune): boolean {
  return (
    comune.istatCode !== next.istatCode ||
    comune.name !== next.name ||
    (comune.otherName || null) !== next.otherName ||
    comune.province !== next.province ||
    comune.provinceCode !== next.provinceCode ||
    comune.region !== next.region
  );
}

const collator = new Intl.Collator('it');
const byName = (a: { name: string; istatCode: string }, b: { name: string; istatCode: string }) =>
  collator.compare(a.name, b.name) || (a.istatCode < b.istatCode ? -1 : a.istatCode > b.istatCode ? 1 : 0);

/** Names compared as ISTAT's files spell them inconsistently: case, accents, apostrophes, spaces. */
const foldName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim().toLocaleLowerCase('it');

/** A chain longer than this is a loop in a malformed file, not history (the longest real ones have a few links). */
const MAX_CHAIN = 50;

function successorFinder(file: readonly IstatComune[], successions: readonly IstatSuccession[]) {
  const fileByIstatCode = new Map(file.map((comune) => [comune.istatCode, comune]));
  const fileByRegionAndName = new Map<string, IstatComune[]>();
  for (const comune of file) {
    const key = `${foldName(comune.region)}|${foldName(comune.name)}`;
    fileByRegionAndName.set(key, [...(fileByRegionAndName.get(key) ?? []), comune]);
  }
  const ordered = [...successions].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  const byIstatCode = groupBy(ordered, (succession) => succession.istatCode);
  const byFoldedName = groupBy(ordered, (succession) => foldName(succession.name));

  /** Among changes of one code, those naming the comune we follow; all of them when none does. */
  const preferName = (candidates: readonly IstatSuccession[], name: string) => {
    const named = candidates.filter((succession) => foldName(succession.name) === foldName(name));
    return named.length > 0 ? named : candidates;
  };

  /** The change that took the comune off its code: by its code (the latest, codes being the app's newest), else by a name ISTAT used once. */
  function firstLink(comune: CurrentComune): IstatSuccession | undefined {
    const byCode = byIstatCode.get(comune.istatCode);
    if (byCode) return preferName(byCode, comune.name).at(-1);
    const sameName = byFoldedName.get(foldName(comune.name)) ?? [];
    const sameProvince = sameName.filter((succession) => succession.istatCode.slice(0, 3) === comune.istatCode.slice(0, 3));
    const candidates = sameProvince.length > 0 ? sameProvince : sameName;
    return new Set(candidates.map((succession) => succession.istatCode)).size === 1 ? candidates.at(-1) : undefined;
  }

  function chainOf(comune: CurrentComune): IstatSuccession[] {
    const chain: IstatSuccession[] = [];
    let link = firstLink(comune);
    while (link !== undefined && !chain.includes(link) && chain.length < MAX_CHAIN) {
      chain.push(link);
      const from = link;
      const later = (byIstatCode.get(from.successorIstatCode) ?? []).filter((next) => next.effectiveDate >= from.effectiveDate);
      link = preferName(later, from.successorName)[0];
    }
    return chain;
  }

  /** The comune of the file a link leads to: by ISTAT code, else by name within the region of the comune followed. */
  function resolve(link: IstatSuccession, region: string): IstatComune | undefined {
    const byCode = fileByIstatCode.get(link.successorIstatCode);
    if (byCode) return byCode;
    const sameName = fileByRegionAndName.get(`${foldName(region)}|${foldName(link.successorName)}`) ?? [];
    return sameName.length === 1 ? sameName[0] : undefined;
  }

  // The changes file may be newer or older than the comuni file: the successor is the last link found in it.
  return (comune: CurrentComune): IstatComune | null => {
    const chain = chainOf(comune);
    for (let index = chain.length - 1; index >= 0; index--) {
      const found = resolve(chain[index]!, comune.region);
      if (found) return found;
    }
    return null;
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
