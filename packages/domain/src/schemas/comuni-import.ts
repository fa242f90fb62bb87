import { Type, type Static } from 'typebox';
import { Nullable, TimestampSchema, UuidSchema } from './common.ts';

/**
 * Issue 36: the comuni follow ISTAT's official list. The admin uploads ISTAT's `Elenco-comuni-italiani.csv` (and,
 * optionally, its file of administrative changes, which names the comune that succeeded each suppressed one), sees
 * what would change, then applies it in one transaction. Comuni are matched by cadastral (Belfiore) code.
 */

/** The largest ISTAT file accepted, decoded (the real list of comuni is about 1.1 MB, the changes about 2 MB). */
export const COMUNI_IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The same in base64 characters. */
export const COMUNI_IMPORT_MAX_BASE64_LENGTH = 4 * Math.ceil(COMUNI_IMPORT_MAX_FILE_BYTES / 3);

const IstatCodeSchema = Type.String({ pattern: '^\\d{6}$' });
/** The Belfiore code («A952»); `#` and the ISTAT code for a row the installation's snapshot did not list. */
const CadastralCodeSchema = Type.String({ minLength: 4, maxLength: 7 });
const FileNameSchema = Type.String({ maxLength: 300 });
const Base64FileSchema = Type.String({ minLength: 1, maxLength: COMUNI_IMPORT_MAX_BASE64_LENGTH, pattern: '^[A-Za-z0-9+/\\r\\n]*={0,2}\\s*$' });

/** `POST /api/admin/comuni/import`: the files as base64; `apply` false previews the diff, true applies it. */
export const ComuniImportBodySchema = Type.Object(
  {
    comuniFile: Base64FileSchema,
    comuniFileName: Type.Optional(FileNameSchema),
    changesFile: Type.Optional(Base64FileSchema),
    changesFileName: Type.Optional(FileNameSchema),
    apply: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ComuniImportBody = Static<typeof ComuniImportBodySchema>;

/** A comune new in the file; `predecessors` are the names of the comuni it succeeded (a merger), else empty. */
export const AddedComuneSchema = Type.Object({
  istatCode: IstatCodeSchema,
  cadastralCode: CadastralCodeSchema,
  name: Type.String(),
  provinceCode: Type.String(),
  predecessors: Type.Array(Type.String()),
});

/** A comune with a new name (its codes and province as in the file). */
export const RenamedComuneSchema = Type.Object({
  istatCode: IstatCodeSchema,
  cadastralCode: CadastralCodeSchema,
  from: Type.String(),
  to: Type.String(),
  provinceCode: Type.String(),
});

/** A comune moved to another province: its ISTAT code changes, its cadastral code stays. */
export const MovedComuneSchema = Type.Object({
  cadastralCode: CadastralCodeSchema,
  /** As in the file. */
  name: Type.String(),
  fromProvinceCode: Type.String(),
  toProvinceCode: Type.String(),
  fromIstatCode: IstatCodeSchema,
  toIstatCode: IstatCodeSchema,
});

/**
 * A comune the file no longer lists. With a `successor` (from the changes file) its landing pages redirect to the
 * successor's and its partners and open leads move there; without one, its pages are unpublished and its partners
 * and open leads are listed for the admin (`GET /api/admin/comuni/attention`). The counts are before the change.
 */
export const SuppressedComuneSchema = Type.Object({
  istatCode: IstatCodeSchema,
  cadastralCode: CadastralCodeSchema,
  name: Type.String(),
  provinceCode: Type.String(),
  successor: Nullable(Type.Object({ istatCode: IstatCodeSchema, name: Type.String(), provinceCode: Type.String() })),
  landingPages: Type.Integer({ minimum: 0 }),
  partners: Type.Integer({ minimum: 0 }),
  openLeads: Type.Integer({ minimum: 0 }),
});

/**
 * What a file changes, in ISTAT's order of interest. A comune renamed and moved is in both lists. `otherChanges`
 * counts comuni whose only change is another field (other-language name, province name, region name).
 */
export const ComuniImportDiffSchema = Type.Object({
  inFile: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  added: Type.Array(AddedComuneSchema),
  renamed: Type.Array(RenamedComuneSchema),
  moved: Type.Array(MovedComuneSchema),
  suppressed: Type.Array(SuppressedComuneSchema),
  otherChanges: Type.Integer({ minimum: 0 }),
});
export type ComuniImportDiff = Static<typeof ComuniImportDiffSchema>;

/**
 * The import's answer. `applied` is true when this call wrote the changes (`importId`: its log row); false for a
 * preview, and for an apply that found nothing to change (the same file again: nothing is written or logged).
 */
export const ComuniImportResultSchema = Type.Object({
  applied: Type.Boolean(),
  importId: Nullable(UuidSchema),
  diff: ComuniImportDiffSchema,
});
export type ComuniImportResult = Static<typeof ComuniImportResultSchema>;

export const ComuniImportCountsSchema = Type.Object({
  added: Type.Integer({ minimum: 0 }),
  renamed: Type.Integer({ minimum: 0 }),
  moved: Type.Integer({ minimum: 0 }),
  suppressed: Type.Integer({ minimum: 0 }),
  otherChanges: Type.Integer({ minimum: 0 }),
});
export type ComuniImportCounts = Static<typeof ComuniImportCountsSchema>;

/** One applied import: when, by whom (`source` 'cli': the command line, `adminName` null), which file, the counts. */
export const ComuniImportLogEntrySchema = Type.Object({
  id: UuidSchema,
  createdAt: TimestampSchema,
  source: Type.Union([Type.Literal('admin'), Type.Literal('cli')]),
  /** Null for the command line, or once that admin was deleted. */
  adminName: Nullable(Type.String()),
  comuniFileName: Nullable(Type.String()),
  changesFileName: Nullable(Type.String()),
  counts: ComuniImportCountsSchema,
});
export type ComuniImportLogEntry = Static<typeof ComuniImportLogEntrySchema>;

/** `GET /api/admin/comuni/imports`: the applied imports, newest first (the last 100). */
export const ComuniImportLogSchema = Type.Object({ imports: Type.Array(ComuniImportLogEntrySchema) });
export type ComuniImportLog = Static<typeof ComuniImportLogSchema>;

/**
 * Something tied to a comune ISTAT suppressed without a known successor, which the admin must settle by hand (nothing
 * is mapped by guess): a partner whose seat or served comuni include it, an open lead in it, a landing page of it
 * (unpublished). `label` names it (business, customer's request category, page title); `reason` says why, in Italian.
 * The list is live: an item leaves it once the admin changed it.
 */
export const ComuniAttentionItemSchema = Type.Object({
  kind: Type.Union([Type.Literal('partner'), Type.Literal('lead'), Type.Literal('landing_page')]),
  id: UuidSchema,
  label: Type.String(),
  comune: Type.Object({ istatCode: IstatCodeSchema, name: Type.String(), provinceCode: Type.String() }),
  suppressedAt: TimestampSchema,
  reason: Type.String(),
});
export type ComuniAttentionItem = Static<typeof ComuniAttentionItemSchema>;

/** `GET /api/admin/comuni/attention`: partners first, then open leads, then landing pages; by comune, then label. */
export const ComuniAttentionSchema = Type.Object({ items: Type.Array(ComuniAttentionItemSchema) });
export type ComuniAttention = Static<typeof ComuniAttentionSchema>;
