/** Whether two flat forms (text, booleans) hold the same values: a form still as it was opened, or changed. */
export function sameValues<T extends object>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof T>;
  return [...keys].every((key) => Object.is(a[key], b[key]));
}
