import type { KnownPlaces } from '@trovapro/domain';
import { getGazetteer } from './gazetteer.ts';

/**
 * The places the redactor keeps (`redactContacts`'s `knownPlaces`): every name the gazetteer knows, comuni,
 * their other names and quarters. Built with the gazetteer on first use.
 */
export const knownPlaces: KnownPlaces = { has: (name) => getGazetteer().hasPlaceName(name) };
