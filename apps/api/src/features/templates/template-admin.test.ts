import { formatEuro } from '@trovapro/copy';
import { CHAT_TEMPLATE_NAMES, type Template } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../test/test-app.ts';
import { TEST_EMAILS_PER_ADMIN } from './template-admin.service.ts';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ signedIn: true });

const admin = t.admin;
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
  it('creates a template of its own, without placeholders: nothing sends it (variables sent are ignored)', async () => {
    const response = await create({
      type: 'email',
      name: '  promemoria_preventivo ',
      subject: 'Preventivi in arrivo',
      content: 'Ciao, hai ricevuto i preventivi? Prezzi {{indicativi}}.',
      variables: ['userPhone'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'email',
      name: 'promemoria_preventivo',
      subject: 'Preventivi in arrivo',
      variables: [],
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

  it('refuses any placeholder in a template no message uses (400 naming the field and the placeholders)', async () => {
    const inContent = await create({ type: 'chat', name: 'con_segnaposto', content: 'Ciao {userName}, {foo}!' });
    expect(inContent.statusCode).toBe(400);
    expect(inContent.json()).toEqual({
      code: 'unknown_placeholder',
      message:
        'Nel contenuto {userName} e {foo} non sono disponibili: nessun messaggio usa questo template, quindi nessun segnaposto verrebbe sostituito.',
      field: 'content',
    });

    const inSubject = await create({ type: 'email', name: 'oggetto_sbagliato', subject: '{sconto} per te', content: 'Ciao' });
    expect(inSubject.json()).toEqual({
      code: 'unknown_placeholder',
      message: 'Nell’oggetto {sconto} non è disponibile: nessun messaggio usa questo template, quindi nessun segnaposto verrebbe sostituito.',
      field: 'subject',
    });
    expect((await list()).map((template) => template.name)).not.toContain('oggetto_sbagliato');
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
    expect(unknown.json()).toMatchObject({ message: 'Nel contenuto {nome} non è disponibile: questo messaggio non usa segnaposto.' });
    expect((await update(welcome.id, { content: '' })).json()).toMatchObject(REQUIRED);
    expect((await update(welcome.id, { subject: 'Oggetto' })).json()).toMatchObject({ code: 'subject_not_allowed' });
    const own = (await create({ type: 'chat', name: 'saluto_breve', content: 'Ciao!' })).json() as Template;
    expect((await update(own.id, { name: '  ' })).json()).toMatchObject(REQUIRED);
    const taken = await update(own.id, { name: CHAT_TEMPLATE_NAMES.emailRequest });
    expect(taken.statusCode).toBe(409);
    expect(await byName(CHAT_TEMPLATE_NAMES.welcome)).toEqual(welcome);
  });

  it('keeps the name of a template a message uses (400), and lets an own template be renamed', async () => {
    const welcome = await byName(CHAT_TEMPLATE_NAMES.welcome);
    const renamed = await update(welcome.id, { name: 'benvenuto_vecchio' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({
      code: 'validation_error',
      message: 'Il nome di questo template non si può cambiare: è quello con cui il suo messaggio lo trova.',
      field: 'name',
    });
    expect((await update(welcome.id, { name: ` ${welcome.name} `, content: welcome.content })).statusCode).toBe(200);
    const own = (await create({ type: 'chat', name: 'saluto_notturno', content: 'Buonanotte!' })).json() as Template;
    expect((await update(own.id, { name: 'saluto_della_sera' })).json()).toMatchObject({ name: 'saluto_della_sera' });
  });

  it('answers 404 for an unknown id and 400 for an empty body or a bad id', async () => {
    expect((await update('00000000-0000-4000-8000-000000000000', { isActive: false })).statusCode).toBe(404);
    const welcome = await byName(CHAT_TEMPLATE_NAMES.welcome);
    expect((await update(welcome.id, {})).statusCode).toBe(400);
    expect((await update('non-un-id', { isActive: false })).statusCode).toBe(400);
  });
});

describe('placeholders: only those its message is given, braces balanced', () => {
  it('refuses {price} in the partner refusal email: 400 naming the field, the placeholder and what the message has', async () => {
    const refused = await byName('partner_refused_email', 'email');
    const response = await update(refused.id, { content: 'Buongiorno {businessName}, la quota di {price} non è dovuta.' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'unknown_placeholder',
      message: 'Nel contenuto {price} non è disponibile per questo messaggio. Puoi usare: {businessName}, {businessEmail} e {refusalReason}.',
      field: 'content',
    });
    expect(await byName('partner_refused_email', 'email')).toEqual(refused);
  });

  it('refuses an unclosed, unopened or malformed brace (400 `malformed_placeholder` naming it)', async () => {
    const code = await byName('verification_code_email', 'email');
    for (const [body, field, message] of [
      [
        { subject: 'Codice {verificationCode' },
        'subject',
        'Nell’oggetto la graffa di «{verificationCode» non è chiusa: scrivi il segnaposto come {nome}, o {{ per una graffa.',
      ],
      [
        { content: 'Il codice per {userEmail è {verificationCode}' },
        'content',
        'Nel contenuto la graffa di «{userEmail» non è chiusa: scrivi il segnaposto come {nome}, o {{ per una graffa.',
      ],
      [{ content: 'Codice: verificationCode}' }, 'content', 'Nel contenuto c’è una «}» senza la graffa di apertura: scrivi }} per una graffa.'],
      [
        { content: 'Codice: { verificationCode }' },
        'content',
        'Nel contenuto «{ verificationCode }» non è un segnaposto: scrivilo senza spazi, come {userName}, o usa {{ e }} per le graffe.',
      ],
    ] as const) {
      const response = await update(code.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'malformed_placeholder', message, field });
    }
    expect(await byName('verification_code_email', 'email')).toEqual(code);
  });

  it('accepts doubled braces as literal braces: no variable, and the message writes one brace', async () => {
    const code = await byName('verification_code_email', 'email');
    const response = await update(code.id, { subject: 'Il tuo codice {{TrovaPro}}', content: 'Codice {{valido 15 minuti}}: {verificationCode}' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Template).variables).toEqual(['verificationCode']);
    await update(code.id, { subject: code.subject, content: code.content });
  });
});

describe('POST /api/admin/templates/:id/reset', () => {
  it('puts back the built-in subject and content of a template a message uses, keeping the active flag', async () => {
    const offer = await byName('lead_offer_email', 'email');
    const edited = (
      await update(offer.id, { subject: 'Offerta {category}', content: 'Ciao {businessName}: {purchaseUrl}', isActive: false })
    ).json() as Template;
    expect(edited.variables).toEqual(['category', 'businessName', 'purchaseUrl']);
    const reset = await admin('POST', `/api/admin/templates/${offer.id}/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ...offer, isActive: false });
    await update(offer.id, { isActive: true });
  });

  it('answers 404 for a template no message uses, and for an unknown id', async () => {
    const own = (await create({ type: 'email', name: 'senza_predefinito', subject: 'Ciao', content: 'Ciao' })).json() as Template;
    const response = await admin('POST', `/api/admin/templates/${own.id}/reset`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Questo template non ha un testo predefinito: nessun messaggio lo usa.' });
    expect((await admin('POST', '/api/admin/templates/00000000-0000-4000-8000-000000000000/reset')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/templates/test-email', () => {
  const testEmail = (payload: object) => admin('POST', '/api/admin/templates/test-email', payload);
  const testEmails = () =>
    t.database.db.selectFrom('email_outbox').selectAll().where('purpose', '=', 'template-test').orderBy('created_at').execute();

  it('sends the unsaved text, filled with the sample values, to the signed-in admin only, through the outbox', async () => {
    const response = await testEmail({
      name: 'lead_offer_email',
      subject: 'Prova {inLocation}: {category}',
      content: 'Buongiorno {businessName},\n\n«{userRequest}»\n\nPrezzo: {price} {{sconto}}\n{purchaseUrl}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentTo: TEST_ADMIN.email });
    const [email] = await testEmails();
    expect(email).toMatchObject({ recipient: TEST_ADMIN.email, status: 'pending', subject: '[Prova] Prova a Bologna: Idraulico' });
    expect(email?.text).toContain('Buongiorno Idraulica Rossi,');
    expect(email?.text).toContain(`Prezzo: ${formatEuro('30.00')} IVA inclusa {sconto}`);
    expect(email?.text).toContain('sotto il lavello della cucina');
    // As every offer, it ends with the stop link.
    expect(email?.text).toContain('Non vuoi più ricevere richieste di lavoro da TrovaPro?');
    expect(`${email?.subject}${email?.text}${email?.html}`.replaceAll('{sconto}', '')).not.toMatch(/[{}]/);
    // The template itself is not changed.
    expect((await byName('lead_offer_email', 'email')).subject).toBe('Nuova richiesta {inLocation}: {category}');
  });

  it('refuses a text that breaks the rule, as saving does, and writes nothing', async () => {
    const before = (await testEmails()).length;
    const response = await testEmail({ name: 'partner_refused_email', subject: 'Esito', content: 'Costo: {price}' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unknown_placeholder', field: 'content' });
    expect((await testEmail({ name: 'partner_refused_email', subject: 'Esito {businessName', content: 'Ciao' })).json()).toMatchObject({
      code: 'malformed_placeholder',
      field: 'subject',
    });
    expect(await testEmails()).toHaveLength(before);
  });

  it('is limited per admin (429 with Retry-After)', async () => {
    const body = { name: 'promemoria', subject: 'Promemoria', content: 'Testo di prova' };
    let last = await testEmail(body);
    for (let sent = 0; sent < 12 && last.statusCode === 200; sent += 1) last = await testEmail(body);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ code: 'too_many_requests', message: 'Troppe email di prova in poco tempo. Riprova tra qualche minuto.' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(await testEmails()).toHaveLength(TEST_EMAILS_PER_ADMIN);
  });
});

describe('the public chat list follows the admin edits', () => {
  it('leaves out a stored chat template that breaks the rule, so the chat shows its built-in text', async () => {
    const request = await byName(CHAT_TEMPLATE_NAMES.emailRequest);
    await t.database.db.updateTable('templates').set({ content: 'Ti serve {category} a {location}?' }).where('id', '=', request.id).execute();
    t.publicCache.invalidate('templates');
    const names = ((await getPublic()).json() as Array<{ name: string }>).map((template) => template.name);
    expect(names).not.toContain(CHAT_TEMPLATE_NAMES.emailRequest);
    expect(names).toContain(CHAT_TEMPLATE_NAMES.welcome);
    await t.database.db.updateTable('templates').set({ content: request.content }).where('id', '=', request.id).execute();
    t.publicCache.invalidate('templates');
  });

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
