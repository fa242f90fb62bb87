import { defaultChatTemplates } from '@trovapro/copy';
import {
  CHAT_TEMPLATE_NAMES,
  EMAIL_TEMPLATE_NAMES,
  renderTemplateText,
  TEMPLATE_REGISTRY,
  TemplateRenderError,
  templateIssues,
} from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueEmail } from '../email-outbox/email-outbox.service.ts';
import {
  renderEmailTemplate,
  seedDefaultTemplates,
  warnAboutBrokenTemplates,
  type EmailTemplateName,
  type EmailValues,
} from './templates.service.ts';
import { captureLogs } from '../../test/log-capture.ts';

/** Every email the API sends, by template name (the rendering tests below cover each one). */
const EMAIL_NAMES = Object.values(EMAIL_TEMPLATE_NAMES) as EmailTemplateName[];
const HOSTILE = `<script>alert(1)</script> "onerror=alert(2) & 'ciao'`;

/** The values the message of `name` is given, as its registry entry lists them: `[[name]]` each, the place «Bologna». */
function registryValues(name: EmailTemplateName, value: (placeholder: string) => string = (placeholder) => `[[${placeholder}]]`) {
  const placeholders: readonly string[] = TEMPLATE_REGISTRY.email[name];
  const values = Object.fromEntries(
    placeholders.filter((placeholder) => placeholder !== 'inLocation').map((placeholder) => [placeholder, value(placeholder)]),
  );
  return (placeholders.includes('location') && value('location') === '[[location]]' ? { ...values, location: 'Bologna' } : values) as EmailValues<
    typeof name
  >;
}
/** What a placeholder shows with `registryValues`. */
const shown = (placeholder: string) => (placeholder === 'location' ? 'Bologna' : placeholder === 'inLocation' ? 'a Bologna' : `[[${placeholder}]]`);

const logs = captureLogs();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' }, logStream: logs.stream });
  await seedDefaultTemplates(t.database.db);
});
afterAll(() => t.close());

const render = (name: EmailTemplateName, values = registryValues(name)) => renderEmailTemplate(t.database.db, name, values);
const rowOf = (name: string) =>
  t.database.db.selectFrom('templates').selectAll().where('type', '=', 'email').where('name', '=', name).executeTakeFirst();

describe.each(EMAIL_NAMES)('email template %s', (name) => {
  it('has a built-in default, seeded active, that keeps the rule of its message', async () => {
    const row = await rowOf(name);
    expect(row, `${name} is not in the default-template seed list`).toBeDefined();
    expect(row?.is_active).toBe(true);
    expect(row?.subject?.trim()).toBeTruthy();
    expect(templateIssues('email', name, { subject: row?.subject, content: row?.content ?? '' })).toEqual([]);
    expect(row?.variables.length).toBeGreaterThan(0);
  });

  it("renders with its registry's values: no brace left, and every placeholder it uses filled", async () => {
    const row = await rowOf(name);
    const email = await render(name);
    for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(/[{}]/);
    for (const variable of row?.variables ?? []) {
      expect(`${email.subject}\n${email.text}`).toContain(shown(variable));
      if (row?.content.includes(`{${variable}}`)) expect(email.html).toContain(shown(variable));
    }
  });

  it('escapes hostile values in the HTML part and keeps them plain in the text part', async () => {
    const email = await render(
      name,
      registryValues(name, () => HOSTILE),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('"onerror=');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;onerror=alert(2) &amp; &#39;ciao&#39;');
    expect(email.text).toContain(HOSTILE);
    expect(email.text).not.toContain('&lt;');
  });

  it('renders from the active row, and falls back to the default when the row is inactive, missing or breaks the rule', async () => {
    const { db } = t.database;
    const original = await rowOf(name);
    if (original === undefined) throw new Error(`${name} not seeded`);
    const builtIn = await render(name);

    await db
      .updateTable('templates')
      .set({ subject: 'Modificato {businessName}{{1}}', content: 'Testo modificato {businessName}' })
      .where('id', '=', original.id)
      .execute();
    const edited = await render(name, { ...registryValues(name), businessName: 'Alfa' } as EmailValues<typeof name>);
    if ((TEMPLATE_REGISTRY.email[name] as readonly string[]).includes('businessName')) {
      expect(edited).toMatchObject({ subject: 'Modificato Alfa{1}', text: 'Testo modificato Alfa' });
    } else {
      // This message is not given `{businessName}`: the stored text breaks the rule and is not used.
      expect(edited).toEqual(builtIn);
    }

    logs.clear();
    await db.updateTable('templates').set({ subject: 'Offerta', content: 'Il prezzo {price' }).where('id', '=', original.id).execute();
    expect(await render(name)).toEqual(builtIn);
    expect(logs.lines.some((line) => line.includes('"level":50') && line.includes(name) && line.includes('{price'))).toBe(true);

    await db
      .updateTable('templates')
      .set({ subject: original.subject, content: original.content, is_active: false })
      .where('id', '=', original.id)
      .execute();
    expect(await render(name)).toEqual(builtIn);

    await db.deleteFrom('templates').where('id', '=', original.id).execute();
    expect(await render(name)).toEqual(builtIn);
    await db.insertInto('templates').values(original).execute();
  });
});

describe.each(Object.values(CHAT_TEMPLATE_NAMES))('chat template %s', (name) => {
  it("keeps the rule of its message, and its built-in text rendered with its registry's values leaves no brace", () => {
    const content = defaultChatTemplates[name];
    expect(templateIssues('chat', name, { content })).toEqual([]);
    const values = Object.fromEntries(TEMPLATE_REGISTRY.chat[name].map((placeholder) => [placeholder, `[[${placeholder}]]`]));
    const message = renderTemplateText(content, values);
    expect(message).not.toMatch(/[{}]/);
    for (const placeholder of TEMPLATE_REGISTRY.chat[name]) expect(message).toContain(`[[${placeholder}]]`);
  });
});

describe('a message that would keep a placeholder', () => {
  it('is refused: rendering throws and the transaction writing its outbox row writes nothing', async () => {
    const { db } = t.database;
    const { refusalReason: _left, ...withoutReason } = registryValues(EMAIL_TEMPLATE_NAMES.partnerRefused) as Record<string, string>;
    const attempt = db.transaction().execute(async (trx) => {
      const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.partnerRefused, withoutReason as EmailValues<'partner_refused_email'>);
      await enqueueEmail(trx, { dedupeKey: 'partner-refused:prova', purpose: 'partner-refused', to: 'a@example.it', ...message });
    });
    await expect(attempt).rejects.toThrow(TemplateRenderError);
    await expect(attempt).rejects.toThrow(/refusalReason/);
    expect(await db.selectFrom('email_outbox').select('id').where('dedupe_key', '=', 'partner-refused:prova').execute()).toEqual([]);
  });
});

describe('at start-up', () => {
  it('lists the stored templates that break the rule (no shipped one does), and nothing when none does', async () => {
    const { db } = t.database;
    const warnings: Array<{ details: object; message: string }> = [];
    const log = { warn: (details: object, message: string) => void warnings.push({ details, message }) };
    expect(await warnAboutBrokenTemplates(db, log)).toEqual([]);
    expect(warnings).toEqual([]);

    const refused = await rowOf(EMAIL_TEMPLATE_NAMES.partnerRefused);
    await db.updateTable('templates').set({ content: 'Ciao {businessName}, costo {price}' }).where('id', '=', refused!.id).execute();
    await db.insertInto('templates').values({ type: 'chat', name: 'saluto', content: 'Ciao {userName' }).execute();
    const broken = await warnAboutBrokenTemplates(db, log);
    expect(broken).toEqual([
      {
        source: 'stored',
        type: 'chat',
        name: 'saluto',
        issues: [{ field: 'content', kind: 'unclosed', fragment: '{userName' }],
      },
      {
        source: 'stored',
        type: 'email',
        name: 'partner_refused_email',
        issues: [{ field: 'content', kind: 'not_allowed', placeholders: ['price'] }],
      },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain('stored chat/saluto, stored email/partner_refused_email');

    await db.updateTable('templates').set({ content: refused!.content }).where('id', '=', refused!.id).execute();
    await db.deleteFrom('templates').where('name', '=', 'saluto').execute();
  });
});
