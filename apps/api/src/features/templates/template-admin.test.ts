import { CHAT_TEMPLATE_NAMES, type Template } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAdmin(t);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const create = (payload: object) => admin('POST', '/api/admin/templates', payload);
const update = (id: string, payload: object) => admin('PATCH', `/api/admin/templates/${id}`, payload);
const list = async () => (await admin('GET', '/api/admin/templates')).json() as Template[];
const byName = async (name: string, type: Template['type'] = 'chat') => {
  const template = (await list()).find((candidate) => candidate.name === name && candidate.type === type);
  if (template === undefined) throw new Error(`no ${type} template ${name}`);
  return template;
};
const getPublic = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/templates/public', headers });
const REQUIRED = { code: 'validation_error', message: 'Nome e contenuto sono obbligatori' };

describe('POST /api/admin/seed-templates', () => {
  it('creates the defaults once: seeding again creates nothing and keeps edits', async () => {
    const first = await admin('POST', '/api/admin/seed-templates');
    expect(first.statusCode).toBe(200);
    const { created, skipped } = first.json() as { created: number; skipped: number };
    expect(skipped).toBe(0);
    expect(created).toBe((await list()).length);
    expect(created).toBeGreaterThanOrEqual(Object.keys(CHAT_TEMPLATE_NAMES).length + 2);

    const welcome = await byName(CHAT_TEMPLATE_NAMES.welcome);
    expect((await update(welcome.id, { content: 'Benvenuto su TrovaPro!' })).statusCode).toBe(200);
    const second = await admin('POST', '/api/admin/seed-templates');
    expect(second.json()).toEqual({ created: 0, skipped: created });
    expect((await list()).length).toBe(created);
    expect((await byName(CHAT_TEMPLATE_NAMES.welcome)).content).toBe('Benvenuto su TrovaPro!');
  });
});

describe('GET /api/admin/templates', () => {
  it('lists every template, email and chat, by type then name', async () => {
    const templates = await list();
    expect(new Set(templates.map((template) => template.type))).toEqual(new Set(['chat', 'email']));
    const keys = templates.map((template) => `${template.type}/${template.name}`);
    expect(keys).toEqual([...keys].sort());
    expect(await byName('verification_code_email', 'email')).toMatchObject({
      subject: 'Il tuo codice di verifica TrovaPro',
      variables: ['verificationCode', 'userEmail'],
      isActive: true,
    });
  });
});

describe('POST /api/admin/templates', () => {
  it('creates a template whose variables are derived from subject and content (sent ones ignored)', async () => {
    const response = await create({
      type: 'email',
      name: '  promemoria_preventivo ',
      subject: 'Preventivi per {category}',
      content: 'Ciao, hai ricevuto preventivi a {location}? Scrivi a {businessEmail}. Categoria: {category}',
      variables: ['userPhone'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'email',
      name: 'promemoria_preventivo',
      subject: 'Preventivi per {category}',
      variables: ['category', 'location', 'businessEmail'],
      isActive: true,
    });
    expect((await byName('promemoria_preventivo', 'email')).id).toBe((response.json() as Template).id);
  });

  it('creates a chat template without a subject, inactive when asked', async () => {
    const response = await create({ type: 'chat', name: 'saluto_serale', content: 'Buonasera!', isActive: false });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ subject: null, variables: [], isActive: false });
  });

  it("answers 400 'Nome e contenuto sono obbligatori' for a missing, empty or blank name or content", async () => {
    for (const body of [
      { type: 'chat', content: 'Testo' },
      { type: 'chat', name: 'senza_testo' },
      { type: 'chat', name: '', content: 'Testo' },
      { type: 'chat', name: 'vuoto', content: '' },
      { type: 'email', name: '   ', subject: 'Oggetto', content: 'Testo' },
      { type: 'email', name: 'spazi', subject: 'Oggetto', content: ' \n ' },
    ]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject(REQUIRED);
    }
    expect((await list()).map((template) => template.name)).not.toContain('spazi');
  });

  it('names the placeholder outside the allowed list (400), in content or subject', async () => {
    const inContent = await create({ type: 'chat', name: 'con_segnaposto', content: 'Ciao {userName}, {foo}!' });
    expect(inContent.statusCode).toBe(400);
    expect(inContent.json()).toEqual({ code: 'unknown_placeholder', message: 'Segnaposto non consentito: {foo}', field: 'content' });

    const inSubject = await create({ type: 'email', name: 'oggetto_sbagliato', subject: '{sconto} per te', content: 'Ciao' });
    expect(inSubject.json()).toEqual({ code: 'unknown_placeholder', message: 'Segnaposto non consentito: {sconto}', field: 'subject' });

    const two = await create({ type: 'chat', name: 'due', content: '{a} e {b}' });
    expect((two.json() as { message: string }).message).toBe('Segnaposto non consentiti: {a}, {b}');
  });

  it('refuses a subject on a chat template, and an unknown type', async () => {
    const chat = await create({ type: 'chat', name: 'chat_con_oggetto', subject: 'Oggetto', content: 'Ciao' });
    expect(chat.statusCode).toBe(400);
    expect(chat.json()).toMatchObject({ code: 'subject_not_allowed', field: 'subject' });
    expect((await create({ type: 'sms', name: 'sms', content: 'Ciao' })).statusCode).toBe(400);
  });

  it('answers 409 for a (type, name) that exists, and accepts the same name for the other type', async () => {
    const duplicate = await create({ type: 'chat', name: CHAT_TEMPLATE_NAMES.welcome, content: 'Doppione' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'conflict', field: 'name' });
    expect((await create({ type: 'email', name: CHAT_TEMPLATE_NAMES.welcome, subject: 'Ciao', content: 'Ciao' })).statusCode).toBe(201);
  });
});

describe('PATCH /api/admin/templates/:id', () => {
  it('answers 400 to a body that carries the type, and changes nothing', async () => {
    const template = await byName('verification_code_email', 'email');
    for (const body of [{ type: 'chat' }, { type: 'email', content: 'Codice {verificationCode}' }]) {
      const response = await update(template.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'type_immutable',
        message: 'Il tipo di un template non può essere modificato',
        field: 'type',
      });
    }
    expect(await byName('verification_code_email', 'email')).toEqual(template);
  });

  it('re-derives the variables and toggles the active flag', async () => {
    const template = await byName('verification_code_email', 'email');
    const response = await update(template.id, { subject: 'Codice per {userEmail}', content: 'Il codice è {verificationCode}.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...template,
      subject: 'Codice per {userEmail}',
      content: 'Il codice è {verificationCode}.',
      variables: ['userEmail', 'verificationCode'],
    });
    expect((await update(template.id, { isActive: false })).json()).toMatchObject({ isActive: false, variables: ['userEmail', 'verificationCode'] });
    expect((await update(template.id, { isActive: true })).json()).toMatchObject({ isActive: true });
  });

  it('applies the create rules: placeholders, required texts, chat subject, unique name', async () => {
    const welcome = await byName(CHAT_TEMPLATE_NAMES.welcome);
    const unknown = await update(welcome.id, { content: 'Ciao {nome}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Segnaposto non consentito: {nome}' });
    expect((await update(welcome.id, { content: '' })).json()).toMatchObject(REQUIRED);
    expect((await update(welcome.id, { name: '  ' })).json()).toMatchObject(REQUIRED);
    expect((await update(welcome.id, { subject: 'Oggetto' })).json()).toMatchObject({ code: 'subject_not_allowed' });
    const taken = await update(welcome.id, { name: CHAT_TEMPLATE_NAMES.emailRequest });
    expect(taken.statusCode).toBe(409);
    expect(await byName(CHAT_TEMPLATE_NAMES.welcome)).toEqual(welcome);
  });

  it('answers 404 for an unknown id and 400 for an empty body or a bad id', async () => {
    expect((await update('00000000-0000-4000-8000-000000000000', { isActive: false })).statusCode).toBe(404);
    const welcome = await byName(CHAT_TEMPLATE_NAMES.welcome);
    expect((await update(welcome.id, {})).statusCode).toBe(400);
    expect((await update('non-un-id', { isActive: false })).statusCode).toBe(400);
  });
});

describe('the public chat list follows the admin edits', () => {
  it('answers 304 to its ETag, then 200 with the new text and a new ETag after an edit', async () => {
    const welcome = await byName(CHAT_TEMPLATE_NAMES.welcome);
    const before = await getPublic();
    const etag = before.headers.etag as string;
    expect((await getPublic({ 'if-none-match': etag })).statusCode).toBe(304);

    const text = `Ciao! Messaggio del ${Date.now()}`;
    expect((await update(welcome.id, { content: text })).statusCode).toBe(200);
    const after = await getPublic({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()).toContainEqual({ name: CHAT_TEMPLATE_NAMES.welcome, content: text, isActive: true });
    expect((await getPublic({ 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);

    // Putting the text back gives back the same ETag: it is derived from the content alone.
    await update(welcome.id, { content: welcome.content });
    expect((await getPublic()).headers.etag).toBe(etag);
  });
});
