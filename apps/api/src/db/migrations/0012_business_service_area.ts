import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * A partner business's area down to the province and the region, so candidates rank by place also when
 * its «Zona» names no comune («PR», «provincia di Parma», «Lombardia»): until now such a business had no
 * `istat_code` and always came last. From now on the API writes both columns from the area as typed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('businesses').addColumn('province_code', 'text').addColumn('region', 'text').execute();
  // Businesses with a comune: its province and region.
  await sql`
    update businesses b set province_code = m.province_code, region = m.region
    from municipalities m where m.istat_code = b.istat_code`.execute(db);
  // Without one: an area that is exactly a sigla («PR»), a province («Pesaro e Urbino») or a region.
  await sql`
    update businesses b set province_code = p.province_code, region = p.region
    from (select distinct province_code, province, region from municipalities) p
    where b.istat_code is null
      and (trim(b.location) = p.province_code or lower(trim(b.location)) = lower(p.province))`.execute(db);
  await sql`
    update businesses b set region = r.region
    from (select distinct region from municipalities) r
    where b.istat_code is null and b.province_code is null and lower(trim(b.location)) = lower(r.region)`.execute(db);
}
