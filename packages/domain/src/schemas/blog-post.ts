import { Type, type Static } from 'typebox';
import { Nullable, PageInfoSchema, PageQuerySchema, TextSchema, TimestampSchema, UuidSchema } from './common.ts';
import { SlugSchema } from './landing-page.ts';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export const BlogPostStatusSchema = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** A blog post (product §3). `content` is HTML sanitized by the server on save. */
export const BlogPostSchema = Type.Object({
  id: UuidSchema,
  title: Type.String(),
  slug: Type.String(),
  excerpt: Type.String(),
  content: Type.String(),
  metaDescription: Type.String(),
  featuredImage: Nullable(Type.String()),
  categoryTags: Type.Array(Type.String()),
  callToAction: Type.String(),
  status: BlogPostStatusSchema,
  viewCount: Type.Integer({ minimum: 0 }),
  leadCount: Type.Integer({ minimum: 0 }),
  publishedAt: Nullable(TimestampSchema),
  updatedAt: TimestampSchema,
});
export type BlogPost = Static<typeof BlogPostSchema>;

/** A card of the public list: the post without its content. */
export const BlogPostCardSchema = Type.Omit(BlogPostSchema, ['content']);
export type BlogPostCard = Static<typeof BlogPostCardSchema>;

/** `GET /api/blog-posts` — published posts, newest first, 12 a page by default. */
export const PublicBlogPostListSchema = Type.Object({
  posts: Type.Array(BlogPostCardSchema),
  ...PageInfoSchema.properties,
});
export type PublicBlogPostList = Static<typeof PublicBlogPostListSchema>;

export const AdminBlogPostListQuerySchema = Type.Object({
  status: Type.Optional(BlogPostStatusSchema),
  ...PageQuerySchema.properties,
});
export type AdminBlogPostListQuery = Static<typeof AdminBlogPostListQuerySchema>;

export const AdminBlogPostListSchema = Type.Object({
  posts: Type.Array(BlogPostSchema),
  ...PageInfoSchema.properties,
});
export type AdminBlogPostList = Static<typeof AdminBlogPostListSchema>;

const blogPostFields = {
  title: TextSchema(300, 1),
  slug: SlugSchema,
  excerpt: TextSchema(1000, 1),
  content: TextSchema(200000, 1),
  metaDescription: TextSchema(500, 1),
  featuredImage: Type.Optional(Nullable(Type.String({ maxLength: 2000, pattern: '^(https?://\\S+|/\\S*)?$' }))),
  categoryTags: Type.Array(TextSchema(60, 1), { maxItems: 20 }),
  callToAction: Type.Optional(TextSchema(300)),
  status: Type.Optional(BlogPostStatusSchema),
};

/** Title, slug, excerpt, content and metaDescription required; `callToAction` defaults to the product's text. */
export const CreateBlogPostBodySchema = Type.Object(blogPostFields, { additionalProperties: false });
export type CreateBlogPostBody = Static<typeof CreateBlogPostBodySchema>;

export const UpdateBlogPostBodySchema = Type.Object(
  {
    title: Type.Optional(blogPostFields.title),
    slug: Type.Optional(blogPostFields.slug),
    excerpt: Type.Optional(blogPostFields.excerpt),
    content: Type.Optional(blogPostFields.content),
    metaDescription: Type.Optional(blogPostFields.metaDescription),
    featuredImage: blogPostFields.featuredImage,
    categoryTags: Type.Optional(blogPostFields.categoryTags),
    callToAction: blogPostFields.callToAction,
    status: blogPostFields.status,
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateBlogPostBody = Static<typeof UpdateBlogPostBodySchema>;

export const GenerateBlogPostBodySchema = Type.Object(
  { keyword: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type GenerateBlogPostBody = Static<typeof GenerateBlogPostBodySchema>;

/** The writer's article, not yet saved: the admin reviews it in the create dialog, then creates it. */
export const GeneratedBlogPostSchema = Type.Object({
  title: Type.String(),
  slug: Type.String(),
  excerpt: Type.String(),
  content: Type.String(),
  metaDescription: Type.String({ maxLength: 160 }),
  categoryTags: Type.Array(Type.String()),
  callToAction: Type.String(),
});
export type GeneratedBlogPost = Static<typeof GeneratedBlogPostSchema>;
