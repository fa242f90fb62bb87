import { COMUNI_IMPORT_MAX_BASE64_LENGTH, routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { applyComuniImport, comuniAttention, listComuniImports, previewComuniImport } from './comuni-import.service.ts';
import { followComuni } from './municipalities.service.ts';

/** Both ISTAT files at their largest in base64, and the rest of the JSON (names, `apply`). */
const IMPORT_BODY_LIMIT = 2 * COMUNI_IMPORT_MAX_BASE64_LENGTH + 64 * 1024;

/**
 * Issue 36, the admin's «Comuni ISTAT»: ISTAT's files previewed then applied, the log, what waits for the admin. Also
 * where an instance follows the comuni: loaded from the database at start, reloaded when any instance applies a file.
 */
export async function comuniImportRoutes(app: App, { db, publicCache }: AppDeps): Promise<void> {
  const stopFollowing = await followComuni(db, publicCache, app.log);
  app.addHook('onClose', async () => stopFollowing());
  // The real list of comuni is about 1.5 MB in base64, over Fastify's 1 MB default: this plugin's JSON bodies may
  // carry both files (each refused over 10 MB by the schema), read by Fastify's own JSON parser.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, app.getDefaultJsonParser('error', 'error'));

  contractRoute(app, routes.adminComuniImport, async (request) => {
    const { body } = request;
    const files = {
      comuni: Buffer.from(body.comuniFile, 'base64'),
      comuniFileName: body.comuniFileName,
      changes: body.changesFile === undefined ? undefined : Buffer.from(body.changesFile, 'base64'),
      changesFileName: body.changesFileName,
    };
    if (!body.apply) return previewComuniImport(db, files);
    return applyComuniImport({ db, publicCache }, files, { source: 'admin', adminId: request.admin?.id ?? null });
  });
  contractRoute(app, routes.adminComuniImports, async () => listComuniImports(db));
  contractRoute(app, routes.adminComuniAttention, async () => comuniAttention(db));
}
