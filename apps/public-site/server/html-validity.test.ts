import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { publicPages } from './test/public-pages.ts';

// Every public page as the public site answers it, checked by the Nu Html Checker (the W3C validator, the
// vnu-jar package; it runs on Java) and, without Java, for the error it once found (an aria-label on a span).

const pages = publicPages;

/** Elements whose role takes no name (generic, paragraph, emphasis…): an aria-label there is an error. */
const UNNAMEABLE = ['span', 'div', 'p', 'b', 'i', 'em', 'strong', 'small', 'code', 'li', 'h1', 'h2', 'h3'];

describe('public pages: valid HTML', () => {
  it.each(Object.entries(pages))('%s puts no aria-label on an element that cannot take one', (_name, html) => {
    const misplaced = [...html.matchAll(/<([a-z0-9]+)\b([^>]*)>/g)].filter(
      ([, tag = '', attributes = '']) => UNNAMEABLE.includes(tag) && /\saria-label=/.test(attributes) && !/\srole=/.test(attributes),
    );
    expect(misplaced.map(([element]) => element)).toEqual([]);
  });

  describe('the Nu Html Checker', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-pages-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('finds no error and no warning on any public page', { timeout: 120_000 }, async () => {
      const files = Object.entries(pages).map(([name, html]) => {
        const file = path.join(dir, `${name}.html`);
        writeFileSync(file, html);
        return file;
      });
      const jar = String(createRequire(import.meta.url)('vnu-jar'));
      let output: string;
      try {
        ({ stderr: output } = await promisify(execFile)('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files], {
          maxBuffer: 16 * 1024 * 1024,
        }));
      } catch (error) {
        throw new Error(`The Nu Html Checker needs Java (apt-get install default-jre-headless): ${String(error)}`);
      }
      const { messages } = JSON.parse(output) as { messages: { type: string; subType?: string; url: string; message: string; extract?: string }[] };
      const problems = messages
        .filter((message) => message.type === 'error' || message.subType === 'warning')
        .map((message) => `${path.basename(message.url)}: ${message.message} — ${message.extract ?? ''}`);
      expect(problems).toEqual([]);
    });
  });
});
