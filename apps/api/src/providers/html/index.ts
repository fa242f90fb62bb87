export { sanitizeArticleHtml, sanitizeLandingHtml } from './sanitize.ts';
