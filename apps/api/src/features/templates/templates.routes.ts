import { templateErrorMessages } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { FastifySchemaValidationError } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { AppError, invalidField, unauthorized } from '../../lib/app-error.ts';
import { contractRoute, type InputRefusal } from '../../lib/contract-route.ts';
import { announceAdminChanges } from '../../plugins/public-cache.ts';
import { createOfferLinks, offerLinksSecret } from '../partners/partners.service.ts';
import {
  createTemplate,
  listTemplates,
  resetTemplate,
  sendTemplateTestEmail,
  updateTemplate,
  type TestEmailContext,
} from './template-admin.service.ts';
import { listPublicChatTemplates, matchesIfNoneMatch, reportTemplateProblemsTo, seedDefaultTemplates } from './templates.service.ts';

export async function templatesRoutes(app: App, { db, config, publicCache }: AppDeps): Promise<void> {
  announceAdminChanges(app, db, publicCache, 'templates');
  reportTemplateProblemsTo(app.log);
  const testEmail: TestEmailContext = {
    db,
    links: { publicSiteUrl: config.publicSiteUrl, checkoutUrl: config.checkoutUrl },
    offerLinks: createOfferLinks(await offerLinksSecret(db, config), config.checkoutUrl),
  };

  // Clients revalidate every time (no-cache) and get a body-less 304 while nothing changed.
  contractRoute(app, routes.publicTemplates, async (request, reply) => {
    const { templates, etag } = await publicCache.get('templates', 'public', () => listPublicChatTemplates(db));
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send() as never;
    }
    return templates;
  });

  contractRoute(app, routes.adminListTemplates, async () => listTemplates(db));

  contractRoute(
    app,
    routes.adminCreateTemplate,
    async (request, reply) => {
      const template = await createTemplate(db, request.body);
      reply.code(201);
      return template;
    },
    { invalidInput: templateBodyRefusal },
  );

  contractRoute(app, routes.adminUpdateTemplate, async (request) => updateTemplate(db, request.params.id, request.body), {
    invalidInput: templateBodyRefusal,
  });

  contractRoute(app, routes.adminSeedTemplates, async () => seedDefaultTemplates(db));

  contractRoute(app, routes.adminResetTemplate, async (request) => resetTemplate(db, request.params.id));

  contractRoute(app, routes.adminTestTemplateEmail, async (request) => {
    // The admin guard runs first: on this path there is always a signed-in admin.
    if (request.admin === null) throw unauthorized();
    return sendTemplateTestEmail(testEmail, request.admin, request.body);
  });
}

/**
 * The body schema refuses a missing or empty name/content and any `type` in a PATCH (no additional
 * properties) before the handler runs; these answer the product's own messages, still 400 (any other refusal:
 * the error handler's generic one).
 */
const templateBodyRefusal: InputRefusal = (issues, part) => (part === 'body' ? specRefusal(issues) : undefined);

function specRefusal(issues: readonly FastifySchemaValidationError[]): AppError | undefined {
  for (const issue of issues) {
    const params = issue.params as Record<string, unknown>;
    const field = issue.instancePath.replace(/^\//, '') || requiredProperty(params);
    if ((issue.keyword === 'required' || issue.keyword === 'minLength') && (field === 'name' || field === 'content')) {
      return invalidField(field, templateErrorMessages.nameAndContentRequired);
    }
    if (issue.keyword === 'additionalProperties' && additionalProperties(params).includes('type')) {
      return new AppError('type_immutable', templateErrorMessages.typeImmutable, { field: 'type' });
    }
  }
  return undefined;
}

/** TypeBox names the missing properties `requiredProperties`, Ajv `missingProperty`. */
function requiredProperty(params: Record<string, unknown>): string {
  const names = params.requiredProperties ?? params.missingProperty;
  return String(Array.isArray(names) ? names[0] : (names ?? ''));
}

function additionalProperties(params: Record<string, unknown>): unknown[] {
  const names = params.additionalProperties ?? params.additionalProperty;
  return Array.isArray(names) ? names : [names];
}
