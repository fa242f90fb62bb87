import { parseFrontendServerConfig, type FrontendServerConfig } from '@trovapro/frontend-server';

/**
 * The only reader of the environment for the public-site server. Its `countryHeader` (COUNTRY_HEADER) is
 * forwarded with the page views of server-rendered pages, so their visits get a country like the SPA's beacons.
 */
export const config: FrontendServerConfig = parseFrontendServerConfig(process.env, { port: 3000 });
