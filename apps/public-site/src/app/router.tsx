import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@trovapro/ui';
import { HomeRoute } from './home-route.tsx';

export const routes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '*', element: <NotFoundScreen homeHref="/" /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
