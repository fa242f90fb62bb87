import type { PagePattern } from '@trovapro/frontend-server';

/**
 * The admin console's pages, as its router (src/app/routes.tsx) declares them: any other path is answered
 * 404 with the app's 404 screen. Listed here because the router module is React (pages.test.ts keeps the two equal).
 */
export const ADMIN_PAGES: readonly PagePattern[] = ['/', '/admin', '/admin/login', '/admin/dashboard'];
