export * from './product.ts';
export * from './frontend-server.ts';
export * from './common.ts';
export * from './admin.ts';
export * from './formatters.ts';
export * from './api.ts';
export * from './public.ts';
export * from './analyzer.ts';
