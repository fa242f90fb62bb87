export * from './contract/index.ts';

export * from './schemas/common.ts';
export * from './schemas/admin.ts';
export * from './schemas/chat.ts';
export * from './schemas/lead.ts';
export * from './schemas/business.ts';
export * from './schemas/template.ts';
export * from './schemas/dashboard.ts';
export * from './schemas/analytics.ts';
export * from './schemas/municipality.ts';
export * from './schemas/landing-page.ts';
export * from './schemas/sitemap.ts';
export * from './schemas/blog-post.ts';
export * from './schemas/email.ts';

export * from './rules/categories.ts';
export * from './rules/pricing.ts';
export * from './rules/money.ts';
export * from './rules/slugify.ts';
export * from './rules/hero-headline.ts';
export * from './rules/lead-status.ts';
export * from './rules/template-placeholders.ts';
export * from './rules/pagination.ts';
export * from './rules/email.ts';
export * from './rules/location.ts';
export * from './rules/bots.ts';
export * from './rules/uuid.ts';
