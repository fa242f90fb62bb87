import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { importMunicipalities, importMunicipalitiesIfEmpty } from './municipalities.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('import of the Italian municipalities', () => {
  it('fills an empty table with every comune of the ISTAT dataset at start', async () => {
    expect(await importMunicipalitiesIfEmpty(database.db)).toEqual({ totalMunicipalities: 7904, totalProvinces: 107 });
    const roma = await database.db.selectFrom('municipalities').selectAll().where('istat_code', '=', '058091').executeTakeFirstOrThrow();
    expect(roma).toMatchObject({ name: 'Roma', cadastral_code: 'H501', other_name: null, province: 'Roma', province_code: 'RM', region: 'Lazio' });
    expect(roma.suppressed_at).toBeNull();
    expect(roma.postal_codes).toContain('00118');
    expect(roma.population).toBeGreaterThan(2_000_000);
  });

  it('does nothing at the next start', async () => {
    expect(await importMunicipalitiesIfEmpty(database.db)).toBeNull();
  });

  it('is idempotent by ISTAT code, and repairs an edited row', async () => {
    const { db } = database;
    await db.updateTable('municipalities').set({ name: 'Nome sbagliato', postal_codes: [] }).where('istat_code', '=', '035033').execute();
    expect(await importMunicipalities(db)).toEqual({ totalMunicipalities: 7904, totalProvinces: 107 });
    const row = await db.selectFrom('municipalities').selectAll().where('istat_code', '=', '035033').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Reggio nell'Emilia", province: "Reggio nell'Emilia", province_code: 'RE' });
    expect(row.postal_codes.length).toBeGreaterThan(0);
  });

  it('leaves the table alone once an ISTAT file was applied: the snapshot of 2016 would undo it', async () => {
    const { db } = database;
    await db.updateTable('municipalities').set({ name: 'Fratterosa' }).where('cadastral_code', '=', 'D791').execute();
    await db
      .insertInto('municipality_imports')
      .values({ source: 'cli', added: 0, renamed: 1, moved: 0, suppressed: 0, other_changes: 0, diff: JSON.stringify({}) })
      .execute();
    expect(await importMunicipalities(db)).toEqual({ totalMunicipalities: 7904, totalProvinces: 107 });
    const row = await db.selectFrom('municipalities').select('name').where('cadastral_code', '=', 'D791').executeTakeFirstOrThrow();
    expect(row.name).toBe('Fratterosa');
  });
});
