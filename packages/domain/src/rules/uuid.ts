const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value can be an entity id (`UuidSchema`), checked without the schema: for ids read from
 * a link or a page's markup, where TypeBox must stay out of the bundle.
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
