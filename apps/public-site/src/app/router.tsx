import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@trovapro/ui';
import { HomeRoute } from './home-route.tsx';
import { pagePaths, serverOnlyPaths } from './paths.ts';
import { ServerPageRoute } from './server-page-route.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { trackPageViews } from '../lib/analytics.ts';
import { LandingRoute } from '../features/landing/components/landing-route.tsx';
import { Chatbot } from '../features/chat/components/chatbot.tsx';
import { BlogListRoute } from '../features/blog/components/blog-list-route.tsx';
import { BlogArticleRoute } from '../features/blog/components/blog-article-route.tsx';

export const routes: RouteObject[] = [
  { path: pagePaths.home, element: <HomeRoute /> },
  {
    path: pagePaths.landing,
    element: (
      <LandingRoute chat={(page) => <Chatbot prefilledService={page.keyword} prefilledLocation={page.municipalityName} landingPageId={page.id} />} />
    ),
  },
  { path: pagePaths.blog, element: <BlogListRoute /> },
  { path: pagePaths.blogArticle, element: <BlogArticleRoute /> },
  ...serverOnlyPaths.map((path) => ({ path, element: <ServerPageRoute /> })),
  {
    path: '*',
    element: (
      <>
        <NotFoundScreen homeHref={pagePaths.home} />
        <SiteFooter />
      </>
    ),
  },
];

export function createRouter() {
  // Every page the SPA shows, the 404 screen included, is reported to the analytics.
  return trackPageViews(createBrowserRouter(routes));
}
