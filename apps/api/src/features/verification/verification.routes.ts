import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { verificationSecret } from './verification-code.ts';
import { sendVerification, verifyCode, type VerificationContext } from './verification.service.ts';

export async function verificationRoutes(app: App, { config, db }: AppDeps): Promise<void> {
  const context: VerificationContext = { db, secret: await verificationSecret(db, config) };

  contractRoute(app, routes.sendVerification, async (request) => sendVerification(context, request.body, request.ip));

  contractRoute(app, routes.verifyCode, async (request) => verifyCode(context, request.body, request.ip));
}
