import { defaultChatTemplates } from '@trovapro/copy';
import { CHAT_TEMPLATE_NAMES, EMAIL_TEMPLATE_NAMES } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceChange } from '../../plugins/public-cache.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { matchesIfNoneMatch, renderEmailTemplate, seedDefaultTemplates } from './templates.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getPublic = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/templates/public', headers });

describe('default templates', () => {
  it('are seeded once: every chat and email template, with their placeholders as variables', async () => {
    const all = Object.keys(CHAT_TEMPLATE_NAMES).length + Object.keys(EMAIL_TEMPLATE_NAMES).length;
    expect(await seedDefaultTemplates(t.database.db)).toEqual({ created: all, skipped: 0 });
    expect(await seedDefaultTemplates(t.database.db)).toEqual({ created: 0, skipped: all });

    const rows = await t.database.db.selectFrom('templates').selectAll().orderBy('name').execute();
    expect(
      rows
        .filter((row) => row.type === 'chat')
        .map((row) => row.name)
        .sort(),
    ).toEqual(Object.values(CHAT_TEMPLATE_NAMES).sort());
    const emailRequest = rows.find((row) => row.name === CHAT_TEMPLATE_NAMES.emailRequest);
    expect(emailRequest).toMatchObject({ subject: null, is_active: true, variables: ['category'] });
    const code = rows.find((row) => row.name === EMAIL_TEMPLATE_NAMES.verificationCode);
    expect(code?.type).toBe('email');
    expect(code?.variables).toEqual(['verificationCode', 'userEmail']);
  });

  it('keep an edited template when seeding again', async () => {
    const { db } = t.database;
    await db.updateTable('templates').set({ content: 'Benvenuto!' }).where('name', '=', CHAT_TEMPLATE_NAMES.welcome).execute();
    await seedDefaultTemplates(db);
    const row = await db.selectFrom('templates').select('content').where('name', '=', CHAT_TEMPLATE_NAMES.welcome).executeTakeFirstOrThrow();
    expect(row.content).toBe('Benvenuto!');
    await db
      .updateTable('templates')
      .set({ content: defaultChatTemplates.welcome_message })
      .where('name', '=', CHAT_TEMPLATE_NAMES.welcome)
      .execute();
  });
});

describe('GET /api/templates/public', () => {
  it('answers the active chat templates with a strong ETag and no-cache', async () => {
    const response = await getPublic();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const templates = response.json() as { name: string; content: string; isActive: boolean }[];
    expect(templates).toHaveLength(5);
    expect(templates).toContainEqual({
      name: CHAT_TEMPLATE_NAMES.leadConfirmation,
      content: defaultChatTemplates.lead_confirmation,
      isActive: true,
    });
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 to another one', async () => {
    const etag = (await getPublic()).headers.etag as string;
    const notModified = await getPublic({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);

    expect((await getPublic({ 'if-none-match': `"altro", W/${etag}` })).statusCode).toBe(304);
    expect((await getPublic({ 'if-none-match': '"vecchio"' })).statusCode).toBe(200);
  });

  it('changes the ETag when an admin changes a template, and leaves out inactive ones', async () => {
    const { db } = t.database;
    const cookie = await signInAdmin(t);
    const welcome = await db.selectFrom('templates').select('id').where('name', '=', CHAT_TEMPLATE_NAMES.welcome).executeTakeFirstOrThrow();
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/templates/${welcome.id}`, headers: { cookie }, payload });
    const before = (await getPublic()).headers.etag as string;
    expect((await patch({ content: 'Ciao! Come posso aiutarti?' })).statusCode).toBe(200);
    const edited = await getPublic({ 'if-none-match': before });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(before);
    expect(edited.json()).toContainEqual({ name: CHAT_TEMPLATE_NAMES.welcome, content: 'Ciao! Come posso aiutarti?', isActive: true });

    expect((await patch({ isActive: false })).statusCode).toBe(200);
    const withoutWelcome = await getPublic({ 'if-none-match': edited.headers.etag as string });
    expect(withoutWelcome.statusCode).toBe(200);
    expect((withoutWelcome.json() as { name: string }[]).map((template) => template.name)).not.toContain(CHAT_TEMPLATE_NAMES.welcome);
  });

  it('serves the list from memory: a change made behind the API’s back shows once an admin change is announced', async () => {
    const { db } = t.database;
    // The previous test's announcements reach this instance's listener too (on PostgreSQL): let them land first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const first = (await getPublic()).headers.etag;
    await db
      .updateTable('templates')
      .set({ content: 'Scritto a mano', updated_at: sql`now()` })
      .where('name', '=', CHAT_TEMPLATE_NAMES.emailRequest)
      .execute();
    expect((await getPublic()).headers.etag).toBe(first);
    await announceChange(db, t.publicCache, 'templates');
    expect((await getPublic()).json()).toContainEqual(expect.objectContaining({ name: CHAT_TEMPLATE_NAMES.emailRequest, content: 'Scritto a mano' }));
  });

  it('never answers email templates', async () => {
    const names = ((await getPublic()).json() as { name: string }[]).map((template) => template.name);
    expect(names).not.toContain(EMAIL_TEMPLATE_NAMES.verificationCode);
  });
});

describe('If-None-Match', () => {
  it('matches by weak comparison, lists and *', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", "a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"ab"', '"a"')).toBe(false);
  });
});

describe('email templates', () => {
  it('render from the active row, else from the built-in text', async () => {
    const { db } = t.database;
    const values = { verificationCode: '0427', userEmail: 'mario@example.it' };
    const builtIn = await renderEmailTemplate(db, EMAIL_TEMPLATE_NAMES.verificationCode, values);
    expect(builtIn.subject).toBe('Il tuo codice di verifica TrovaPro');
    expect(builtIn.text).toContain('il tuo codice di verifica è: 0427');

    await db
      .updateTable('templates')
      .set({ subject: 'Codice {verificationCode}', content: 'Usa {verificationCode}.' })
      .where('name', '=', EMAIL_TEMPLATE_NAMES.verificationCode)
      .execute();
    const edited = await renderEmailTemplate(db, EMAIL_TEMPLATE_NAMES.verificationCode, values);
    expect(edited).toMatchObject({ subject: 'Codice 0427', text: 'Usa 0427.' });

    await db.updateTable('templates').set({ is_active: false }).where('name', '=', EMAIL_TEMPLATE_NAMES.verificationCode).execute();
    expect((await renderEmailTemplate(db, EMAIL_TEMPLATE_NAMES.verificationCode, values)).subject).toBe(builtIn.subject);
  });
});
