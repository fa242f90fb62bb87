import type { ComuniImportDiff } from '@trovapro/domain';

/** The diff's groups, in the order the screen shows them. */
export const DIFF_GROUPS = ['added', 'renamed', 'moved', 'suppressed'] as const;
export type DiffGroup = (typeof DIFF_GROUPS)[number];

export function diffCounts(diff: ComuniImportDiff): Record<DiffGroup, number> {
  return { added: diff.added.length, renamed: diff.renamed.length, moved: diff.moved.length, suppressed: diff.suppressed.length };
}

/** Nothing to apply: no group has a comune, and no comune changes in its other fields either. */
export function isEmptyDiff(diff: ComuniImportDiff): boolean {
  return diff.otherChanges === 0 && DIFF_GROUPS.every((group) => diff[group].length === 0);
}

/** Suppressed comuni whose successor the changes file does not give: their pages go, their partners and leads wait for the admin. */
export function withoutSuccessor(diff: ComuniImportDiff): number {
  return diff.suppressed.filter((comune) => comune.successor === null).length;
}
