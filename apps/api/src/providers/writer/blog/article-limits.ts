/** Limits every generated article keeps (product §5: meta description hint of 160 characters). */
export const BLOG_META_DESCRIPTION_MAX = 160;
export const BLOG_MAX_TAGS = 5;
