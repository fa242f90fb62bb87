import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { trustedHeaderReader } from '../../lib/trusted-proxy.ts';
import {
  collectPageView,
  VIEWS_PER_ADDRESS,
  VIEWS_WINDOW_MS,
  dailyTrend,
  devicesAndBrowsers,
  geoDistribution,
  realtimeVisitors,
  topPages,
  trafficSources,
  visitorsSummary,
  type AnalyticsContext,
} from './analytics.service.ts';
import { internalHostsOf } from './traffic-source.ts';
import { PageViewWriter } from './page-view-writer.ts';
import { DailySalts } from './visitor-id.ts';
import { WindowLimiter } from './window-limiter.ts';

export async function analyticsRoutes(app: App, { config, db }: AppDeps): Promise<void> {
  const context: AnalyticsContext = {
    db,
    salts: new DailySalts(db),
    limiter: new WindowLimiter(VIEWS_PER_ADDRESS, VIEWS_WINDOW_MS),
    writer: new PageViewWriter(db),
    internalHosts: internalHostsOf([config.publicSiteUrl]),
    now: () => new Date(),
  };
  const trustedHeader = trustedHeaderReader(config.trustProxy);

  contractRoute(app, routes.collectPageView, async (request, reply) => {
    await collectPageView(context, request.body, {
      clientAddress: request.ip,
      userAgent: request.headers['user-agent'],
      countryHeader: trustedHeader(request, config.countryHeader),
    });
    // Accepted with an empty body (beacons read nothing); the reply is sent here, so it is returned.
    return reply.code(202).send() as never;
  });

  contractRoute(app, routes.adminAnalyticsVisitors, async (request) => visitorsSummary(context, request.query));
  contractRoute(app, routes.adminAnalyticsRealtime, async () => realtimeVisitors(context));
  contractRoute(app, routes.adminAnalyticsPages, async (request) => topPages(context, request.query));
  contractRoute(app, routes.adminAnalyticsTrafficSources, async (request) => trafficSources(context, request.query));
  contractRoute(app, routes.adminAnalyticsDevices, async (request) => devicesAndBrowsers(context, request.query));
  contractRoute(app, routes.adminAnalyticsGeo, async (request) => geoDistribution(context, request.query));
  contractRoute(app, routes.adminAnalyticsTrend, async (request) => dailyTrend(context, request.query));
}
