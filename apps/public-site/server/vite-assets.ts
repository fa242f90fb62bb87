import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The manifest key of the landing page's entry (an input of vite.config.ts). */
export const LANDING_ENTRY = 'src/landing-chat.tsx';

/** The landing page's entry as the server-rendered page loads it: its module script, preloads and styles. */
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
 * Reads Vite's manifest (`build.manifest`) for the landing entry: the chat island alone (src/landing-chat.tsx),
 * with the chunks it imports and their styles.
 */
export function readEntryAssets(distDir: string): EntryAssets {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} not found: build the public site first (pnpm --filter public-site build).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[LANDING_ENTRY];
  if (!entry?.isEntry) throw new Error(`${manifestFile} has no ${LANDING_ENTRY} entry`);

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
