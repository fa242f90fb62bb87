import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built app's entry as server-rendered pages load it: its module script, preloads and styles. */
export interface EntryAssets {
  script: string;
  preloads: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Reads Vite's manifest (`build.manifest`) for the `index.html` entry: the server-rendered landing page
 * loads the same bundle as the SPA, which mounts only the chat into its marker (see src/main.tsx).
 */
export function readEntryAssets(distDir: string): EntryAssets {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} not found: build the public site first (pnpm --filter public-site build).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error(`${manifestFile} has no index.html entry`);

  const preloads = new Set<string>();
  const styles = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  return { script: `/${entry.file}`, preloads: [...preloads], styles: [...styles].map((file) => `/${file}`) };
}
