import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { comuniImportMessages } from '@trovapro/copy';
import type { ComuniImportDiff } from '@trovapro/domain';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { applyComuniImport, previewComuniImport, type ComuniImportFiles } from '../features/municipalities/comuni-import.service.ts';
import { importMunicipalitiesIfEmpty } from '../features/municipalities/municipalities.service.ts';
import { AppError } from '../lib/app-error.ts';
import { PublicCache } from '../plugins/public-cache.ts';

// `pnpm --filter api comuni:import Elenco-comuni-italiani.csv [--changes variazioni.csv] [--apply]` (issue 36): ISTAT's
// list of comuni against the database of DATABASE_URL (or the embedded PGlite, like `pnpm --filter api migrate`;
// stop the API first then: PGlite allows one process). Without --apply it prints the diff and writes nothing; with
// it, it applies the diff as the admin console does, tells the running instances, and prints the log's id.

const { cli } = comuniImportMessages;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed: { values: { changes?: string; apply?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({ options: { changes: { type: 'string' }, apply: { type: 'boolean' } }, allowPositionals: true, strict: true });
} catch (error) {
  fail(`${(error as Error).message}\n${cli.usage}`);
}
const [comuniPath, ...extra] = parsed.positionals;
if (comuniPath === undefined || extra.length > 0) fail(cli.usage);
const changesPath = parsed.values.changes;

async function readBytes(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    fail(cli.unreadableFile(path, (error as Error).message));
  }
}

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;
const files: ComuniImportFiles = {
  comuni: await readBytes(comuniPath),
  comuniFileName: baseName(comuniPath),
  ...(changesPath === undefined ? {} : { changes: await readBytes(changesPath), changesFileName: baseName(changesPath) }),
};

/** The diff in lines a person reads: each group with its comuni, then the counts. */
function diffLines(diff: ComuniImportDiff): string[] {
  const lines = [cli.inFile(diff.inFile, diff.unchanged)];
  const group = (label: string, items: readonly string[][]) => {
    if (items.length === 0) return;
    lines.push(cli.group(label, items.length), ...items.flat());
  };
  group(
    cli.groups.added,
    diff.added.map((comune) => [cli.added(comune.name, comune.provinceCode, comune.istatCode, comune.cadastralCode, comune.predecessors)]),
  );
  group(
    cli.groups.renamed,
    diff.renamed.map((comune) => [cli.renamed(comune.from, comune.to, comune.provinceCode)]),
  );
  group(
    cli.groups.moved,
    diff.moved.map((comune) => [cli.moved(comune.name, comune.fromProvinceCode, comune.toProvinceCode, comune.fromIstatCode, comune.toIstatCode)]),
  );
  group(
    cli.groups.suppressed,
    diff.suppressed.map((comune) => [
      cli.suppressed(
        comune.name,
        comune.provinceCode,
        comune.successor === null ? null : `${comune.successor.name} (${comune.successor.provinceCode})`,
      ),
      cli.references(comune.landingPages, comune.partners, comune.openLeads),
    ]),
  );
  if (diff.otherChanges > 0) lines.push(cli.otherChanges(diff.otherChanges));
  const counts = {
    added: diff.added.length,
    renamed: diff.renamed.length,
    moved: diff.moved.length,
    suppressed: diff.suppressed.length,
    otherChanges: diff.otherChanges,
  };
  lines.push(Object.values(counts).every((count) => count === 0) ? cli.noDifferences : cli.summary(counts));
  return lines;
}

const db = await createDatabase(loadConfig());
try {
  await migrateToLatest(db);
  // A fresh database holds no comuni yet: without the seed, every comune of the file would read as new.
  await importMunicipalitiesIfEmpty(db);
  if (parsed.values.apply) {
    const result = await applyComuniImport({ db, publicCache: new PublicCache() }, files, { source: 'cli' });
    console.log([...diffLines(result.diff), result.importId === null ? cli.nothingApplied : cli.applied(result.importId)].join('\n'));
  } else {
    const result = await previewComuniImport(db, files);
    console.log([...diffLines(result.diff), cli.dryRun].join('\n'));
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  process.exitCode = 1;
  console.error(cli.refusedFile(error.field === 'changesFile' && changesPath !== undefined ? changesPath : comuniPath, error.message));
} finally {
  await db.destroy();
}
