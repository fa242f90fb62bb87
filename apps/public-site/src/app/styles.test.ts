import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteSrc = path.resolve(import.meta.dirname, '..');
const uiSrc = path.dirname(createRequire(import.meta.url).resolve('@trovapro/ui'));
const mantineStyles = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'))
    .map((file) => path.join(dir, file));

/** The names a file imports from a module. */
function importedNames(file: string, module: string): string[] {
  const pattern = new RegExp(`import \\{([^}]+)\\} from '${module}'`, 'g');
  return [...readFileSync(file, 'utf8').matchAll(pattern)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

describe("the full site's Mantine styles (src/app/styles.css)", () => {
  it('import the CSS file of every Mantine component the site renders, its own and those of the @trovapro/ui parts it uses', () => {
    const siteFiles = sourceFiles(siteSrc);
    const uiExports = readFileSync(path.join(uiSrc, 'index.ts'), 'utf8');
    const uiFiles = [...new Set(siteFiles.flatMap((file) => importedNames(file, '@trovapro/ui')))].map((name) => {
      const from = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./([^']+)'`).exec(uiExports)?.[1];
      if (!from) throw new Error(`${name} is not exported by @trovapro/ui`);
      return path.join(uiSrc, from);
    });
    const components = new Set([...siteFiles, ...uiFiles].flatMap((file) => importedNames(file, '@mantine/core')));
    const styled = [...components].filter((name) => existsSync(path.join(mantineStyles, `${name}.css`)));
    expect(styled.length).toBeGreaterThan(10);

    const stylesheet = readFileSync(path.join(siteSrc, 'app', 'styles.css'), 'utf8');
    const missing = styled.filter((name) => !stylesheet.includes(`@import '@mantine/core/styles/${name}.css';`));
    expect(missing).toEqual([]);
  });

  it("import the shared rule that keeps one toast on screen (product §9), as the other apps' styles do", () => {
    const stylesheet = readFileSync(path.join(siteSrc, 'app', 'styles.css'), 'utf8');
    expect(stylesheet).toContain("@import '@trovapro/ui/toasts.css';");
    expect(readFileSync(path.join(uiSrc, 'styles.css'), 'utf8')).toContain("@import './toasts.css';");
  });
});
