import { EMAIL_TEMPLATE_NAMES, TEMPLATE_PLACEHOLDERS, isTemplatePlaceholder, unknownPlaceholders, type TemplatePlaceholder } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { PlaceholderValues } from './email-render.ts';
import { renderEmailTemplate, seedDefaultTemplates, type EmailTemplateName } from './templates.service.ts';

/** Every email the API sends, by template name (the rendering tests below cover each one). */
const EMAIL_NAMES = Object.values(EMAIL_TEMPLATE_NAMES) as EmailTemplateName[];
const HOSTILE = `<script>alert(1)</script> "onerror=alert(2) & 'ciao'`;
/** A recognisable value per placeholder: `[[name]]`. */
const SAMPLE_VALUES = Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((name) => [name, `[[${name}]]`])) as Record<TemplatePlaceholder, string>;
/** What a placeholder shows: its sample, or for `{inLocation}` the sample place with its preposition. */
const shown = (variable: TemplatePlaceholder) => (variable === 'inLocation' ? `a ${SAMPLE_VALUES.location}` : SAMPLE_VALUES[variable]);
const HOSTILE_VALUES = Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((name) => [name, HOSTILE])) as PlaceholderValues;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDefaultTemplates(t.database.db);
});
afterAll(() => t.close());

const render = (name: EmailTemplateName, values: PlaceholderValues) => renderEmailTemplate(t.database.db, name, values);
const rowOf = (name: string) =>
  t.database.db.selectFrom('templates').selectAll().where('type', '=', 'email').where('name', '=', name).executeTakeFirst();
/** The `{placeholders}` still written in a text (none may be left once every value is given). */
const leftPlaceholders = (text: string) => [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]);

describe.each(EMAIL_NAMES)('email template %s', (name) => {
  it('has a built-in default, seeded active, using allowed placeholders only', async () => {
    const row = await rowOf(name);
    expect(row, `${name} is not in the default-template seed list`).toBeDefined();
    expect(row?.is_active).toBe(true);
    expect(row?.subject?.trim()).toBeTruthy();
    expect(unknownPlaceholders(row?.subject, row?.content)).toEqual([]);
    expect(row?.variables.length).toBeGreaterThan(0);
  });

  it('renders every placeholder it uses, in subject, text and HTML', async () => {
    const row = await rowOf(name);
    const email = await render(name, SAMPLE_VALUES);
    for (const part of [email.subject, email.text, email.html]) expect(leftPlaceholders(part)).toEqual([]);
    for (const variable of row?.variables ?? []) {
      if (!isTemplatePlaceholder(variable)) throw new Error(`unknown placeholder ${variable}`);
      expect(`${email.subject}\n${email.text}`).toContain(shown(variable));
      if (row?.content.includes(`{${variable}}`)) expect(email.html).toContain(shown(variable));
    }
  });

  it('escapes hostile values in the HTML part and keeps them plain in the text part', async () => {
    const email = await render(name, HOSTILE_VALUES);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('"onerror=');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;onerror=alert(2) &amp; &#39;ciao&#39;');
    expect(email.text).toContain(HOSTILE);
    expect(email.text).not.toContain('&lt;');
  });

  it('renders from the active row, and falls back to the default when the row is inactive or missing', async () => {
    const { db } = t.database;
    const original = await rowOf(name);
    if (original === undefined) throw new Error(`${name} not seeded`);
    const builtIn = await render(name, SAMPLE_VALUES);

    await db
      .updateTable('templates')
      .set({ subject: 'Modificato {leadId}', content: 'Testo modificato {leadId}' })
      .where('id', '=', original.id)
      .execute();
    expect(await render(name, SAMPLE_VALUES)).toMatchObject({ subject: 'Modificato [[leadId]]', text: 'Testo modificato [[leadId]]' });

    await db.updateTable('templates').set({ is_active: false }).where('id', '=', original.id).execute();
    expect(await render(name, SAMPLE_VALUES)).toEqual(builtIn);

    await db.deleteFrom('templates').where('id', '=', original.id).execute();
    expect(await render(name, SAMPLE_VALUES)).toEqual(builtIn);
    await db.insertInto('templates').values(original).execute();
  });
});
