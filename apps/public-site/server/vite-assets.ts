import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The manifest keys of the islands' entries (inputs of vite.config.ts): a landing page's chat, Home's, the sign-up form of /aziende. */
export const LANDING_ENTRY = 'src/landing-chat.tsx';
export const HOME_ENTRY = 'src/home-chat.tsx';
export const PARTNER_ENTRY = 'src/partner-signup.tsx';

/** An island's entry as a server-rendered page loads it: its module script, the chunks to preload, its styles. */
export interface EntryAssets {
  script: string;
  preloads: string[];
  /**
   * The CSS of the entry and its chunks (the chat's, a few KB), written into the page: a stylesheet link
   * would hold the first paint for one more request, for styles only the island needs once it mounts.
   */
  css: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Reads Vite's manifest (`build.manifest`) for one island entry (the chat alone, without the full site's
 * bundle): the chunks it imports, and their styles read from the build.
 */
export function readEntryAssets(distDir: string, entryKey: string): EntryAssets {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} not found: build the public site first (pnpm --filter public-site build).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new Error(`${manifestFile} has no ${entryKey} entry`);

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
  const css = [...styles].map((file) => readFileSync(path.join(distDir, file), 'utf8').trim()).join('\n');
  if (/<\/style/i.test(css)) throw new Error(`The styles of ${entryKey} cannot be written into a <style> element`);
  return { script: `/${entry.file}`, preloads: [...preloads], css };
}
