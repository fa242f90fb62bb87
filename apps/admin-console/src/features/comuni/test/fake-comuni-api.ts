import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { ApiError, startContractFake, type ContractFake } from '@trovapro/api-client/testing';
import { istatFileMessages } from '@trovapro/copy';
import type { ComuniAttentionItem, ComuniImportBody, ComuniImportDiff, ComuniImportLogEntry } from '@trovapro/domain';

/** A header cell each of ISTAT's two files has (the API looks for these, and more, by name). */
export const COMUNI_FILE_COLUMN = 'Codice Catastale del comune';
export const CHANGES_FILE_COLUMN = 'Tipo variazione';

/**
 * The comuni routes on the shared contract fake, for this feature's component tests (the API has its own tests of the
 * files and the diff): a file is refused, with the API's own message, when its header lacks the column that makes it
 * ISTAT's; otherwise it yields `pendingDiff`, which applying writes to the log and empties (the same file again
 * changes nothing).
 */
export interface FakeComuniApi extends ContractFake {
  /** What a readable file would change. */
  pendingDiff: ComuniImportDiff;
  /** The log, newest first. */
  imports: ComuniImportLogEntry[];
  attention: ComuniAttentionItem[];
  /** Every import call, its files decoded back to text (Windows-1252 read as latin1, byte for byte). */
  received: { comuniFile: string; comuniFileName?: string; changesFile?: string; changesFileName?: string; apply: boolean }[];
  /** Who the fake says applied an import. */
  adminName: string;
}

export function emptyDiff(inFile = 7904): ComuniImportDiff {
  return { inFile, unchanged: inFile, added: [], renamed: [], moved: [], suppressed: [], otherChanges: 0 };
}

const decode = (base64: string) => Buffer.from(base64, 'base64').toString('latin1');

export async function startFakeComuniApi(): Promise<FakeComuniApi> {
  const fake = await startContractFake({
    adminComuniImport: ({ body }) => {
      const request = body as ComuniImportBody;
      const comuniFile = decode(request.comuniFile);
      const changesFile = request.changesFile === undefined ? undefined : decode(request.changesFile);
      api.received.push({
        comuniFile,
        apply: request.apply,
        ...(request.comuniFileName !== undefined && { comuniFileName: request.comuniFileName }),
        ...(changesFile !== undefined && { changesFile }),
        ...(request.changesFileName !== undefined && { changesFileName: request.changesFileName }),
      });
      if (!comuniFile.includes(COMUNI_FILE_COLUMN)) {
        throw new ApiError(400, 'validation_error', istatFileMessages.missingColumns(istatFileMessages.comuniFile, [COMUNI_FILE_COLUMN]));
      }
      if (changesFile !== undefined && !changesFile.includes(CHANGES_FILE_COLUMN)) {
        throw new ApiError(400, 'validation_error', istatFileMessages.missingColumns(istatFileMessages.changesFile, [CHANGES_FILE_COLUMN]));
      }
      const diff = api.pendingDiff;
      const changes = diff.added.length + diff.renamed.length + diff.moved.length + diff.suppressed.length + diff.otherChanges;
      if (!request.apply || changes === 0) return { body: { applied: false, importId: null, diff } };
      const entry: ComuniImportLogEntry = {
        id: randomUUID(),
        createdAt: new Date().toISOString(),
        source: 'admin',
        adminName: api.adminName,
        comuniFileName: request.comuniFileName ?? null,
        changesFileName: request.changesFileName ?? null,
        counts: {
          added: diff.added.length,
          renamed: diff.renamed.length,
          moved: diff.moved.length,
          suppressed: diff.suppressed.length,
          otherChanges: diff.otherChanges,
        },
      };
      api.imports.unshift(entry);
      api.pendingDiff = emptyDiff(diff.inFile);
      return { body: { applied: true, importId: entry.id, diff } };
    },
    adminComuniImports: () => ({ body: { imports: api.imports } }),
    adminComuniAttention: () => ({ body: { items: api.attention } }),
  });
  const api: FakeComuniApi = { ...fake, pendingDiff: emptyDiff(), imports: [], attention: [], received: [], adminName: 'Giulia Bianchi' };
  return api;
}
