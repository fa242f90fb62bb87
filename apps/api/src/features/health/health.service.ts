import type { Db } from '../../db/database.ts';
import { pingDatabase } from './health.repository.ts';

export type HealthStatus = { status: 'ok'; database: 'up' } | { status: 'degraded'; database: 'down' };

/** Ok while the database answers; degraded (the route answers 503) when it does not. */
export async function checkHealth(db: Db): Promise<HealthStatus> {
  return (await pingDatabase(db)) ? { status: 'ok', database: 'up' } : { status: 'degraded', database: 'down' };
}
