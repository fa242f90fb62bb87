import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';
import * as emailPlacePhrases from './migrations/0011_email_place_phrases.ts';
import { updateShippedConfirmation } from './migrations/0014_privacy.ts';
import { migrations } from './migrations/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('migrations', () => {
  it('are all applied by the test setup, and a second run applies nothing', async () => {
    const applied = await database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('keep admin emails lowercase and unique', async () => {
    const { db } = database;
    await expect(db.insertInto('admins').values({ email: 'Upper@Example.it', name: 'x', password_hash: 'x' }).execute()).rejects.toThrow();
    await db.insertInto('admins').values({ email: 'one@example.it', name: 'x', password_hash: 'x' }).execute();
    await expect(db.insertInto('admins').values({ email: 'one@example.it', name: 'y', password_hash: 'y' }).execute()).rejects.toThrow();
  });

  it('constrain the chat tables: lowercase verification emails, known lead and email statuses, positive prices', async () => {
    const { db } = database;
    const verification = { id: '0b7f3c52-1f7e-4d0e-9a55-6c1f0c2b9d11', code_hash: 'x', expires_at: new Date() };
    await expect(
      db
        .insertInto('verifications')
        .values({ ...verification, email: 'Upper@Example.it' })
        .execute(),
    ).rejects.toThrow();
    const lead = {
      id: '9a3e1c0f-5b2d-4e8a-b1c4-7d6e5f4a3b21',
      user_request: 'x',
      user_email: 'a@b.it',
      user_name: 'A',
      category: 'Idraulico',
      user_phone: null,
      istat_code: null,
      landing_page_id: null,
      prefilled_service: null,
      prefilled_location: null,
      landing_context: null,
    };
    await expect(
      db
        .insertInto('leads')
        .values({ ...lead, price: '0.00' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('leads')
        .values({ ...lead, price: '25.00', status: 'boh' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('leads')
        .values({ ...lead, price: '25.00', istat_code: '999999' })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('leads')
      .values({ ...lead, price: '25.00' })
      .execute();
    const email = { dedupe_key: 'k', purpose: 'p', recipient: 'a@b.it', subject: 's', html: 'h', text: 't' };
    await expect(
      db
        .insertInto('email_outbox')
        .values({ ...email, status: 'boh' as never })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('0011_email_place_phrases', () => {
  it("rewrites the shipped «a {location}» phrases to {inLocation}, keeping an admin's own wording", async () => {
    const { db } = database;
    const shipped = {
      type: 'email' as const,
      name: 'lead_offer_email',
      subject: 'Nuova richiesta di {category} a {location}',
      content: 'Buongiorno {businessName},\n\nun cliente cerca un professionista della categoria {category} nella zona {location}.',
      variables: ['category', 'location', 'businessName'],
    };
    const own = { ...shipped, name: 'offerta_personalizzata', subject: 'Lavoro per te a {location}', content: 'Zona: {location}' };
    await db.insertInto('templates').values([shipped, own]).execute();

    await emailPlacePhrases.up(db);

    const rows = await db.selectFrom('templates').select(['name', 'subject', 'content', 'variables']).orderBy('name').execute();
    expect(rows.find((row) => row.name === 'lead_offer_email')).toEqual({
      name: 'lead_offer_email',
      subject: 'Nuova richiesta {inLocation}: {category}',
      content: 'Buongiorno {businessName},\n\nun cliente cerca un professionista della categoria {category} {inLocation}.',
      variables: ['inLocation', 'category', 'businessName'],
    });
    expect(rows.find((row) => row.name === 'offerta_personalizzata')).toMatchObject({ subject: own.subject, content: own.content });
  });
});

describe('0014_privacy', () => {
  it("gives the shipped lead confirmation the buyers' paragraph and the erase link, keeping an admin's own wording", async () => {
    const { db } = database;
    const shipped = {
      type: 'email' as const,
      name: 'lead_confirmation_email',
      subject: 'Abbiamo ricevuto la tua richiesta: {category}',
      content: [
        'Ciao {userName},',
        'Selezioneremo le aziende più adatte della tua zona: riceverai presto i loro contatti e i preventivi gratuiti all’indirizzo {userEmail}.',
        'Il team TrovaPro',
      ].join('\n\n'),
      variables: ['category', 'userName', 'userEmail'],
    };
    await db.deleteFrom('templates').where('name', '=', shipped.name).execute();
    await db.insertInto('templates').values(shipped).execute();
    await updateShippedConfirmation(db);
    const row = await db.selectFrom('templates').select(['content', 'variables']).where('name', '=', shipped.name).executeTakeFirstOrThrow();
    expect(row.content).toContain('al massimo {maxBuyers} aziende');
    expect(row.content).toContain('Puoi cancellare i tuoi dati in qualsiasi momento da questo link: {eraseUrl}');
    expect(row.content.startsWith('Ciao {userName},')).toBe(true);
    expect(row.variables).toEqual(['category', 'userName', 'maxBuyers', 'userEmail', 'eraseUrl']);

    const own = 'Ciao {userName}, grazie! Ti scriviamo presto.';
    await db.updateTable('templates').set({ content: own }).where('name', '=', shipped.name).execute();
    await updateShippedConfirmation(db);
    expect((await db.selectFrom('templates').select('content').where('name', '=', shipped.name).executeTakeFirstOrThrow()).content).toBe(own);
  });

  it('keeps one admin digest per day', async () => {
    const { db } = database;
    await db.insertInto('admin_digests').values({ day: '2026-01-01' }).execute();
    await expect(db.insertInto('admin_digests').values({ day: '2026-01-01' }).execute()).rejects.toThrow();
    await db.insertInto('admin_digests').values({ day: '2026-01-02' }).execute();
  });
});
