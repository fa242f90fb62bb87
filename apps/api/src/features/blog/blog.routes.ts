import { apiBlog } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { invalidField } from '../../lib/app-error.ts';
import { announceAdminChanges } from '../../plugins/public-cache.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { configuredOpenAi } from '../../providers/ai/index.ts';
import { createWriter } from '../../providers/writer/index.ts';
import { DailySalts } from '../analytics/analytics.service.ts';
import { viewPost } from './blog-views.ts';
import { blogPostsSitemap, createPost, deletePost, listAdminPosts, listPublicPosts, publishPost, updatePost } from './blog.service.ts';

/** The generator's only input is the keyword: whatever its schema refuses gets the product's message (still 400). */
const keywordRequired = () => invalidField('keyword', apiBlog.keywordRequired);

export async function blogRoutes(app: App, { db, config, publicCache }: AppDeps): Promise<void> {
  announceAdminChanges(app, db, publicCache, 'blog');
  // OpenAI when configured, else the built-in Italian writer.
  const writer = createWriter(configuredOpenAi(config, app.log));
  const views = { db, salts: new DailySalts(db) };

  contractRoute(app, routes.publicBlogPosts, async (request) =>
    publicCache.get('blog', JSON.stringify(request.query), () => listPublicPosts(db, request.query)),
  );
  contractRoute(app, routes.publicBlogPost, async (request, reply) => {
    // Every answer may count a view: no shared cache answers in the API's place.
    reply.header('cache-control', 'no-store');
    return viewPost(views, request.params.slug, { clientAddress: request.ip, userAgent: request.headers['user-agent'] });
  });
  contractRoute(app, routes.sitemapBlogPosts, async (request) => blogPostsSitemap(db, request.query.page ?? 1));

  contractRoute(app, routes.adminListBlogPosts, async (request) => listAdminPosts(db, request.query));
  contractRoute(app, routes.adminCreateBlogPost, async (request, reply) => {
    const post = await createPost(db, request.body);
    reply.code(201);
    return post;
  });
  contractRoute(app, routes.adminUpdateBlogPost, async (request) => updatePost(db, request.params.id, request.body));
  contractRoute(app, routes.adminDeleteBlogPost, async (request) => deletePost(db, request.params.id));
  contractRoute(app, routes.adminPublishBlogPost, async (request) => publishPost(db, request.params.id));
  contractRoute(
    app,
    routes.adminGenerateBlogPost,
    async (request) => {
      const keyword = request.body.keyword.trim();
      if (keyword === '') throw keywordRequired();
      return writer.writeBlogArticle(keyword);
    },
    { invalidInput: keywordRequired },
  );
}
