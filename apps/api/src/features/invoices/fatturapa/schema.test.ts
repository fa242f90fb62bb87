import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFatturaPA } from './build.ts';
import { validateAgainstSchema } from './schema.ts';
import { FATTURAPA_XSD, XMLDSIG_XSD } from './schema/files.generated.ts';
import { invoice } from './test-documents.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const file = (name: string) => readFileSync(new URL(`./schema/${name}`, import.meta.url));

describe('the schema files', () => {
  it('the embedded constants are the committed files byte for byte, whose SHA-256 the README names', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    for (const [name, embedded] of [
      ['Schema_del_file_xml_FatturaPA_v1.2.2.xsd', FATTURAPA_XSD],
      ['xmldsig-core-schema.xsd', XMLDSIG_XSD],
    ] as const) {
      const committed = sha256(file(name));
      expect(sha256(Buffer.from(embedded, 'utf8'))).toBe(committed);
      expect(readme).toContain(committed);
    }
  });

  it('compiles once: concurrent first validations share it, and a later one is fast', async () => {
    const xml = buildFatturaPA(invoice());
    const results = await Promise.all([validateAgainstSchema(xml), validateAgainstSchema(xml), validateAgainstSchema(xml)]);
    expect(results).toEqual([{ valid: true }, { valid: true }, { valid: true }]);
    const started = performance.now();
    for (let index = 0; index < 20; index += 1) expect(await validateAgainstSchema(xml)).toEqual({ valid: true });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses a document that is not a FatturaPA (another root, another namespace)', async () => {
    const result = await validateAgainstSchema('<?xml version="1.0"?><FatturaElettronica versione="FPR12"/>');
    expect(result).toEqual({ valid: false, errors: [expect.stringMatching(/No matching global declaration available for the validation root/)] });
  });

  it('never reaches for an external entity: a DOCTYPE pointing elsewhere is not loaded', async () => {
    const xml = buildFatturaPA(invoice())
      .replace('<p:FatturaElettronica', '<!DOCTYPE p:FatturaElettronica [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<p:FatturaElettronica')
      .replace('<Comune>Milano</Comune>', '<Comune>&x;</Comune>');
    const result = await validateAgainstSchema(xml);
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result)).not.toContain('root:');
  });
});
