import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import {
  erasePersonalData,
  exportPersonalData,
  legalInfo,
  previewSelfErase,
  privacySecret,
  selfErase,
  type PrivacyContext,
} from './privacy.service.ts';

/** `GET /api/legal` may be cached this long by browsers and proxies. */
const LEGAL_MAX_AGE_SECONDS = 5 * 60;

/** Legal information, the admin's export and erase of a person's data, and the self-erase link. */
export async function privacyRoutes(app: App, { config, db, payments, publicCache }: AppDeps): Promise<void> {
  const context: PrivacyContext = { db, payments, publicCache, log: app.log, secret: await privacySecret(db, config) };
  const legal = legalInfo(config);

  contractRoute(app, routes.legalInfo, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${LEGAL_MAX_AGE_SECONDS}`);
    return legal;
  });

  contractRoute(app, routes.adminPrivacyExport, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return exportPersonalData(db, request.query.email);
  });

  contractRoute(app, routes.adminPrivacyErase, async (request) => {
    const result = await erasePersonalData(context, request.body.email);
    // Accountability without the address: what was erased, never whose.
    const { email: _email, ...counts } = result;
    request.log.info(counts, 'personal data erased by an admin');
    return result;
  });

  contractRoute(app, routes.privacyErasePreview, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return previewSelfErase(context, request.query.t);
  });

  contractRoute(app, routes.privacyErase, async (request) => {
    const response = await selfErase(context, request.body.token, request.ip);
    request.log.info('personal data erased by its person');
    return response;
  });
}
