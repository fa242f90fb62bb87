import { sql, type Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * Issue 33, the business area's «Preferenze»:
 * - `businesses.categories`: the services a business wants leads of, the first always its `category` (which older
 *   readers keep reading). A trigger keeps the two together: a row written with `category` only gets
 *   `categories = {category}`; a row whose `categories` is written gets `category = categories[1]`; an admin's change
 *   of `category` alone replaces the old first one. Backfilled from `category`.
 * - `service_reach` may be `comuni`: then `service_comuni` lists the ISTAT codes the business serves.
 * - `max_price` (IVA included) and `weekly_cap` (euros of paid purchases from Monday 00:00 Europe/Rome): null, no limit.
 * - `paused_reason` may be `area`: the business paused its offers from its area (it may resume them there).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('businesses')
    .addColumn('categories', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('service_comuni', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('max_price', sql`numeric(10, 2)`, (col) => col.check(sql`max_price > 0`))
    .addColumn('weekly_cap', sql`numeric(10, 2)`, (col) => col.check(sql`weekly_cap > 0`))
    .execute();
  await sql`update businesses set categories = array[category]`.execute(db);
  await sql`alter table businesses add constraint businesses_categories_first check (categories[1] = category)`.execute(db);

  await sql`
    create function businesses_sync_categories() returns trigger language plpgsql as $$
    begin
      if new.categories is null or cardinality(new.categories) = 0 then
        new.categories := array[new.category];
      elsif tg_op = 'UPDATE' and new.categories is not distinct from old.categories and new.category is distinct from old.category then
        new.categories := array_prepend(new.category, array_remove(array_remove(new.categories, old.category), new.category));
      else
        new.category := new.categories[1];
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger businesses_sync_categories before insert or update of category, categories on businesses
    for each row execute function businesses_sync_categories()`.execute(db);

  await sql`alter table businesses drop constraint businesses_service_reach_check`.execute(db);
  await sql`alter table businesses add constraint businesses_service_reach_check check (service_reach in ('comune', 'comuni', 'province', 'region'))`.execute(
    db,
  );
  await sql`alter table businesses drop constraint businesses_paused_reason_check`.execute(db);
  await sql`alter table businesses add constraint businesses_paused_reason_check check (paused_reason in ('admin', 'unsubscribed', 'area'))`.execute(
    db,
  );
}
