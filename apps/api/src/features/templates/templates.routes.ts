import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { listPublicChatTemplates, matchesIfNoneMatch } from './templates.service.ts';

export async function templatesRoutes(app: App, { db }: AppDeps): Promise<void> {
  // Clients revalidate every time (no-cache) and get a body-less 304 while nothing changed.
  contractRoute(app, routes.publicTemplates, async (request, reply) => {
    const { templates, etag } = await listPublicChatTemplates(db);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send() as never;
    }
    return templates;
  });
}
