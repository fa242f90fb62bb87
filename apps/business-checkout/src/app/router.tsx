import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@trovapro/ui';
import { env } from '../lib/env.ts';
import { ComingSoonRoute } from './coming-soon-route.tsx';

export const routes: RouteObject[] = [
  { path: '/business/lead/:leadId', element: <ComingSoonRoute /> },
  { path: '/business/success', element: <ComingSoonRoute /> },
  // Everything else, `/` included, is the spec's 404; its home button leads to the public site.
  { path: '*', element: <NotFoundScreen homeHref={env.publicSiteUrl} /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
