import { isUuid } from '@trovapro/domain';

/** Lead ids are UUIDs; anything else in the link cannot name a lead, so it is not even asked for. */
export function isLeadId(value: string | undefined): value is string {
  return value !== undefined && isUuid(value);
}
