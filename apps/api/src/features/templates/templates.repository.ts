import type { Db } from '../../db/database.ts';
import type { TemplateRow, TemplatesTable } from '../../db/rows.ts';
import { sql, type Insertable, type Updateable } from 'kysely';

/** Inserts the templates whose (type, name) does not exist yet; returns how many were inserted. */
export async function insertMissingTemplates(db: Db, templates: readonly Insertable<TemplatesTable>[]): Promise<number> {
  if (templates.length === 0) return 0;
  const inserted = await db
    .insertInto('templates')
    .values([...templates])
    .onConflict((oc) => oc.columns(['type', 'name']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Active chat templates, by name (a stable order keeps the ETag stable). */
export async function listActiveChatTemplates(db: Db): Promise<Pick<TemplateRow, 'name' | 'content' | 'is_active'>[]> {
  return db
    .selectFrom('templates')
    .select(['name', 'content', 'is_active'])
    .where('type', '=', 'chat')
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
}

export async function findActiveTemplate(
  db: Db,
  type: TemplateRow['type'],
  name: string,
): Promise<Pick<TemplateRow, 'subject' | 'content'> | undefined> {
  return db
    .selectFrom('templates')
    .select(['subject', 'content'])
    .where('type', '=', type)
    .where('name', '=', name)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** Every template, by type then name (the admin tab's order). */
export async function listAllTemplates(db: Db): Promise<TemplateRow[]> {
  return db.selectFrom('templates').selectAll().orderBy('type').orderBy('name').execute();
}

export async function findTemplateById(db: Db, id: string): Promise<TemplateRow | undefined> {
  return db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Throws PostgreSQL's unique violation (23505) when the (type, name) exists already. */
export async function insertTemplate(db: Db, row: Insertable<TemplatesTable>): Promise<TemplateRow> {
  return db.insertInto('templates').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Undefined when there is no such template; throws 23505 on a (type, name) taken by another one. */
export async function updateTemplateRow(db: Db, id: string, change: Updateable<TemplatesTable>): Promise<TemplateRow | undefined> {
  return db
    .updateTable('templates')
    .set({ ...change, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
