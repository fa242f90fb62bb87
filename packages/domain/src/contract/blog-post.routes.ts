import {
  AdminBlogPostListQuerySchema,
  AdminBlogPostListSchema,
  BlogPostSchema,
  CreateBlogPostBodySchema,
  GenerateBlogPostBodySchema,
  GeneratedBlogPostSchema,
  PublicBlogPostListSchema,
  UpdateBlogPostBodySchema,
} from '../schemas/blog-post.ts';
import { IdParamsSchema, PageQuerySchema, SuccessSchema } from '../schemas/common.ts';
import { SlugParamsSchema } from '../schemas/landing-page.ts';
import { defineRoute } from './define-route.ts';

export const publicBlogPosts = defineRoute({
  method: 'GET',
  path: '/api/blog-posts',
  access: 'public',
  tag: 'blog',
  summary: 'Published posts, newest first; 12 a page by default',
  query: PageQuerySchema,
  responses: { 200: PublicBlogPostListSchema },
});

export const publicBlogPost = defineRoute({
  method: 'GET',
  path: '/api/blog-posts/:slug',
  access: 'public',
  tag: 'blog',
  summary: 'A published post by slug (404 otherwise)',
  params: SlugParamsSchema,
  responses: { 200: BlogPostSchema },
  errors: {
    404: 'No published post has this slug (`not_found`).',
  },
});

export const adminListBlogPosts = defineRoute({
  method: 'GET',
  path: '/api/admin/blog-posts',
  access: 'admin',
  tag: 'blog',
  summary: 'Posts filtered by status, newest first; 20 a page by default',
  query: AdminBlogPostListQuerySchema,
  responses: { 200: AdminBlogPostListSchema },
});

export const adminCreateBlogPost = defineRoute({
  method: 'POST',
  path: '/api/admin/blog-posts',
  access: 'admin',
  tag: 'blog',
  summary: 'Create a post (409 when the slug is taken; content sanitized on save)',
  body: CreateBlogPostBodySchema,
  responses: { 201: BlogPostSchema },
  errors: {
    400: 'A required text is blank once trimmed, or the content is empty once sanitized.',
    409: 'Another post has this slug (`conflict`).',
  },
});

export const adminUpdateBlogPost = defineRoute({
  method: 'PATCH',
  path: '/api/admin/blog-posts/:id',
  access: 'admin',
  tag: 'blog',
  summary: 'Edit a post',
  params: IdParamsSchema,
  body: UpdateBlogPostBodySchema,
  responses: { 200: BlogPostSchema },
  errors: {
    400: 'A required text is blank once trimmed, or the content is empty once sanitized.',
    404: 'No post has this id (`not_found`).',
    409: 'Another post has this slug (`conflict`).',
  },
});

export const adminDeleteBlogPost = defineRoute({
  method: 'DELETE',
  path: '/api/admin/blog-posts/:id',
  access: 'admin',
  tag: 'blog',
  summary: 'Delete a post',
  params: IdParamsSchema,
  responses: { 200: SuccessSchema },
  errors: {
    404: 'No post has this id (`not_found`).',
  },
});

export const adminPublishBlogPost = defineRoute({
  method: 'PATCH',
  path: '/api/admin/blog-posts/:id/publish',
  access: 'admin',
  tag: 'blog',
  summary: 'Publish a draft (sets publishedAt at first publication)',
  params: IdParamsSchema,
  responses: { 200: BlogPostSchema },
  errors: {
    404: 'No post has this id (`not_found`).',
    409: 'The post is published already (`already_published`).',
  },
});

export const adminGenerateBlogPost = defineRoute({
  method: 'POST',
  path: '/api/admin/blog-posts/generate',
  access: 'admin',
  tag: 'blog',
  summary: 'Write an article for a keyword; answers the post fields, not yet saved',
  body: GenerateBlogPostBodySchema,
  responses: { 200: GeneratedBlogPostSchema },
  errors: {
    400: 'The keyword is blank.',
  },
});
