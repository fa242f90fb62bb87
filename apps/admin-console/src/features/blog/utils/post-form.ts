import { slugify, type BlogPost, type BlogPostStatus, type CreateBlogPostBody, type GeneratedBlogPost } from '@trovapro/domain';

/** The dialog's fields as typed; tags are one comma-separated text (product §3). */
export interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  featuredImage: string;
  categoryTags: string;
  callToAction: string;
  status: BlogPostStatus;
}

export const EMPTY_FORM: PostForm = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  metaDescription: '',
  featuredImage: '',
  categoryTags: '',
  callToAction: '',
  status: 'draft',
};

/** Product §5: split on commas, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function formOfPost(post: BlogPost | GeneratedBlogPost): PostForm {
  return {
    ...EMPTY_FORM,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    metaDescription: post.metaDescription,
    categoryTags: post.categoryTags.join(', '),
    callToAction: post.callToAction,
    ...('status' in post ? { status: post.status, featuredImage: post.featuredImage ?? '' } : {}),
  };
}

/** On creation only, the slug follows the title (product §5); editing keeps the slug as it is. */
export function withTitle(form: PostForm, title: string, creating: boolean): PostForm {
  return { ...form, title, ...(creating ? { slug: slugify(title) } : {}) };
}

const REQUIRED = ['title', 'slug', 'excerpt', 'content', 'metaDescription'] as const;

/** Submit stays disabled until every required field has text. */
export function isComplete(form: PostForm): boolean {
  return REQUIRED.every((field) => form[field].trim() !== '');
}

export function bodyOfForm(form: PostForm): CreateBlogPostBody {
  const callToAction = form.callToAction.trim();
  const featuredImage = form.featuredImage.trim();
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    excerpt: form.excerpt.trim(),
    content: form.content,
    metaDescription: form.metaDescription.trim(),
    categoryTags: parseTags(form.categoryTags),
    status: form.status,
    featuredImage: featuredImage === '' ? null : featuredImage,
    ...(callToAction === '' ? {} : { callToAction }),
  };
}
