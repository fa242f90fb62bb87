import { adminLogin, adminLogout, adminMe } from './admin-auth.routes.ts';
import { health } from './system.routes.ts';

export * from './define-route.ts';
export { HealthSchema } from './system.routes.ts';

/** Every call of the product (spec §7 plus additive ones), by name. */
export const routes = {
  health,
  adminLogin,
  adminMe,
  adminLogout,
} as const;

export type Routes = typeof routes;
