import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useDatabaseAtMigration } from '../../test/database-at-migration.ts';

/** Migration 0038 on a database seeded before it: comuni without cadastral codes, and what references them. */
const past = useDatabaseAtMigration('0037_automatic_dispatch');
const { db, migrateTo } = past;

describe('migration 0038_istat_comuni', () => {
  const lead = randomUUID();
  const business = randomUUID();
  const page = randomUUID();

  it('backfills every comune’s cadastral code from the snapshot it was seeded from', async () => {
    const marche = { province: 'Pesaro e Urbino', province_code: 'PU', region: 'Marche' };
    await db()
      .insertInto('municipalities')
      .values([
        { istat_code: '041013', name: 'Fano', ...marche },
        { istat_code: '041044', name: 'Pesaro', ...marche },
        // No snapshot lists it: it must not stop the migration.
        { istat_code: '041999', name: 'Comune di prova', ...marche },
      ])
      .execute();
    await db()
      .insertInto('leads')
      .values({
        id: lead,
        user_request: 'r',
        user_email: 'a@example.it',
        user_name: 'A',
        category: 'Idraulico',
        price: '25.00',
        istat_code: '041013',
      })
      .execute();
    await db()
      .insertInto('businesses')
      .values({ id: business, name: 'Idraulica Fano', email: 'fano@example.it', category: 'Idraulico', location: 'Fano', istat_code: '041013' })
      .execute();
    await db()
      .insertInto('landing_pages')
      .values({
        id: page,
        keyword: 'Idraulico',
        keyword_normalized: 'idraulico',
        istat_code: '041013',
        municipality_name: 'Fano',
        province: 'Pesaro e Urbino',
        slug: 'idraulico-fano',
        title: 'Idraulico a Fano',
        meta_description: 'm',
        content: '<p>c</p>',
      })
      .execute();

    expect(await migrateTo('0038_istat_comuni')).toEqual(['Up 0038_istat_comuni']);

    const rows = await past.database.db
      .selectFrom('municipalities')
      .select(['istat_code', 'cadastral_code', 'other_name', 'suppressed_at', 'successor_istat_code'])
      .orderBy('istat_code')
      .execute();
    expect(rows).toEqual([
      { istat_code: '041013', cadastral_code: 'D488', other_name: null, suppressed_at: null, successor_istat_code: null },
      { istat_code: '041044', cadastral_code: 'G479', other_name: null, suppressed_at: null, successor_istat_code: null },
      { istat_code: '041999', cadastral_code: '#041999', other_name: null, suppressed_at: null, successor_istat_code: null },
    ]);
  });

  it('makes a change of ISTAT code follow everywhere in one statement, and keeps cadastral codes unique', async () => {
    await sql`update municipalities set istat_code = '099030' where istat_code = '041013'`.execute(db());
    const refs = await sql<{ lead: string; business: string; page: string }>`
      select (select istat_code from leads where id = ${lead}) as lead,
        (select istat_code from businesses where id = ${business}) as business,
        (select istat_code from landing_pages where id = ${page}) as page`.execute(db());
    expect(refs.rows).toEqual([{ lead: '099030', business: '099030', page: '099030' }]);
    await expect(sql`update municipalities set cadastral_code = 'D488' where istat_code = '041044'`.execute(db())).rejects.toThrow(/cadastral_code/);
    await expect(sql`update municipalities set successor_istat_code = '041044' where istat_code = '099030'`.execute(db())).rejects.toThrow(
      /successor_only_suppressed/,
    );
  });
});
