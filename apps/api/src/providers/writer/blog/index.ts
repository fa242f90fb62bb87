export { BLOG_MAX_TAGS, BLOG_META_DESCRIPTION_MAX, writeBlogArticle } from './write-blog-article.ts';
