const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lead ids are UUIDs; anything else in the link cannot name a lead, so it is not even asked for. */
export function isLeadId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
