export * from './contract/index.ts';
export * from './schemas/common.ts';
export * from './schemas/admin.ts';
export * from './rules/categories.ts';
