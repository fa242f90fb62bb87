import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index.ts';

// Migrations are forward-only (docs/decisions/0012-forward-only-migrations.md): a fix is a new migration and the
// rollback is the backup. An untested `down` would be a false promise, so none may exist.
const folder = new URL('./migrations/', import.meta.url);
const migrationFile = /^\d{4}_[a-z0-9_]+\.ts$/;

describe('migrations are forward-only', () => {
  it('every migration file is listed in index.ts', async () => {
    const files = (await readdir(folder)).filter((name) => migrationFile.test(name));
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((name) => name.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(migrations).sort());
  });

  it('no migration has a down', () => {
    const withDown = Object.entries(migrations)
      .filter(([, migration]) => 'down' in migration)
      .map(([name]) => name);
    expect(withDown).toEqual([]);
  });

  it('no migration file declares or exports a down (however it is written)', async () => {
    const files = (await readdir(folder)).filter((name) => migrationFile.test(name));
    const offenders: string[] = [];
    for (const name of files) {
      const source = await readFile(new URL(name, folder), 'utf8');
      // `export async function down`, `export const down =`, `export { x as down }`, `export { down }`.
      if (/\bexport\b[^;{]*\bdown\b|\bexport\s*\{[^}]*\bdown\b[^}]*\}/.test(source)) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });
});
