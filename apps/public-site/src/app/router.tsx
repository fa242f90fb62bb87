import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@trovapro/ui';
import { HomeRoute } from './home-route.tsx';
import { trackPageViews } from '../lib/analytics.ts';
import { LandingRoute } from '../features/landing/components/landing-route.tsx';
import { BlogListRoute } from '../features/blog/components/blog-list-route.tsx';
import { BlogArticleRoute } from '../features/blog/components/blog-article-route.tsx';

export const routes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/p/:slug', element: <LandingRoute /> },
  { path: '/blog', element: <BlogListRoute /> },
  { path: '/blog/:slug', element: <BlogArticleRoute /> },
  { path: '*', element: <NotFoundScreen homeHref="/" /> },
];

export function createRouter() {
  // Every page the SPA shows, the 404 screen included, is reported to the analytics.
  return trackPageViews(createBrowserRouter(routes));
}
