import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const db = await createDatabase(loadConfig());
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length === 0 ? 'Database is up to date' : `Applied: ${applied.join(', ')}`);
} finally {
  await db.destroy();
}
