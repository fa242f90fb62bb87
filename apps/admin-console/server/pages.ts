import {
  ADMIN_LEGACY_DASHBOARD_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_SECTION_PATHS,
  ADMIN_SIGN_IN_LINK_OPEN_PATH,
  ADMIN_SIGN_IN_LINK_PATH,
} from '@trovapro/domain';
import type { PagePattern } from '@trovapro/frontend-server';

/**
 * The admin console's pages, as its router (src/app/routes.tsx) declares them: any other path is answered
 * 404 with the app's 404 screen. Listed here because the router module is React (pages.test.ts keeps the two equal).
 * `/admin/dashboard` is the former single page, kept so its links are redirected to their section.
 */
export const ADMIN_PAGES: readonly PagePattern[] = [
  '/',
  '/admin',
  ADMIN_LOGIN_PATH,
  ADMIN_SIGN_IN_LINK_PATH,
  ADMIN_SIGN_IN_LINK_OPEN_PATH,
  ADMIN_LEGACY_DASHBOARD_PATH,
  ...Object.values(ADMIN_SECTION_PATHS),
];
